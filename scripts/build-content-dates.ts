/**
 * `npm run build` step: the last commit date of every content file (see
 * app/lib/content/content-dates.server.ts), so the production server shows "last updated" dates
 * without running git. Without git or a repository it writes an empty list: pages then show their
 * files' modification times. Output: build/content-dates.json.
 */
import { gitContentDates, writeContentDates } from "../app/lib/content/index.server";
import { serverConfig } from "../app/lib/platform/index.server";

const dates = gitContentDates(serverConfig.contentDir);
writeContentDates(serverConfig.contentDatesFile, serverConfig.contentDir, dates);
console.log(`content dates: ${dates.size} files from git → ${serverConfig.contentDatesFile}`);
