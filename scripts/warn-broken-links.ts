/**
 * Part of `npm run build`: reports broken internal links and anchors with file and line, as
 * `onBrokenLinks` and `onBrokenAnchors` in site.config.ts say: warn (the default: a typo must not block a
 * release), fail the build, or ignore. `npm run check:content` holds our own content to zero.
 */
import path from "node:path";
import { findBrokenLinks, readContentSources } from "./lib/content-checks";
import { applyBrokenLinkPolicy } from "./lib/broken-link-policy";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { siteConfig } from "../site.config";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const problems = findBrokenLinks(readContentSources(serverConfig.contentDir), path.resolve("public"));
const { warnings, errors } = applyBrokenLinkPolicy(problems, { links: siteConfig.onBrokenLinks, anchors: siteConfig.onBrokenAnchors });
const where = (p: { file: string; line?: number }) => `${p.file}${p.line ? `:${p.line}` : ""}`;
for (const p of warnings) console.warn(`warning: ${where(p)}  ${p.message}`);
for (const p of errors) console.error(`error: ${where(p)}  ${p.message}`);
console.log(`broken links: ${problems.length === 0 ? "none" : `${warnings.length} warnings, ${errors.length} errors`}`);
if (errors.length > 0) process.exitCode = 1;
