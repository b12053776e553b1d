import path from "node:path";
import { vitePlugin as remix } from "@remix-run/dev";
import { defineConfig } from "vite";
import { thirdPartyLicenses } from "./scripts/lib/third-party-licenses";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  resolve: { alias: { "~": path.resolve(__dirname, "app") } },
  server: { port: 3000 },
  // Licence comments go to /third-party-licenses.txt (scripts/lib/third-party-licenses.ts), not into every chunk.
  esbuild: { legalComments: "none" },
  plugins: [
    thirdPartyLicenses(),
    remix({
      // A test file next to a route must never become a route itself.
      ignoredRouteFiles: ["**/*.test.*"],
      future: {
        v3_fetcherPersist: true,
        v3_relativeSplatPath: true,
        v3_throwAbortReason: true,
        v3_singleFetch: true,
        v3_lazyRouteDiscovery: true,
      },
    }),
  ],
  ssr: {
    // mdx-bundler finds esbuild's binary relative to itself: keep both out of the server bundle.
    external: ["mdx-bundler", "esbuild", "shiki", "@shikijs/rehype"],
  },
});
