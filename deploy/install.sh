#!/usr/bin/env bash
# Takes a Debian 12 server to a running HTTPS site, or brings one up to date: re-running it is
# harmless (what exists is kept: the settings file and its secrets, the database and its role).
#
#   sudo CLINIC_SITE=clinic.example CLINIC_TLS=it@clinic.example deploy/install.sh
#
# Settings (environment):
#   CLINIC_SITE        the site's domain name, pointing at this server (required)
#   CLINIC_TLS         an e-mail for the certificate authority, or "internal" (Caddy's own CA)
#   CLINIC_PROCESSES   app processes, 2 by default, on ports 3001, 3002 …
#   CLINIC_REF         the commit, tag or branch to install (default: this checkout's HEAD)
#   CLINIC_PAYMENT_PROVIDER  stripe | mpgs | simulated, written to the settings file the first time
#                      (unset: the app refuses to start until PAYMENT_PROVIDER is set there)
#   CLINIC_VIDEO_PROVIDER  jaas | jitsi | public-jitsi, written to the settings file the first time
#                      (unset: the app refuses to start until VIDEO_PROVIDER and its keys are set there)
#   CLINIC_BACKUP_RECIPIENTS  the age public key(s) the nightly backups are encrypted to (made with
#                      `npm run backup:key -- FILE` on another machine); added to the settings file
#                      when it has none (unset: the nightly backup fails, saying so, until it is set)
# Where things go (defaults for a real server; the deploy test moves them under a folder of its own):
#   CLINIC_PREFIX=/opt/clinic      releases/<commit>, current -> the running one, shared/static
#   CLINIC_ETC=/etc/clinic         clinic.env (the app's settings, secrets), caddy.env
#   CLINIC_DATA=/var/lib/clinic    DATA_DIR: outbox, media without S3, backups without S3
#   CLINIC_USER=clinic             the system user the app runs as
#   CLINIC_PSQL                    how to reach PostgreSQL as its superuser (runuser -u postgres -- psql)
#   CLINIC_SYSTEMD=auto            no: install the units but start nothing (no systemd here)
#   CLINIC_SKIP_APT=1              the packages are there already
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
: "${CLINIC_SITE:?Set CLINIC_SITE to the domain name of the site, e.g. clinic.example}"
: "${CLINIC_TLS:?Set CLINIC_TLS to an e-mail address for the certificates, or to internal}"
CLINIC_PROCESSES="${CLINIC_PROCESSES:-2}"
CLINIC_REF="${CLINIC_REF:-HEAD}"
CLINIC_PREFIX="${CLINIC_PREFIX:-/opt/clinic}"
CLINIC_ETC="${CLINIC_ETC:-/etc/clinic}"
CLINIC_DATA="${CLINIC_DATA:-/var/lib/clinic}"
CLINIC_USER="${CLINIC_USER:-clinic}"
CLINIC_PSQL="${CLINIC_PSQL:-runuser -u postgres -- psql}"
CLINIC_SYSTEMD="${CLINIC_SYSTEMD:-auto}"
CLINIC_DB="${CLINIC_DB:-clinic}"
CLINIC_UNITS="${CLINIC_UNITS:-/etc/systemd/system}"
CLINIC_CADDYFILE="${CLINIC_CADDYFILE:-/etc/caddy/Caddyfile}"

step() { printf '\n== %s\n' "$*"; }
psql_admin() { $CLINIC_PSQL -v ON_ERROR_STOP=1 -qtA "$@"; }

