/** Runtime settings from environment variables, validated once. */
import { siteConfig } from "../../site.config";

function baseUrl(): string {
  const raw = process.env.BASE_URL?.trim() || siteConfig.url;
  try {
    const url = new URL(raw);
    if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("protocol");
    return url.origin + url.pathname.replace(/\/+$/, "");
  } catch {
    throw new Error(`BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
}

export const publicBaseUrl = baseUrl();
export const tagManagerContainerId = process.env.GTM_CONTAINER_ID?.trim() || siteConfig.tagManagerContainerId;
