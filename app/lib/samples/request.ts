/** Facts every language's sample shares: where it posts, what it declares, what the XML body becomes. */
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, type SampleOperation, type XmlPart } from "./types";

export const CONTENT_TYPES: Record<SampleOperation["family"], string> = {
  json: "application/json; charset=utf-8",
  http: "application/x-www-form-urlencoded; charset=utf-8",
  xml: "application/xml; charset=utf-8",
};

export const urlOf = (operation: SampleOperation) => `{{apiBaseUrl}}${operation.path}`;

/** The comment above the key, in the words of each language's comment syntax. */
export const KEY_COMMENT = "One key per logical request: repeat the request with the same key and nothing is sent twice.";
export const RETRY_COMMENT = `429: wait Retry-After; 5xx or no answer (timeout, dropped connection): back off 1, 2, 4 … s; at most ${MAX_ATTEMPTS} attempts, no wait over ${MAX_WAIT_SECONDS} s.`;
/** The error code of the hourly OTP limit: a 429 that samples show instead of retrying. */
export const OTP_LIMIT_CODE = "otp_limit_exceeded";
export const MISSING_KEY = `Set the ${API_KEY_ENV} environment variable`;

/** The XML text with each fill rendered by the language (`render` escapes the literal parts itself). */
export function xmlTemplate(parts: XmlPart[], literal: (text: string) => string, fill: (name: "apiKey" | "requestId") => string): string {
  return parts.map((part) => (typeof part === "string" ? literal(part) : fill(part.fill))).join("");
}

/** Whether an XML body carries an idempotency id the sample must fill. */
export const xmlHasRequestId = (parts: XmlPart[]) => parts.some((p) => typeof p !== "string" && p.fill === "requestId");

/** PascalCase of an operation id (`sendSms` → `SendSms`): class and type names. */
export const pascalCase = (id: string) =>
  id.replace(/(^|[_-])([a-z])/g, (_m, _sep, c: string) => c.toUpperCase()).replace(/^[a-z]/, (c) => c.toUpperCase());
