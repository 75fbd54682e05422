#!/usr/bin/env bash
# Makes the container images' base, Debian 12 (bookworm) with nothing but its minimal set of
# packages, from Debian's own mirror with debootstrap, and imports it into podman (or docker) as
# localhost/clinic-debian:bookworm. No image registry is used: the app's image starts FROM this.
#
#   sudo deploy/container/build-base.sh            # as root (debootstrap makes device files)
#
# Settings (environment):
#   CLINIC_BASE_IMAGE=localhost/clinic-debian:bookworm   the name it is imported under
#   CLINIC_DEBIAN_MIRROR=http://deb.debian.org/debian    the Debian mirror debootstrap reads
#   CONTAINER_ENGINE=podman                              or docker
#   CONTAINER_ENGINE_ARGS=                               more arguments for it (e.g. --root DIR)
# Needs Debian's debootstrap and podman: apt-get install debootstrap podman
set -euo pipefail

image="${CLINIC_BASE_IMAGE:-localhost/clinic-debian:bookworm}"
mirror="${CLINIC_DEBIAN_MIRROR:-http://deb.debian.org/debian}"
engine="${CONTAINER_ENGINE:-podman}"
# shellcheck disable=SC2206 # words on purpose: several arguments in one setting
engine_args=(${CONTAINER_ENGINE_ARGS:-})

if [ "$(id -u)" != 0 ]; then
  echo "build-base.sh runs debootstrap, which needs root: run it with sudo." >&2
  exit 1
fi
command -v debootstrap >/dev/null || { echo "build-base.sh needs debootstrap: apt-get install debootstrap" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/var/tmp}/clinic-base.XXXXXX")"
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

echo "debootstrap: Debian 12 (bookworm), minbase, from $mirror …"
debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 || {
  tail -20 "$work/debootstrap.log" >&2
  exit 1
}
# The security updates, as on the server (apt-get upgrade in the images' own steps picks them up).
cat >"$rootfs/etc/apt/sources.list" <<EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
# What an image does not need: downloaded packages, package lists, logs.
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/log/* "$rootfs"/tmp/*
# apt in an image: no recommended packages, no documentation.
cat >"$rootfs/etc/apt/apt.conf.d/90-image" <<'EOF'
APT::Install-Recommends "false";
APT::Install-Suggests "false";
EOF
cat >"$rootfs/etc/dpkg/dpkg.cfg.d/90-image" <<'EOF'
path-exclude=/usr/share/doc/*
path-exclude=/usr/share/man/*
path-exclude=/usr/share/info/*
EOF

tar --numeric-owner -C "$rootfs" -c . | "$engine" "${engine_args[@]}" import --quiet \
  --change 'CMD ["/bin/bash"]' --change 'ENV LANG=C.UTF-8' - "$image" >/dev/null
echo "Imported $image ($(du -sh "$rootfs" | cut -f1))."
