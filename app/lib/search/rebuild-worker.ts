/**
 * Worker-thread entry (bundled to build/search-worker.js): rebuilds the search indexes of the
 * given locales from the content folder after an edit, off the main thread and with its own
 * heap, then exits. The server swaps the new indexes in (see search.server.ts).
 */
import { parentPort, workerData } from "node:worker_threads";
import { scanContent } from "../content/index.server";
import { collectPages } from "./collect.server";
import { buildSearchIndex } from "./index-builder";
import type { RebuildJob } from "./rebuild.server";

const { root, version, locales } = workerData as RebuildJob;
const content = scanContent(root, { includeDrafts: false });
parentPort?.postMessage(locales.map((locale) => buildSearchIndex(locale, version, collectPages(content, locale))));
