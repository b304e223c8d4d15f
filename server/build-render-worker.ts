import path from "node:path";
import { build } from "vite";

/**
 * Builds the render pool's thread (app/server/render-worker.ts: the PDF documents and what they use of app/) into
 * `<build directory>/worker/render.js`, apart from the app's server bundle (decision 057), the way the demo
 * loader is built (decision 039). server.js hands that file to the pool. Packages stay external (pdfkit reads
 * its font metrics from its own folder; the DejaVu fonts are resolved from node_modules).
 */
export async function buildRenderWorker(buildDirectory: string, root = process.cwd()): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: "warn",
    publicDir: false,
    build: {
      ssr: path.join(root, "app/server/render-worker.ts"),
      outDir: path.join(buildDirectory, "worker"),
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
      target: "node24",
      rollupOptions: { output: { entryFileNames: "render.js", format: "es" } },
    },
  });
}
