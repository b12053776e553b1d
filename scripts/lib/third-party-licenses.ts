/**
 * Vite plugin: the licence texts of the packages in the browser bundle, as one file served at
 * `/third-party-licenses.txt`. Minified chunks then carry no licence comments (`legalComments:
 * "none"` in vite.config.ts): 19 copies of them cost 0.8 KB gzip on every page.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const LICENSES_FILE = "third-party-licenses.txt";

/** The package folder of a module inside node_modules (scoped packages included), or null for our own code. */
export function packageDirOf(moduleId: string): string | null {
  const clean = moduleId.replace(/^\0/, "").split("?")[0] ?? "";
  const at = clean.lastIndexOf("/node_modules/");
  if (at === -1) return null;
  const rest = clean.slice(at + "/node_modules/".length).split("/");
  const name = rest[0]?.startsWith("@") ? rest.slice(0, 2).join("/") : rest[0];
  return name ? path.join(clean.slice(0, at), "node_modules", name) : null;
}

function licenceOf(dir: string): string {
  const meta = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as { name: string; version: string; license?: string };
  const file = fs.readdirSync(dir).find((name) => /^licen[cs]e(\.(md|txt))?$/i.test(name));
  const text = file ? fs.readFileSync(path.join(dir, file), "utf8").trim() : `License: ${meta.license ?? "see the package"}`;
  return `${meta.name}@${meta.version} (${meta.license ?? "licence text below"})\n\n${text}\n`;
}

export function thirdPartyLicenses(): Plugin {
  let ssr = false;
  return {
    name: "third-party-licenses",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const dirs = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of Object.keys(output.modules)) {
          const dir = packageDirOf(id);
          if (dir) dirs.add(dir);
        }
      }
      const texts = [...dirs].filter((dir) => fs.existsSync(path.join(dir, "package.json"))).map(licenceOf);
      const header = "Third-party software in this site's browser code, with its licence.\n";
      this.emitFile({ type: "asset", fileName: LICENSES_FILE, source: [header, ...texts.sort()].join(`\n${"-".repeat(72)}\n\n`) });
    },
  };
}
