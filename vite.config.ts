import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The packages every page of the browser bundle runs before a line of the app: one chunk (decision 035). Left to
 * the automatic split, Rolldown spread them over the chunks of the first modules that shared them (react-router
 * in `jsx-runtime`, `button` and `entry.client`), four files where one does.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/;

export default defineConfig({
  // React Router 8 builds through Vite's Environment API: the server bundle's entry is the Express app
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] } } } } },
  },
  // Vitest cannot load the React Router plugin; tests call loaders and actions directly.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter()],
  ssr: {
    // server-only packages with native or wasm parts stay external
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino", "nodemailer"],
  },
});
