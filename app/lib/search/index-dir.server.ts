import path from "node:path";

/** Where `npm run build` writes the search indexes and the server reads them (SEARCH_INDEX_DIR overrides). */
export const searchIndexDir = path.resolve(process.env.SEARCH_INDEX_DIR ?? "build/search");

/** Files the index build owns in that folder: `<locale>.<hash>.json` and the manifest. */
export const isIndexFile = (name: string) => name === "manifest.json" || /^[a-z]{2}\.[0-9a-f]{12}\.json$/.test(name);
