import { defineConfig } from "@playwright/test";

/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the production build on the
 * embedded database with demo data. Two projects: JavaScript on and JavaScript off.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".tmp/e2e-data";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  reporter: process.env.CI_REPORT ? [["list"], ["json", { outputFile: ".tmp/playwright-results.json" }]] : "list",
  use: {
    baseURL: `http://localhost:${PORT}`,
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
    { name: "js", use: { javaScriptEnabled: true } },
    // axe runs as a script inside the page, so the accessibility checks run with JavaScript only (the
    // server-rendered HTML they check is the same)
    { name: "no-js", use: { javaScriptEnabled: false }, testIgnore: /accessibility\.spec\.ts$/ },
  ],
  webServer: {
    command: `rm -rf ${DATA_DIR} && NODE_ENV=production BUILD_DIR=${process.env.BUILD_DIR ?? "build"} SIGNIN_IP_LIMIT=1000 PORT=${PORT} DATA_DIR=${DATA_DIR} LOG_LEVEL=warn node server.js`,
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
  },
});
