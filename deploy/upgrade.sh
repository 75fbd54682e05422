#!/usr/bin/env bash
# Upgrades the running site to another commit, tag or branch without taking it down:
#
#   sudo deploy/upgrade.sh REF        (from the checkout install.sh was run from, after git fetch)
#
# 1. builds the release beside the running one (its packages, its build for PUBLIC_URL);
# 2. applies its database migrations while the running release serves: migrations only expand the
#    schema (README "Upgrade": tests/unit/migrations-expand-only.test.ts enforces it);
# 3. checks that the running release still answers on the migrated database (its pages and API
#    through each app process); if not, stops before switching and says how to go back;
# 4. points `current` at the new release and restarts the app processes one at a time.
# deploy/rollback.sh returns to the release it replaced. Same settings as install.sh.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
ref="${1:?usage: deploy/upgrade.sh REF (a commit, tag or branch of this checkout)}"
# shellcheck source=lib/app-processes.sh
. "$here/deploy/lib/app-processes.sh"

running="$(readlink -f "$CLINIC_PREFIX/current")"
step "Build $ref beside the running release ($(basename "$running"))"
export CLINIC_PREFIX CLINIC_ETC CLINIC_USER
"$here/deploy/lib/build-release.sh" "$here" "$ref"
release="$(cat "$CLINIC_PREFIX/.last-built")"
if [ "$release" = "$running" ]; then
  echo "The site runs $(basename "$release") already: nothing to do."
  exit 0
fi

step "Migrations of $(basename "$release"), while $(basename "$running") serves"
as_app "$release" "$release/node_modules/.bin/node" scripts/migrate.mjs

step "The running release on the migrated database"
# What parents open and what the pages call, through every process of the running release.
checks=(/api/healthz / /ar /fr/services /appointment /courses /api/services /api/courses /sitemap.xml)
failed=0
for port in $(ports); do
  for path in "${checks[@]}"; do
    status="$(curl -s -o /dev/null -w '%{http_code}' --max-time 20 "http://127.0.0.1:$port$path" || echo 000)"
    if [ "$status" -ge 500 ] || [ "$status" = 000 ]; then
      echo "port $port: $path answered $status on the migrated database" >&2
      failed=1
    fi
  done
done
if [ "$failed" = 1 ]; then
  cat >&2 <<MESSAGE
The running release fails on the new release's schema: a migration of $(basename "$release") is not
expand-only. The site still runs $(basename "$running"); nothing was switched. Fix the migration (split
it into an expand now and a contract later), or restore last night's backup (README "Restore").
MESSAGE
  exit 1
fi
echo "$(ports | wc -w) processes × ${#checks[@]} addresses answered without a server error"

step "Switch, then restart one process at a time"
switch_to "$release"
restart_one_at_a_time
echo "Upgraded to $(basename "$release"). To go back: deploy/rollback.sh"
