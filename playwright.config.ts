import { defineConfig } from "@playwright/test";

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the production build on the
 * embedded database with demo data. Two projects, JavaScript on and JavaScript off, each against its own server
 * and database (ports E2E_PORT and E2E_PORT + 1), side by side: each project runs its specs one at a time, so no
 * two tests of one project meet in one database, and the projects never share one.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";
const SERVERS = { js: { port: PORT, dataDir: `${DATA_DIR}/js` }, "no-js": { port: PORT + 1, dataDir: `${DATA_DIR}/no-js` } };
const baseURL = (port: number) => `http://localhost:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // one worker per project (below): the two projects run side by side
  workers: 2,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI_REPORT ? [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]] : "list",
  use: {
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "js", workers: 1, use: { javaScriptEnabled: true, baseURL: baseURL(SERVERS.js.port) } },
    // axe runs as a script inside the page, so the accessibility checks run with JavaScript only (the
    // server-rendered HTML they check is the same)
    {
      name: "no-js",
      workers: 1,
      use: { javaScriptEnabled: false, baseURL: baseURL(SERVERS["no-js"].port) },
      testIgnore: /accessibility\.spec\.ts$/,
    },
  ],
  webServer: Object.values(SERVERS).map(({ port, dataDir }) => ({
    command: `rm -rf ${dataDir} && NODE_ENV=production BUILD_DIR=${process.env.BUILD_DIR ?? "build"} SIGNIN_IP_LIMIT=1000 PORT=${port} DATA_DIR=${dataDir} LOG_LEVEL=warn node server.js`,
    url: `${baseURL(port)}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
  })),
});
