import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // React Router 8 builds through Vite's Environment API: the server bundle's entry is the Express app
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  // Vitest cannot load the React Router plugin; tests call loaders and actions directly.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter()],
  ssr: {
    // server-only packages with native or wasm parts stay external
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino", "nodemailer"],
  },
});
