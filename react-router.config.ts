import type { Config } from "@react-router/dev/config";
import { buildDemoLoader } from "./demo/build";
import { buildRenderWorker } from "./server/build-render-worker";

// React Router 8 makes the v7 future flags this app had opted into the default (decision 034): middleware, requests
// passed to handlers as they arrived (handlers read their page through pageUrl(), decision 029), the Vite
// Environment API build (vite.config.ts) and trailing-slash-aware data requests (the root's data is `/_.data`).
export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (e.g. parallel test runs); server.js reads the same variable
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // the browser gets the whole route manifest as one cached file (3.5 KB gzipped) instead of a partial manifest
  // computed, serialized and inlined into every page (decision 032)
  routeDiscovery: { mode: "initial" },
  // the demo data loader (decision 039) and the render pool's thread (decision 057) are built on their own,
  // beside the app and outside its server bundle
  async buildEnd({ reactRouterConfig }) {
    await buildDemoLoader(reactRouterConfig.buildDirectory);
    await buildRenderWorker(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
