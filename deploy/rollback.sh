#!/usr/bin/env bash
# Returns the site to the release the last upgrade replaced, one app process at a time:
#
#   sudo deploy/rollback.sh
#
# The database keeps the newer migrations: they only expanded the schema (README "Upgrade"), so the
# previous release runs on it. Run again, it goes forward to the release it rolled back from.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=lib/app-processes.sh
. "$here/deploy/lib/app-processes.sh"

previous="$(cat "$CLINIC_PREFIX/previous" 2>/dev/null || true)"
if [ -z "$previous" ] || [ ! -f "$previous/.next/clinic-build.json" ]; then
  echo "No previous release to go back to (${previous:-none recorded in $CLINIC_PREFIX/previous})." >&2
  exit 1
fi
step "Back to $(basename "$previous")"
switch_to "$previous"
restart_one_at_a_time
echo "Rolled back to $(basename "$previous")."
