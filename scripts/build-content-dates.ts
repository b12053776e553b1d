/**
 * `npm run build` step: the last commit date of every content file (see
 * app/lib/content/content-dates.server.ts), so the production server shows "last updated" dates
 * without running git. Without git or a repository it writes an empty list: pages then show their
 * files' modification times. Output: build/content-dates.json.
 */
import { gitContentDates, writeContentDates } from "../app/lib/content/index.server";
import { serverConfigFromEnv } from "../app/lib/platform/index.server";

/** The settings of this run, from the environment (CONTENT_DIR, CONTRACT_DIR, …), as the server reads them. */
const serverConfig = serverConfigFromEnv();

const dates = gitContentDates(serverConfig.contentDir);
writeContentDates(serverConfig.contentDatesFile, serverConfig.contentDir, dates);
console.log(`content dates: ${dates.size} files from git → ${serverConfig.contentDatesFile}`);
