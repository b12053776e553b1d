/**
 * Security headers for every response: a Content-Security-Policy without 'unsafe-inline' or
 * 'unsafe-eval' for scripts, nosniff, referrer policy, framing denied, a restrictive
 * Permissions-Policy, and HSTS when the site is served over HTTPS.
 *
 * Inline scripts are allowed by their SHA-256 hashes, not by a per-response nonce: a document
 * is then the same bytes for every reader with the same preferences, so it can be cached,
 * compressed once and revalidated with a stable ETag. The middleware sends the policy without
 * hashes unless the response brought its own: a rendered document carries one (see document-html.server).
 */
import type { NextFunction, Request, Response } from "express";
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

/**
 * The headers every response carries, as name/value pairs, computed once at start-up: both the
 * cached-document path and the app's middleware send exactly these. The policy allows no inline
 * script until a document replaces it with one that lists its scripts' hashes.
 */
export function securityHeaderList(options: PolicyOptions & { production: boolean }): readonly [string, string][] {
  const list: [string, string][] = [
    // Vite's development client injects inline scripts: no policy in development.
    ...(options.production ? [["Content-Security-Policy", contentSecurityPolicy([], options)] as [string, string]] : []),
    ["Permissions-Policy", permissionsPolicy],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ...(options.https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
  ];
  return list;
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
