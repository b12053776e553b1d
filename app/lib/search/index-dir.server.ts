import { serverConfig } from "../server/index.server";

/** Where `npm run build` writes the search indexes and the server reads them (SEARCH_INDEX_DIR overrides). */
export const searchIndexDir = serverConfig.searchIndexDir;

/** Files the index build owns in that folder: `<locale>.<hash>.json` and the manifest. */
export const isIndexFile = (name: string) => name === "manifest.json" || /^[a-z]{2}\.[0-9a-f]{12}\.json$/.test(name);
