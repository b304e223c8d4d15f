#!/usr/bin/env bash
# `npm test`: every test of the project, failing when any part fails or did not run.
#   1. dependencies (npm ci when node_modules is missing) and Debian's Chromium (apt) when missing
#   2. typecheck, lint and formatting (Prettier)
#   3. unit + integration tests on the embedded database (PGlite)
#   4. production build
#   5. on a throwaway PostgreSQL server (initdb/pg_ctl): the integration tests again, and the access matrix
#      over HTTP against the started production build
#   6. browser tests in Chromium with JavaScript on and off
#   7. the cluster under failure: three instances behind HAProxy, one killed mid-load (about 90 s; decision 058)
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
export NODE_ENV=test

step() { printf '\n\033[1m▶ %s\033[0m\n' "$*"; }

step "dependencies"
# npm itself runs on the project's Node 24 for the install (decision 034), so no package warns about its engine
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  scripts/npm24.sh ci --no-audit --no-fund
  hash -r
fi
# every later command finds node_modules/.bin first on PATH (npm puts it there): the pinned Node 24
echo "Node $(node -v) ($(command -v node))"
case "$(node -v)" in v24.*) ;; *) echo "the tests must run on Node 24; npm test puts node_modules/.bin first on PATH" >&2; exit 1 ;; esac
if ! command -v chromium >/dev/null 2>&1 && [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "installing Chromium from Debian's packages"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq chromium >/dev/null
fi
if ! command -v haproxy >/dev/null 2>&1 && [ ! -x /usr/sbin/haproxy ]; then
  echo "installing HAProxy from Debian's packages"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq && $SUDO apt-get install -y -qq haproxy >/dev/null
fi

# a vitest JSON report must show tests that ran, none failed, none skipped
check_vitest() {
  node -e '
    const r = require(process.argv[1]);
    const skipped = r.numPendingTests + r.numTodoTests;
    console.log(`${process.argv[2]}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped, ${r.numTotalTestSuites} suites`);
    if (!r.success || r.numTotalTests === 0 || r.numFailedTests > 0 || skipped > 0) process.exit(1);
  ' "$PWD/$1" "$2"
}

step "typecheck"
npm run --silent typecheck

step "lint and formatting"
npm run --silent lint
npm run --silent format:check

step "unit and integration tests (embedded PostgreSQL)"
rm -f .tmp/vitest-embedded.json
npx vitest run --project unit --project integration --reporter=default --reporter=json --outputFile=.tmp/vitest-embedded.json
check_vitest .tmp/vitest-embedded.json "embedded run"

step "production build"
npx react-router build >/dev/null

step "integration tests and the HTTP access matrix (PostgreSQL server)"
rm -f .tmp/vitest-server.json .tmp/vitest-http.json
scripts/with-postgres.sh bash -c '
  npx vitest run --project integration --reporter=default --reporter=json --outputFile=.tmp/vitest-server.json &&
  npx vitest run --project http --reporter=dot --reporter=json --outputFile=.tmp/vitest-http.json'
check_vitest .tmp/vitest-server.json "server run"
check_vitest .tmp/vitest-http.json "access matrix (HTTP)"

step "browser tests (Chromium, JavaScript on and off)"
rm -f .tmp/playwright-results.json
CI_REPORT=1 npx playwright test
node -e '
  const r = require(process.argv[1]);
  const s = r.stats;
  const projects = new Set();
  const walk = (suite) => { for (const spec of suite.specs ?? []) for (const t of spec.tests) projects.add(t.projectName); for (const c of suite.suites ?? []) walk(c); };
  for (const s2 of r.suites) walk(s2);
  console.log(`browser run: ${s.expected} passed, ${s.unexpected} failed, ${s.skipped} skipped, ${s.flaky} flaky; projects: ${[...projects].join(", ")}`);
  if (s.expected === 0 || s.unexpected > 0 || s.skipped > 0 || !projects.has("js") || !projects.has("no-js")) process.exit(1);
' "$PWD/.tmp/playwright-results.json"

step "the cluster under failure (HAProxy, three instances, one killed mid-load)"
npm run --silent cluster:test -- --no-build

step "all tests passed"
