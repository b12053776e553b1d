/**
 * The Node flags production runs with, read from `npm run serve` (the Dockerfile's CMD is checked against them):
 * tests and benchmarks start the server with exactly these, so what they measure is what ships.
 */
import fs from "node:fs";

/** Every `--flag` between `node` and the script in the serve command. */
export function flagsOfCommand(command: string): string[] {
  const words = command.split(/\s+/);
  const node = words.indexOf("node");
  if (node < 0) return [];
  const rest = words.slice(node + 1);
  const script = rest.findIndex((word) => !word.startsWith("--"));
  return script < 0 ? rest : rest.slice(0, script);
}

export function shippedNodeFlags(packageJson = "package.json"): string[] {
  const scripts = (JSON.parse(fs.readFileSync(packageJson, "utf8")) as { scripts: Record<string, string> }).scripts;
  return flagsOfCommand(scripts.serve ?? "");
}
