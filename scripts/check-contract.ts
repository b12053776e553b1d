/**
 * Lints the OpenAPI contract as the site serves it (placeholders filled): Redocly's `recommended` rules and
 * Spectral's `spectral:oas` ruleset. Any warning or error fails the check.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readOpenApi } from "../app/lib/contract/index.server";

const root = path.resolve(import.meta.dirname, "..");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "contract-lint-"));
const file = path.join(dir, "openapi.json");
fs.writeFileSync(file, JSON.stringify(readOpenApi(path.join(root, "contract")), null, 2));
const bin = (name: string) => path.join(root, "node_modules", ".bin", name);
let failed = false;
for (const [name, args] of [
  ["redocly", ["lint", "--config", path.join(root, "redocly.yaml"), "--max-problems", "200", file]],
  ["spectral", ["lint", "--ruleset", path.join(root, ".spectral.yaml"), "--fail-severity", "hint", file]],
] as const) {
  try {
    const out = execFileSync(bin(name), [...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    console.log(`${name}: clean${out.trim() ? `\n${out.trim()}` : ""}`);
  } catch (error) {
    failed = true;
    const e = error as { stdout?: string; stderr?: string };
    console.error(`${name}: problems\n${e.stdout ?? ""}${e.stderr ?? ""}`);
  }
}
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
