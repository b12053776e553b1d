/**
 * Part of `npm run build`: reports broken internal links and anchors as warnings with
 * file and line. It never fails the build (broken links and anchors only warn, by design: a typo must not block a release);
 * `npm run check:content` holds our own content to zero.
 */
import path from "node:path";
import { findBrokenLinks, readContentSources } from "./lib/content-checks";
import { serverConfig } from "../app/lib/server/index.server";

const problems = findBrokenLinks(readContentSources(serverConfig.contentDir), path.resolve("public"));
for (const p of problems) console.warn(`warning: ${p.file}${p.line ? `:${p.line}` : ""}  ${p.message}`);
console.log(`broken links: ${problems.length === 0 ? "none" : `${problems.length} warnings`}`);
