#!/usr/bin/env bash
# Shared by deploy/upgrade.sh and deploy/rollback.sh: where the installation is, and how its app
# processes are restarted one at a time. Sourced, not run.
CLINIC_PREFIX="${CLINIC_PREFIX:-/opt/clinic}"
CLINIC_ETC="${CLINIC_ETC:-/etc/clinic}"
CLINIC_USER="${CLINIC_USER:-clinic}"
CLINIC_SYSTEMD="${CLINIC_SYSTEMD:-auto}"
# Without systemd (the deploy test), each restart is asked of this command with the port as its
# argument; it returns once the process was stopped and started again.
CLINIC_RESTART_COMMAND="${CLINIC_RESTART_COMMAND:-}"

step() { printf '\n== %s\n' "$*"; }
ports() { cat "$CLINIC_ETC/ports"; }

# Runs a command of a release as the app's user, with the app's settings.
as_app() {
  local release="$1"; shift
  local run=(bash -c 'set -a; . "$0"; set +a; cd "$1"; shift; exec "$@"' "$CLINIC_ETC/clinic.env" "$release" "$@")
  if [ "$(id -u)" = 0 ] && [ "$CLINIC_USER" != root ]; then runuser -u "$CLINIC_USER" -- "${run[@]}"; else "${run[@]}"; fi
}

# Waits until the process on the port says it is healthy (its database answers), at most 2 minutes.
wait_healthy() {
  local port="$1" tries=0
  until curl -fsS -o /dev/null --max-time 2 "http://127.0.0.1:$port/api/healthz"; do
    tries=$((tries + 1))
    if [ "$tries" -ge 240 ]; then echo "The app process on port $port did not become healthy: see journalctl -u clinic-app@$port" >&2; return 1; fi
    sleep 0.5
  done
}

# Restarts the app processes one at a time: each stops gracefully (Caddy stops sending it requests
# as its health check says 503) and is healthy again before the next one goes.
restart_one_at_a_time() {
  local port
  for port in $(ports); do
    if [ -n "$CLINIC_RESTART_COMMAND" ]; then
      $CLINIC_RESTART_COMMAND "$port"
    elif [ "$CLINIC_SYSTEMD" != no ] && [ -d /run/systemd/system ]; then
      systemctl restart "clinic-app@$port.service"
    else
      echo "No systemd here and no CLINIC_RESTART_COMMAND: restart the process on port $port yourself." >&2
      return 1
    fi
    wait_healthy "$port"
    # Caddy's health checks run every second: let it see the process back before the next goes.
    sleep 2
    echo "port $port: running $(basename "$(readlink -f "$CLINIC_PREFIX/current")")"
  done
}

# Points `current` at a release, atomically; `previous` remembers the one it replaced.
switch_to() {
  local release="$1" running
  running="$(readlink -f "$CLINIC_PREFIX/current")"
  echo "$running" > "$CLINIC_PREFIX/previous"
  ln -sfn "$release" "$CLINIC_PREFIX/current.new"
  mv -T "$CLINIC_PREFIX/current.new" "$CLINIC_PREFIX/current"
  echo "current -> $release (previous: $running)"
}
