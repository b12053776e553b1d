/** What a code sample is generated from, and what comes out. */

/** The three protocol families of the API (docs/API-DESIGN.md). */
export type ApiFamily = "json" | "http" | "xml";

/** A piece of an XML body: literal text, or a value the sample fills in at run time. */
export type XmlPart = string | { fill: "apiKey" | "requestId" };

export type SampleBody =
  | { kind: "json"; value: unknown }
  /** Form fields of the HTTP API, credentials left out (the sample adds `apikey`). */
  | { kind: "form"; fields: [string, string][] }
  /** The XML document split where the sample fills in the API key and the idempotency id. */
  | { kind: "xml"; parts: XmlPart[] };

/** One operation with the example request its samples send. */
export interface SampleOperation {
  /** `operationId` of the OpenAPI document; for the XML API `xml` + the operation in PascalCase (`xmlSendSms`). */
  id: string;
  family: ApiFamily;
  method: "POST";
  /** Path under `{{apiBaseUrl}}`, e.g. `/json/v1/sms/send`. */
  path: string;
  /** The operation takes an idempotency key (`Idempotency-Key`, or `<request id>` in XML): samples send a fresh one. */
  idempotent: boolean;
  /** Its 429 may be `otp_limit_exceeded` (the hourly OTP limit), which samples never retry (docs/API-DESIGN.md, decision 7). */
  otpLimit?: boolean;
  /**
   * Seconds the sample waits for an answer: the operation's `x-client-timeout` in the contract (HLR: a full batch takes
   * tens of seconds), else `REQUEST_TIMEOUT_SECONDS`.
   */
  timeoutSeconds?: number;
  body: SampleBody;
  /** Where the example came from, for the coverage report. */
  source: string;
}

export const SAMPLE_LANGUAGES = ["curl", "python", "javascript", "java", "php", "go", "csharp"] as const;
export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number];

export interface Sample {
  /** Tab value, the same on every page so the reader's choice carries over (`curl`, `python`, … and `json`/`xml`/`http` for the raw request). */
  value: SampleLanguage | "json" | "xml" | "http";
  label: string;
  /** Language of the code fence (Shiki, Markdown export). */
  fence: string;
  code: string;
}

export const LANGUAGE_LABELS: Record<Sample["value"], string> = {
  curl: "cURL",
  python: "Python",
  javascript: "JavaScript",
  java: "Java",
  php: "PHP",
  go: "Go",
  csharp: "C#",
  json: "JSON",
  xml: "XML",
  http: "HTTP",
};

/** Environment variable every sample reads the API key from. */
export const API_KEY_ENV = "SMS_API_KEY";
/** Samples give up instead of waiting longer than this for `Retry-After` (the hourly OTP limit answers 429 too). */
export const MAX_WAIT_SECONDS = 60;
/** Seconds a sample waits for one answer, unless the operation's `x-client-timeout` says otherwise. */
export const REQUEST_TIMEOUT_SECONDS = 30;
/** How long a sample waits for the operation's answer. */
export const timeoutOf = (operation: SampleOperation) => operation.timeoutSeconds ?? REQUEST_TIMEOUT_SECONDS;
/** Attempts in all: a 429 waits `Retry-After`, a 5xx 1, 2, 4 … s (docs/API-DESIGN.md, "Rate limiting"). */
export const MAX_ATTEMPTS = 5;
