// `node scripts/trace-runtime.mjs <dir>` (after `npm run build`; used by the Dockerfile): copies into <dir>
// what the production server loads: build/, content/, contract/, package.json and only the packages of node_modules
// that the server, its render build and its two workers reach (traced with @vercel/nft).
// Build tooling and peers that nothing imports at run time (typescript, vite, …) never reach the image.
import fs from "node:fs";
import path from "node:path";
import { nodeFileTrace } from "@vercel/nft";

const out = path.resolve(process.argv[2] ?? "runtime");
const entries = ["build/server.js", "build/server/index.js", "build/compile-worker.js", "build/search-worker.js"];

const { fileList } = await nodeFileTrace(entries, { base: process.cwd() });

// Packages are copied whole (their own files, not their nested node_modules): Node picks a package's
// entry by export conditions (`module-sync`, `import`, `require`, …) that a tracer does not always follow.
// A package is kept only when it is in the production tree (`npm ci --omit=dev`): the server reaches
// dev tools only on paths production never takes (Vite in development, for one).
const lockPackages = JSON.parse(fs.readFileSync("package-lock.json", "utf8")).packages;
function owningPackage(file) {
  const prefixes = [...file.matchAll(/node_modules\/(?:@[^/]+\/)?[^/]+/g)].map((m) => file.slice(0, m.index + m[0].length));
  return prefixes.reverse().find((dir) => lockPackages[dir]);
}
const packages = new Set();
/** Per package, the files the tracer reached. */
const tracedFiles = new Map();
for (const file of fileList) {
  const owner = file.startsWith("node_modules/") ? owningPackage(file) : undefined;
  if (owner && lockPackages[owner].dev !== true) {
    packages.add(owner);
    if (!tracedFiles.has(owner)) tracedFiles.set(owner, []);
    tracedFiles.get(owner).push(file);
  }
}
// Large packages loaded only by plain relative paths, which the tracer follows: copied as traced (with their
// package.json), not whole. Shiki's grammars and themes are imported by name (app/lib/mdx/highlighter.server.ts):
// 11 grammars and 2 themes instead of 9 MB of them. better-sqlite3 needs its JavaScript and the compiled addon
// (found through `bindings`, which the tracer knows), not the SQLite sources and object files it was built from.
const tracedOnly = new Set(["node_modules/@shikijs/langs", "node_modules/@shikijs/themes", "node_modules/better-sqlite3"]);
// mdx-bundler drives esbuild, whose native binary is found at run time by a computed package name
// (@esbuild/<platform>-<arch>): no tracer can follow that, so the installed binary package goes in.
packages.add("node_modules/esbuild");
for (const dir of fs.readdirSync("node_modules/@esbuild")) packages.add(`node_modules/@esbuild/${dir}`);

/** Never loaded by Node: TypeScript sources and types (Node 20 runs no .ts), source maps, documentation. */
const notRuntime = /\.([cm]?ts|tsx|map|md|markdown)$/i;
/** A package's own test suite (bintrees ships 2.3 MB of it). */
const testFolders = new Set(["test", "tests", "__tests__"]);

fs.rmSync(out, { recursive: true, force: true });
function sizeOf(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .reduce((sum, entry) => sum + (entry.isFile() ? fs.statSync(path.join(entry.parentPath, entry.name)).size : 0), 0);
}
function copyTree(from, to, skip) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    if (skip(entry)) continue;
    if (entry.isDirectory()) {
      copyTree(source, path.join(to, entry.name), () => false);
    } else if (!notRuntime.test(entry.name)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, path.join(to, entry.name));
    }
  }
}
for (const dir of packages) {
  if (tracedOnly.has(dir)) {
    for (const file of [...tracedFiles.get(dir), `${dir}/package.json`]) {
      fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
      fs.copyFileSync(file, path.join(out, file));
    }
    continue;
  }
  copyTree(dir, path.join(out, dir), (entry) => entry.isDirectory() && (entry.name === "node_modules" || testFolders.has(entry.name)));
}
for (const dir of tracedOnly) if (!packages.has(dir)) throw new Error(`trace-runtime: ${dir} is no longer reached; update tracedOnly`);
// esbuild's CLI copy of its binary: the JavaScript API runs the one in @esbuild/<platform>-<arch>.
fs.rmSync(path.join(out, "node_modules/esbuild/bin"), { recursive: true });
for (const dir of ["build", "content", "contract"]) fs.cpSync(dir, path.join(out, dir), { recursive: true });
fs.copyFileSync("package.json", path.join(out, "package.json"));

console.log(`trace-runtime: ${packages.size} packages with build/, content/ and contract/ in ${out}: ${(sizeOf(out) / 1e6).toFixed(1)} MB`);
