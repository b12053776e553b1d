/** The server settings the app needs, read once from the environment (validated by server.ts at start). */
import { readServerConfig } from "./server/config.server";

const config = readServerConfig(process.env);

export const publicBaseUrl = config.baseUrl;
export const tagManagerContainerId = config.tagManagerId;
export const cspOptions = { tagManager: config.tagManagerId !== null, https: config.hsts };
