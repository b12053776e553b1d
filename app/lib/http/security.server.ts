/**
 * Security headers for every response: a Content-Security-Policy without 'unsafe-inline' or
 * 'unsafe-eval' for scripts, a restrictive Permissions-Policy, and helmet's headers (nosniff, referrer
 * policy, framing denied, cross-origin isolation, HSTS when the site is served over HTTPS).
 *
 * Inline scripts are allowed by their SHA-256 hashes, not by a per-response nonce: a document
 * is then the same bytes for every reader with the same preferences, so it can be cached,
 * compressed once and revalidated with a stable ETag. The middleware sends the policy without
 * hashes unless the response brought its own: a rendered document carries one (see document-html.server).
 */
import type { NextFunction, Request, Response } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import helmet, { type HelmetOptions } from "helmet";
import onHeaders from "on-headers";

const GTM = "https://www.googletagmanager.com";
const ANALYTICS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

export type Directives = Record<string, string[]>;

export interface PolicyOptions {
  tagManager: boolean;
  https: boolean;
}

/** CSP directives; styles may be inline (Shiki colours and Mermaid diagrams are inline styles). */
export function cspDirectives(scriptHashes: readonly string[], { tagManager, https }: PolicyOptions): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...(tagManager ? [GTM] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(tagManager ? [GTM, ...ANALYTICS] : [])],
    "connect-src": ["'self'", ...(tagManager ? ANALYTICS : [])],
    "font-src": ["'self'", "data:"],
    "frame-src": tagManager ? [GTM] : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    ...(https ? { "upgrade-insecure-requests": [] } : {}),
  };
}

export function contentSecurityPolicy(scriptHashes: readonly string[], options: PolicyOptions): string {
  return Object.entries(cspDirectives(scriptHashes, options))
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

export const permissionsPolicy = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "interest-cohort=()",
].join(", ");

/** What the site chooses where helmet's defaults differ: no framing at all, and the origin kept for links out. */
const HELMET_CHOICES = {
  // The document's own policy is the only one (see securityHeaderList and document-html.server).
  contentSecurityPolicy: false,
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  xFrameOptions: { action: "deny" },
} as const satisfies HelmetOptions;

/**
 * The headers helmet sets with these options, as a list. Helmet is middleware that sets headers on a response; run
 * once against a response that records them, it gives the values, and this module decides when they are sent.
 */
function helmetHeaderList(https: boolean): [string, string][] {
  const recorded: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void recorded.push([name, String(value)]),
    removeHeader: () => undefined,
  };
  const options: HelmetOptions = {
    ...HELMET_CHOICES,
    // Only a site served over HTTPS may pin browsers to it (HSTS, from config).
    strictTransportSecurity: https && { maxAge: 31_536_000, includeSubDomains: true },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error("helmet did not set its headers at once");
  return recorded;
}

/**
 * The headers every response carries, as name/value pairs, computed once at start-up: both the
 * cached-document path and the app's middleware send exactly these. Helmet's (all but the policy), the
 * Permissions-Policy, and in production the policy that allows no inline script until a document replaces
 * it with one that lists its scripts' hashes.
 */
export function securityHeaderList(options: PolicyOptions & { production: boolean }): readonly [string, string][] {
  return [
    // Vite's development client injects inline scripts: no policy in development.
    ...(options.production ? [["Content-Security-Policy", contentSecurityPolicy([], options)] as [string, string]] : []),
    ["Permissions-Policy", permissionsPolicy],
    ...helmetHeaderList(options.https),
  ];
}

/**
 * Express middleware setting the security headers when the headers are written, each only if the response did
 * not set it: Remix's Express adapter appends a response's headers, so a header set before it (the default policy,
 * `Cross-Origin-Resource-Policy` of the contract's files) would be sent twice, and browsers enforce both policies.
 */
export function securityHeaders(list: readonly [string, string][]) {
  return (_req: Request, res: Response, next: NextFunction) => {
    onHeaders(res, function addMissingSecurityHeaders(this: Response) {
      for (const [name, value] of list) if (!this.hasHeader(name)) this.setHeader(name, value);
    });
    next();
  };
}
