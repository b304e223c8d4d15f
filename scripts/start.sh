#!/usr/bin/env bash
# `npm start`: install when needed, build, and serve on PORT (default 3000). Without DATABASE_URL the
# embedded database lives in DATA_DIR (default ./data) and gets demo data on its first start.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npx react-router build
exec env NODE_ENV=production node server.js