step "Packages"
if [ "${CLINIC_SKIP_APT:-}" != 1 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq caddy postgresql git openssl ca-certificates >/dev/null
fi
for command in caddy git openssl psql pg_dump; do
  command -v "$command" >/dev/null || { echo "Missing $command: install Debian's caddy, git, openssl and postgresql packages." >&2; exit 1; }
done

step "User and folders"
id -u "$CLINIC_USER" >/dev/null 2>&1 || useradd --system --home-dir "$CLINIC_DATA" --shell /usr/sbin/nologin "$CLINIC_USER"
install -d -m 0755 "$CLINIC_PREFIX" "$CLINIC_PREFIX/releases" "$CLINIC_PREFIX/shared" "$CLINIC_PREFIX/shared/static"
install -d -m 0750 -o "$CLINIC_USER" -g "$CLINIC_USER" "$CLINIC_DATA"
install -d -m 0750 -o root -g "$CLINIC_USER" "$CLINIC_ETC"

step "Database"
# The role's password is made once and kept in the settings file; a re-run reads it back.
env_file="$CLINIC_ETC/clinic.env"
if [ -f "$env_file" ] && grep -q '^DATABASE_URL=' "$env_file"; then
  db_password="$(sed -n 's#^DATABASE_URL=postgres://[^:]*:\([^@]*\)@.*#\1#p' "$env_file")"
else
  db_password="$(openssl rand -hex 24)"
fi
if [ "$(psql_admin -c "select 1 from pg_roles where rolname = '$CLINIC_DB'")" != 1 ]; then
  psql_admin -c "create role \"$CLINIC_DB\" login password '$db_password'"
fi
if [ "$(psql_admin -c "select 1 from pg_database where datname = '$CLINIC_DB'")" != 1 ]; then
  psql_admin -c "create database \"$CLINIC_DB\" owner \"$CLINIC_DB\""
fi

step "Settings ($env_file)"
if [ ! -f "$env_file" ]; then
  umask 027
  {
    echo "# The app's settings: every variable is described in .env.example. Made by install.sh."
    echo "NODE_ENV=production"
    if [ "${CLINIC_HTTPS_PORT:-443}" = 443 ]; then echo "PUBLIC_URL=https://$CLINIC_SITE"; else echo "PUBLIC_URL=https://$CLINIC_SITE:$CLINIC_HTTPS_PORT"; fi
    echo "DATA_DIR=$CLINIC_DATA"
    echo "DATABASE_URL=postgres://$CLINIC_DB:$db_password@127.0.0.1:5432/$CLINIC_DB"
    echo "AUTH_SECRET=$(openssl rand -base64 48 | tr -d '\n')"
    echo "METRICS_TOKEN=$(openssl rand -hex 32)"
    echo "# Seals health fields (decision 052): keep a copy off the server, with the backups' private key."
    echo "DATA_ENCRYPTION_KEYS=k$(date +%Y%m%d):$(openssl rand -base64 32)"
    echo "TRUSTED_PROXIES=127.0.0.1"
    echo "DEMO_DATA=${CLINIC_DEMO_DATA:-0}"
    echo "LOG_LEVEL=info"
    if [ -n "${CLINIC_PAYMENT_PROVIDER:-}" ]; then echo "PAYMENT_PROVIDER=$CLINIC_PAYMENT_PROVIDER"; else echo "# PAYMENT_PROVIDER=stripe (with its keys) or mpgs: the app refuses to start without it"; fi
    if [ -n "${CLINIC_VIDEO_PROVIDER:-}" ]; then echo "VIDEO_PROVIDER=$CLINIC_VIDEO_PROVIDER"; else echo "# VIDEO_PROVIDER=jaas or jitsi (with their keys, README \"Video visits\"): the app refuses to start without it"; fi
    if [ -n "${CLINIC_ADMIN_EMAIL:-}" ]; then echo "ADMIN_EMAIL=$CLINIC_ADMIN_EMAIL"; echo "ADMIN_PASSWORD=${CLINIC_ADMIN_PASSWORD:?Set CLINIC_ADMIN_PASSWORD with CLINIC_ADMIN_EMAIL}"; fi
    echo "# Nightly backups (clinic-backup.timer) go to $CLINIC_DATA/backups, or to the S3 bucket when S3_* are set."
  } > "$env_file"
  chgrp "$CLINIC_USER" "$env_file"
  umask 022
  echo "Written, with a new AUTH_SECRET, METRICS_TOKEN, DATA_ENCRYPTION_KEYS and database password. Add the e-mail and payment keys there."
  echo "Copy DATA_ENCRYPTION_KEYS off the server now: a backup cannot be read back without it."
else
  echo "Kept as it is."
  # A settings file made before health fields were sealed gets its key (existing text is sealed by
  # `npm run privacy:rotate-key`, or as each value is next written).
  if ! grep -q '^DATA_ENCRYPTION_KEYS=' "$env_file"; then
    echo "DATA_ENCRYPTION_KEYS=k$(date +%Y%m%d):$(openssl rand -base64 32)" >> "$env_file"
    echo "Added DATA_ENCRYPTION_KEYS: copy it off the server now, with the backups' private key."
  fi
  # A settings file made before /api/metrics existed gets its token; nothing else is touched.
  if ! grep -q '^METRICS_TOKEN=' "$env_file"; then
    echo "METRICS_TOKEN=$(openssl rand -hex 32)" >> "$env_file"
    echo "Added a METRICS_TOKEN (for Prometheus: Authorization: Bearer <token>, deploy/alerts.md)."
  fi
fi
if [ -n "${CLINIC_BACKUP_RECIPIENTS:-}" ] && ! grep -q '^BACKUP_RECIPIENTS=.' "$env_file"; then
  echo "BACKUP_RECIPIENTS=$CLINIC_BACKUP_RECIPIENTS" >> "$env_file"
  echo "Backups are encrypted to $CLINIC_BACKUP_RECIPIENTS."
elif ! grep -q '^BACKUP_RECIPIENTS=.' "$env_file"; then
  echo "No BACKUP_RECIPIENTS in $env_file: the nightly backup fails until it is set (npm run backup:key -- FILE, on another machine)."
fi

step "Release $CLINIC_REF"
export CLINIC_PREFIX CLINIC_ETC CLINIC_USER
"$here/deploy/lib/build-release.sh" "$here" "$CLINIC_REF"
release="$(cat "$CLINIC_PREFIX/.last-built")"
ln -sfn "$release" "$CLINIC_PREFIX/current.new" && mv -T "$CLINIC_PREFIX/current.new" "$CLINIC_PREFIX/current"
echo "current -> $release"

step "Caddy"
ports="$(seq -s ' ' 3001 $((3000 + CLINIC_PROCESSES)))"
upstreams="$(for port in $ports; do printf '127.0.0.1:%s ' "$port"; done)"
cat > "$CLINIC_ETC/caddy.env" <<CADDY
CLINIC_SITE=$CLINIC_SITE
CLINIC_TLS=$CLINIC_TLS
CLINIC_UPSTREAMS=${upstreams% }
CLINIC_STATIC=$CLINIC_PREFIX/shared/static
CLINIC_HTTPS_PORT=${CLINIC_HTTPS_PORT:-443}
CLINIC_HTTP_PORT=${CLINIC_HTTP_PORT:-80}
CLINIC_CADDY_ADMIN=${CLINIC_CADDY_ADMIN:-localhost:2019}
CADDY
install -d "$(dirname "$CLINIC_CADDYFILE")"
echo "import $CLINIC_PREFIX/current/deploy/Caddyfile" > "$CLINIC_CADDYFILE"

step "Services"
install -d "$CLINIC_UNITS" "$CLINIC_UNITS/caddy.service.d"
for unit in clinic-migrate.service clinic-app@.service clinic.target clinic-backup.service clinic-backup.timer; do
  sed -e "s#/opt/clinic#$CLINIC_PREFIX#g" -e "s#/etc/clinic#$CLINIC_ETC#g" -e "s#/var/lib/clinic#$CLINIC_DATA#g" \
    -e "s#^User=clinic#User=$CLINIC_USER#" -e "s#^Group=clinic#Group=$CLINIC_USER#" \
    "$here/deploy/systemd/$unit" > "$CLINIC_UNITS/$unit"
done
printf '[Service]\nEnvironmentFile=%s\n' "$CLINIC_ETC/caddy.env" > "$CLINIC_UNITS/caddy.service.d/clinic.conf"
echo "$ports" > "$CLINIC_ETC/ports"

if [ "$CLINIC_SYSTEMD" = no ] || { [ "$CLINIC_SYSTEMD" = auto ] && [ ! -d /run/systemd/system ]; }; then
  echo "systemd is not running the machine: the units are in $CLINIC_UNITS; start them by hand."
  exit 0
fi
systemctl daemon-reload
systemctl enable clinic.target
for port in $ports; do systemctl enable "clinic-app@$port.service"; done
systemctl enable --now clinic-backup.timer
systemctl start clinic-migrate.service
systemctl restart clinic.target
systemctl restart caddy.service
echo "Running: https://$CLINIC_SITE (systemctl status 'clinic-app@*')"
