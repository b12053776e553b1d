/**
 * `npm run check:layers` (part of `npm run lint`): fails when a file of the app imports one of a higher layer
 * (scripts/lib/layers.ts). The graph is madge's, the one `check:circles` reads: type imports count too.
 */
import madge from "madge";
import { layerViolations } from "./lib/layers";

const result = await madge(["app", "server.ts"], { fileExtensions: ["ts", "tsx"], tsConfig: "tsconfig.json", baseDir: process.cwd() });
const violations = layerViolations(result.obj());
for (const { message } of violations) console.error(message);
if (violations.length) {
  console.error(`\n${violations.length} import(s) against the layers (see docs/ARCHITECTURE.md, "Layers")`);
  process.exit(1);
}
console.log(`layers: ${Object.keys(result.obj()).length} files, every import points down or sideways`);
