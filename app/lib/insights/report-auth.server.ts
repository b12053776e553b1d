/**
 * HTTP Basic auth of the owner's report: user `insights`, the password from INSIGHTS_PASSWORD. Without a password
 * the report does not exist (404), so an unconfigured site does not even show a login prompt.
 */
import { createHash, timingSafeEqual } from "node:crypto";

export const REPORT_USER = "insights";

export type ReportAccess = "granted" | "not-configured" | "challenge";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

export function reportAccess(authorization: string | null, password: string | null): ReportAccess {
  if (!password) return "not-configured";
  const match = /^Basic\s+([A-Za-z0-9+/=]{1,1024})$/i.exec(authorization?.trim() ?? "");
  if (!match?.[1]) return "challenge";
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return "challenge";
  // Compared as digests of equal length, in constant time.
  const userOk = timingSafeEqual(digest(decoded.slice(0, colon)), digest(REPORT_USER));
  const passwordOk = timingSafeEqual(digest(decoded.slice(colon + 1)), digest(password));
  return userOk && passwordOk ? "granted" : "challenge";
}

/** Headers every answer of the report carries: never stored, never indexed. */
export const REPORT_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;
