/**
 * Security headers for every response: a Content-Security-Policy without 'unsafe-inline' or
 * 'unsafe-eval' for scripts, nosniff, referrer policy, framing denied, a restrictive
 * Permissions-Policy, and HSTS when the site is served over HTTPS.
 *
 * Inline scripts are allowed by their SHA-256 hashes, not by a per-response nonce: a document
 * is then the same bytes for every reader with the same preferences, so it can be cached,
 * compressed once and revalidated with a stable ETag. The middleware sends the policy without
 * hashes; a rendered document replaces it with its own (see document-html.server).
 */
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";

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

/** Sets the security headers; the policy allows no inline script until a document adds its hashes. */
export function securityHeaders(options: PolicyOptions & { production: boolean }) {
  const policy = contentSecurityPolicy([], options);
  const apply = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xPoweredBy: true,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    res.setHeader("Permissions-Policy", permissionsPolicy);
    // Vite's development client injects inline scripts: no policy in development.
    if (options.production) res.setHeader("Content-Security-Policy", policy);
    apply(req, res, next);
  };
}
