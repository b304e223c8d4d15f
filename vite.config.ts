import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The packages every page of the browser bundle runs: React, React Router, and the class merging and Slot of the
 * button every page's error view draws. One chunk (decision 035); left to the automatic split, Rolldown spread them
 * over the chunks of the first modules that shared them (react-router in `jsx-runtime`, `button` and
 * `entry.client`).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|tailwind-merge|clsx|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/;

/**
 * The app modules every page runs (root.tsx and entry.client.tsx import them): one chunk instead of a dozen small
 * ones, at no cost to any page as long as each is one of those (app/shell-chunk.test.ts checks it).
 */
const SHELL =
  /[\\/]app[\\/](components[\\/](error-view|link|nonce|icons|ui[\\/](toaster|button))|lib[\\/](utils|use-hydrated|browser-texts|translate|use-translation|deferred-hydration)|locales[\\/](index|areas))\.tsx?$/;

export default defineConfig({
  // React Router 8 builds through Vite's Environment API: the server bundle's entry is the Express app
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "shell", test: SHELL, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  // Vitest cannot load the React Router plugin; tests call loaders and actions directly.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter()],
  ssr: {
    // server-only packages with native or wasm parts stay external; iyzipay loads its resources with
    // fs.readdirSync(__dirname) and a require per file, which only work from its own folder in node_modules
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino", "nodemailer", "iyzipay", "undici"],
  },
});
