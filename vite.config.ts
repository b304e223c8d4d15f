import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  // Vitest cannot load the React Router plugin; tests call loaders and actions directly.
  plugins: process.env.VITEST ? [] : [tailwindcss(), reactRouter()],
  ssr: {
    // server-only packages with native or wasm parts stay external
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino", "nodemailer"],
  },
}));
