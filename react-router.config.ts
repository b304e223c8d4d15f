import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (e.g. parallel test runs); server.js reads the same variable
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // the browser gets the whole route manifest as one cached file (3.5 KB gzipped) instead of a partial manifest
  // computed, serialized and inlined into every page (decision 032)
  routeDiscovery: { mode: "initial" },
  future: {
    v8_middleware: true,
    // handlers get the request as it arrived (no two new Requests per loader) and read its page through pageUrl();
    // the loaders of one page share its session read (decision 029)
    v8_passThroughRequests: true,
  },
} satisfies Config;
