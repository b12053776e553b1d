/**
 * Security headers for every response: a Content-Security-Policy with a per-request
 * nonce for inline scripts (no 'unsafe-inline' for scripts), nosniff, referrer policy,
 * framing denied, a restrictive Permissions-Policy, and HSTS when the site is served over HTTPS.
 */
import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import type { ServerConfig } from "./config.server";

const GTM = "https://www.googletagmanager.com";
const ANALYTICS = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

export type Directives = Record<string, string[]>;

/** CSP directives; styles may be inline (Shiki colours and Mermaid diagrams are inline styles). */
export function cspDirectives(nonce: string, tagManager: boolean, https: boolean): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`, ...(tagManager ? [GTM] : [])],
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

/** Makes the nonce for this response and sets the security headers. */
export function securityHeaders(config: ServerConfig) {
  const apply = helmet({
    contentSecurityPolicy: config.production
      ? {
          useDefaults: false,
          directives: cspDirectives("{nonce}", config.tagManagerId !== null, config.hsts),
        }
      : false, // Vite's development client injects inline scripts without a nonce.
    strictTransportSecurity: config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    xPoweredBy: true,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Permissions-Policy", permissionsPolicy);
    apply(req, res, (error?: unknown) => {
      const csp = res.getHeader("Content-Security-Policy");
      if (typeof csp === "string") res.setHeader("Content-Security-Policy", csp.replace("{nonce}", nonce));
      next(error);
    });
  };
}

/**
 * A 304 must not carry a new nonce: the browser keeps the cached page, whose scripts
 * carry the old one, and would take the new policy from the 304's headers.
 */
export function keepCachedPolicyOn304(_req: Request, res: Response, next: NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (args[0] === 304) this.removeHeader("Content-Security-Policy");
    return writeHead.apply(this, args);
  } as Response["writeHead"];
  next();
}
