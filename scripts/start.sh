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

# The build records a hash of everything it is made from; an unchanged tree starts without rebuilding.
BUILD_DIR="${BUILD_DIR:-build}"
STAMP="$BUILD_DIR/.source-hash"
source_hash() {
  {
    git ls-files -z --cached --others --exclude-standard -- app demo public prisma package-lock.json package.json \
      vite.config.ts react-router.config.ts tsconfig.json server 2>/dev/null |
      xargs -0 sha256sum 2>/dev/null
  } | sha256sum | cut -d' ' -f1
}
if command -v git >/dev/null 2>&1 && git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  HASH="$(source_hash)"
else
  # no git (an unpacked archive): hash every file under the source folders
  HASH="$(find app demo public prisma server package-lock.json package.json vite.config.ts react-router.config.ts tsconfig.json \
    -type f ! -path 'app/generated/*' -print0 | sort -z | xargs -0 sha256sum | sha256sum | cut -d' ' -f1)"
fi
if [ -f "$BUILD_DIR/server/index.js" ] && [ -f "$STAMP" ] && [ "$(cat "$STAMP")" = "$HASH" ]; then
  echo "Ufuk Jet: kaynaklar değişmedi, mevcut derleme kullanılıyor ($BUILD_DIR)"
else
  npx react-router build
  echo "$HASH" >"$STAMP"
fi
# V8 sizes its heap from the machine's memory and grows it lazily: on a 24 GB machine the old space rose to
# 400+ MB under load although the live data is far smaller. The bound keeps Node's own part near 240 MB (decision
# 028); the embedded database (PGlite) lives in the same process and adds its own memory (README, decision 057).
exec env NODE_ENV=production node --max-old-space-size="${SERVER_HEAP_MB:-256}" server.js
