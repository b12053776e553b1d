/** Files the index build owns in the search-index folder (SEARCH_INDEX_DIR): `<locale>.<hash>.json` and the manifest. */
export const isIndexFile = (name: string) => name === "manifest.json" || /^[a-z]{2}\.[0-9a-f]{12}\.json$/.test(name);
