/**
 * Worker-thread entry (bundled to build/search-worker.js): rebuilds the search indexes of the
 * given locales from the content folder after an edit, off the main thread and with its own
 * heap, then exits. The server swaps the new indexes in (see search.server.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { scanContent } from "../content/index.server";
import { collectPages } from "./collect.server";
import { buildSearchIndex } from "./index-builder";
import { encodeIndex } from "./index-transfer";
import type { RebuildJob } from "./rebuild.server";

const { root, version, locales } = workerData as RebuildJob;
const content = scanContent(root, { includeDrafts: false });
// Each index goes back as UTF-8 JSON in a transferred buffer, not as an object: a structured clone of the
// index's sparse posting objects arrives as dense arrays, several times the size of parsing the JSON.
const encoded = locales.map((locale) => encodeIndex(buildSearchIndex(locale, version, collectPages(content, locale))));
parentPort?.postMessage(
  encoded,
  encoded.map((bytes) => bytes.buffer as ArrayBuffer),
);
