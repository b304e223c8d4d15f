#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: initdb into a temporary folder, a free port on
# 127.0.0.1, trust authentication; the server and its folder are removed afterwards.
# Usage: scripts/with-postgres.sh <command…>   (the command sees TEST_DATABASE_URL and PG_TEST_URL)
set -euo pipefail

if ! command -v initdb >/dev/null || ! command -v pg_ctl >/dev/null; then
  for dir in /usr/lib/postgresql/*/bin; do
    [ -x "$dir/initdb" ] && PATH="$dir:$PATH"
  done
fi
command -v initdb >/dev/null || { echo "with-postgres: initdb not found (install postgresql)" >&2; exit 1; }

PGTMP=$(mktemp -d /tmp/ufuk-pg.XXXXXX)
PORT=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
RUN_AS=()
if [ "$(id -u)" = "0" ]; then
  # PostgreSQL refuses to run as root
  chown -R postgres:postgres "$PGTMP" 2>/dev/null || { chmod 777 "$PGTMP"; }
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" pg_ctl -D "$PGTMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$PGTMP"
}
trap cleanup EXIT

"${RUN_AS[@]}" initdb -D "$PGTMP/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" pg_ctl -D "$PGTMP/data" -l "$PGTMP/server.log" -w -t 60 \
  -o "-p $PORT -k $PGTMP -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$PORT/postgres"
export PG_TEST_URL="$TEST_DATABASE_URL"
echo "with-postgres: PostgreSQL $("${RUN_AS[@]}" postgres --version | awk '{print $3}') on port $PORT"
"$@"
