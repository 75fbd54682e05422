#!/usr/bin/env bash
# Builds a release of the repository at REF into $CLINIC_PREFIX/releases/<commit>, beside the one
# running: its packages, its production build for the site's PUBLIC_URL (from the settings file),
# and its static files added to the shared folder Caddy serves (the pages of the release still
# running keep finding theirs). Writes the release's folder to $CLINIC_PREFIX/.last-built.
#   deploy/lib/build-release.sh REPOSITORY REF
set -euo pipefail
repository="$1"
ref="$2"
: "${CLINIC_PREFIX:?}" "${CLINIC_ETC:?}" "${CLINIC_USER:?}"

commit="$(git -C "$repository" rev-parse --verify "$ref^{commit}")"
release="$CLINIC_PREFIX/releases/$commit"
if [ -f "$release/.next/clinic-build.json" ] && [ -d "$release/node_modules" ]; then
  echo "Release $commit is built already."
else
  rm -rf "$release.partial"
  git clone --quiet --no-checkout "$repository" "$release.partial"
  git -C "$release.partial" checkout --quiet --detach "$commit"
  # The deploy test brings the checkout's packages (as hard links) instead of installing them again.
  if [ -n "${CLINIC_NODE_MODULES:-}" ]; then
    cp -al "$CLINIC_NODE_MODULES" "$release.partial/node_modules"
  else
    (cd "$release.partial" && npm install --no-audit --no-fund --loglevel=error)
  fi
  # The build carries PUBLIC_URL in the prerendered pages: the deployment's own.
  (cd "$release.partial" && set -a && . "$CLINIC_ETC/clinic.env" && set +a && NODE_ENV=production npm run build --silent)
  rm -rf "$release"
  mv "$release.partial" "$release"
fi
cp -a "$release/.next/static/." "$CLINIC_PREFIX/shared/static/"
chown -R "$CLINIC_USER:$CLINIC_USER" "$release/.next"
echo "$release" > "$CLINIC_PREFIX/.last-built"
