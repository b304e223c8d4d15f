#!/usr/bin/env bash
# The production build into BUILD_DIR (default build), made only when the sources changed since the last one: the
# build records a hash of everything it is made from, and an unchanged tree is not built again.
# Used by `npm start` (scripts/start.sh) and `npm run cluster`.
set -euo pipefail
cd "$(dirname "$0")/.."
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
