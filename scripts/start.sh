#!/usr/bin/env bash
# `npm start`: install when needed, build when the sources changed since the last build, and serve on PORT
# (default 3000). Without DATABASE_URL the embedded database lives in DATA_DIR (default ./data) and gets demo
# data on its first start.
set -euo pipefail
cd "$(dirname "$0")/.."
# npm itself runs on the project's Node 24 for the install (decision 034), so no package warns about its engine
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  scripts/npm24.sh ci --no-audit --no-fund
  hash -r
fi

# the production build, unless the sources are unchanged since the last one
bash scripts/build-if-changed.sh
# V8 sizes its heap from the machine's memory and grows it lazily: on a 24 GB machine the old space rose to
# 400+ MB under load although the live data is far smaller. The bound keeps Node's own part near 240 MB (decision
# 028); the embedded database (PGlite) lives in the same process and adds its own memory (README, decision 057).
exec env NODE_ENV=production node --max-old-space-size="${SERVER_HEAP_MB:-256}" server.js
