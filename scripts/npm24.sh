#!/usr/bin/env bash
# Runs npm on the project's Node (decision 034): `scripts/npm24.sh ci --no-audit --no-fund`.
#
# npm checks each package's `engines` against the Node it runs on itself, so an install started by an older system
# Node warns about every package that needs Node 22+ although none of them will ever run on it: every npm script
# runs on the Node 24 that the pinned `node` devDependency puts in node_modules/.bin. This script first makes sure
# that Node exists outside node_modules (`.cache/node-<version>`, fetched once from the npm registry as the `node`
# package, whose version it reads from package.json), then runs the system's npm on it.
set -euo pipefail
cd "$(dirname "$0")/.."

version="$(sed -n 's/^ *"node": "\([0-9][0-9.]*\)",\{0,1\}$/\1/p' package.json | head -n1)"
if [ -z "$version" ]; then
  echo "package.json pins no exact node version in devDependencies" >&2
  exit 1
fi
prefix=".cache/node-$version"
node_bin="$prefix/node_modules/.bin/node"

if [ ! -x "$node_bin" ] || [ "$("$node_bin" -v 2>/dev/null)" != "v$version" ]; then
  echo "Node $version is being fetched from the npm registry ($prefix)" >&2
  rm -rf "$prefix"
  mkdir -p "$prefix"
  # the `node` package declares only an npm engine, so this bootstrap install warns about nothing
  (cd "$prefix" && echo '{"private":true}' >package.json && npm install --no-audit --no-fund --no-save --loglevel=error "node@$version" >/dev/null)
fi

npm_cli="$(dirname "$(readlink -f "$(command -v npm)")")/npm-cli.js"
if [ ! -f "$npm_cli" ]; then
  echo "npm's own entry point was not found next to $(command -v npm)" >&2
  exit 1
fi
PATH="$PWD/$prefix/node_modules/.bin:$PATH" exec "$node_bin" "$npm_cli" "$@"
