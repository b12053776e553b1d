// `npm run build`, after the Vite and server bundles: the steps that read the content. The page store keeps the
// compile worker busy for most of the build; the other steps (link warnings, search indexes, content dates) run
// beside it instead of before it. Each chain runs in order; the build fails when any step fails.
import { spawn } from "node:child_process";
import path from "node:path";

const chains = [
  ["scripts/warn-broken-links.ts", "scripts/build-search-index.ts", "scripts/build-content-dates.ts"],
  ["scripts/build-page-store.ts"],
];
const tsx = path.resolve("node_modules/.bin/tsx");

function run(script) {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script], { stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${script} failed (${signal ?? `exit ${code}`})`))));
  });
}

try {
  await Promise.all(
    chains.map(async (chain) => {
      for (const script of chain) await run(script);
    }),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
