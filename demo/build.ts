import path from "node:path";
import { build } from "vite";

/**
 * Builds the demo data loader (demo/seed.ts, its data files and what they use of app/) into
 * `<build directory>/demo/seed.js`, apart from the app's server bundle (decision 039). Run by `react-router build`
 * when it has built the app (react-router.config.ts), so every build — `npm start`, the image, the tests' builds —
 * carries it. Packages stay external, as in the server bundle.
 */
export async function buildDemoLoader(buildDirectory: string, root = process.cwd()): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      ssr: path.join(root, "demo/seed.ts"),
      outDir: path.join(buildDirectory, "demo"),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: "node24",
      rollupOptions: { output: { entryFileNames: "seed.js", format: "es" } },
    },
    ssr: { external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "pino", "nodemailer"] },
  });
}
