/**
 * Compiles and renders every page of both locales through the real pipeline and
 * reports the pages that fail, with the error. Usage: npm run compile:content [-- filter]
 */
import { scanContent } from "../app/lib/content/index.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";
import { createServices } from "../app/lib/services/index.server";
import { locales } from "../app/lib/content";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const filter = process.argv[2] ?? "";
// The store is never opened here: every page goes through the compiler.
const { pages } = createServices(serverConfig);
const index = scanContent(serverConfig.contentDir, { includeDrafts: true });
let failures = 0;
let count = 0;
const started = performance.now();
for (const locale of locales) {
  for (const doc of index.docs[locale].values()) {
    if (!doc.filePath.includes(filter)) continue;
    count += 1;
    try {
      await pages.get(locale, doc.slug, doc.filePath);
    } catch (error) {
      failures += 1;
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      console.error(
        `✗ ${doc.filePath}\n  ${String(cause instanceof Error ? cause.message : cause)
          .split("\n")
          .join("\n  ")}`,
      );
    }
  }
}
console.log(`${count} pages compiled in ${Math.round(performance.now() - started)} ms, ${failures} failed`);
process.exit(failures === 0 ? 0 : 1);
