// Compiles server.ts, the MDX compile worker and the search-index worker for production. Packages stay external
// (mdx-bundler needs esbuild's binary next to it).
import { build } from "esbuild";

const common = {
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  jsx: "automatic",
  logLevel: "warning",
};

await build({ ...common, entryPoints: ["server.ts"], outfile: "build/server.js" });
await build({ ...common, entryPoints: ["app/lib/mdx/compile-worker.ts"], outfile: "build/compile-worker.js" });
await build({ ...common, entryPoints: ["app/lib/search/rebuild-worker.ts"], outfile: "build/search-worker.js" });
