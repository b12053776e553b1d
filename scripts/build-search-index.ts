/**
 * `npm run build` step: one serialized lunr index per locale, named by a hash of its content,
 * and a manifest the server reads at start. Output: build/search/<locale>.<hash>.json, build/search/manifest.json.
 * Drafts and unlisted pages are not indexed. CONTENT_DIR and SEARCH_INDEX_DIR are honoured as the server honours them.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { buildContentIndexes, isIndexFile } from "../app/lib/search/index.server";
import { searchConfig, type SearchManifest } from "../app/lib/search";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const started = performance.now();
const searchIndexDir = serverConfig.searchIndexDir;
const indexes = buildContentIndexes(serverConfig.contentDir, searchConfig.defaultVersion, serverConfig.contractDir);

// Only the files an earlier build wrote are removed: SEARCH_INDEX_DIR may point anywhere.
fs.mkdirSync(searchIndexDir, { recursive: true });
for (const name of fs.readdirSync(searchIndexDir)) if (isIndexFile(name)) fs.rmSync(path.join(searchIndexDir, name));

const manifest: SearchManifest = { format: 1, builtAt: new Date().toISOString(), defaultVersion: searchConfig.defaultVersion, indexes: {} };
const files: Record<string, string> = {};
for (const index of indexes) {
  const json = JSON.stringify(index);
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 12);
  const file = `${index.locale}.${hash}.json`;
  fs.writeFileSync(path.join(searchIndexDir, file), json);
  files[index.locale] = file;
  console.log(
    `search: ${file} — ${new Set(index.docs.map((d) => d.path)).size} pages, ${index.docs.length} sections, ${Math.round(Buffer.byteLength(json) / 1024)} KB`,
  );
}
manifest.indexes[searchConfig.defaultVersion] = files;
fs.writeFileSync(path.join(searchIndexDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `search: indexes of ${serverConfig.contentDir} written to ${path.relative(process.cwd(), searchIndexDir)}/ in ${Math.round(performance.now() - started)} ms`,
);
