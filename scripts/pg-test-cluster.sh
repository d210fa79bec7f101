#!/usr/bin/env bash
# A throw-away PostgreSQL cluster on loopback for the server suite.
#   start: initialises (once) and starts it, prints its DATABASE_URL on stdout (logs go to stderr)
#   stop:  stops it and deletes it
# PG_TEST_DIR (default /tmp/brand-console-pg) and PG_TEST_PORT (default 54329) move it.
set -euo pipefail
dir=${PG_TEST_DIR:-/tmp/brand-console-pg}
port=${PG_TEST_PORT:-54329}
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$bin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }

# initdb refuses to run as root; run the server as the postgres user then.
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }

case "${1:-}" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    if [ ! -f "$dir/data/PG_VERSION" ]; then
      as_pg "'$bin/initdb' -D '$dir/data' -A trust -U postgres" >&2
    fi
    if ! as_pg "'$bin/pg_ctl' -D '$dir/data' status" >/dev/null 2>&1; then
      as_pg "'$bin/pg_ctl' -D '$dir/data' -w -l '$dir/log' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" start" >&2
    fi
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    if [ -f "$dir/data/PG_VERSION" ]; then
      as_pg "'$bin/pg_ctl' -D '$dir/data' -w -m fast stop" >&2 || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop" >&2
    exit 2
    ;;
esac
