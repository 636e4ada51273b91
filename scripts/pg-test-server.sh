#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server on 127.0.0.1 for the test suite and prints the
# SQLAlchemy URL to use (MAESTER_TEST_PG_URL). Stop it with: scripts/pg-test-server.sh stop DIR
# Installs Debian's postgresql package when no server binaries are found.
set -euo pipefail
if [ "${1:-}" = "stop" ]; then
  dir="$2"; bin="$(cat "$dir/bindir")"
  run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
  run "$bin/pg_ctl" -D "$dir/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$dir"
  exit 0
fi
find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1; }
bin="$(find_bin)"
if [ -z "$bin" ] && command -v apt-get >/dev/null 2>&1; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq >/dev/null 2>&1 || true
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >/dev/null 2>&1 || true
  bin="$(find_bin)"
fi
[ -n "$bin" ] || { echo "no PostgreSQL server binaries" >&2; exit 1; }
port="${PGPORT_TEST:-55432}"
dir="$(mktemp -d /tmp/maester-pg.XXXXXX)"
echo "$bin" > "$dir/bindir"
run() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" = 0 ]; then chown postgres "$dir"; chmod 755 "$dir"; fi
# PG_TEST_PASSWORD: the user maester gets that password and every login needs it
# (scram-sha-256), for the tests of a wrong password; without it, no password (trust).
auth=(--auth=trust)
if [ -n "${PG_TEST_PASSWORD:-}" ]; then
  printf '%s\n' "$PG_TEST_PASSWORD" > "$dir/pwfile"
  if [ "$(id -u)" = 0 ]; then chown postgres "$dir/pwfile"; fi
  auth=(--auth=scram-sha-256 "--pwfile=$dir/pwfile")
fi
run "$bin/initdb" -D "$dir/data" -U maester "${auth[@]}" -E UTF8 >/dev/null
run "$bin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir/data -c fsync=off" start >/dev/null
echo "dir=$dir"
if [ -n "${PG_TEST_PASSWORD:-}" ]; then
  echo "url=postgresql+psycopg://maester:$PG_TEST_PASSWORD@127.0.0.1:$port/postgres"
else
  echo "url=postgresql+psycopg://maester@127.0.0.1:$port/postgres"
fi
