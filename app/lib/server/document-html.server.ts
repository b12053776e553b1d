/**
 * Finishing a rendered document: well-formed HTML (nothing after `</html>`) and the
 * Content-Security-Policy that allows exactly its inline scripts.
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * React writes the scripts of Suspense boundaries that finished after the shell (Remix's data
 * stream) after `</html>`. The document is rendered whole before it is sent, so they can move
 * to the end of `<body>`, where they run in the same order.
 */
export function moveTrailingContentIntoBody(html: string): string {
  const end = html.lastIndexOf("</body></html>");
  if (end === -1) return html;
  const trailing = html.slice(end + "</body></html>".length);
  if (!trailing) return html;
  return `${html.slice(0, end)}${trailing}</body></html>`;
}

/**
 * The page is whole without JavaScript (rendered on the server); its scripts only hydrate it. Remix preloads
 * them as `modulepreload`, which Chromium fetches at High priority, beside the stylesheet the first paint
 * waits for, and which Lighthouse's simulation then counts as render-blocking (the 2.4–2.8 s LCP = FCP of the
 * mobile preset was mostly that). `fetchpriority="low"` says what they are: needed after the first paint.
 */
export function lowerScriptPriority(html: string): string {
  return html
    .replace(/<link rel="modulepreload"(?![^>]*fetchpriority)/g, '<link rel="modulepreload" fetchpriority="low"')
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}

/** SHA-256 (base64) of every inline script's text, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes) || /\btype\s*=\s*"application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(createHash("sha256").update(text, "utf8").digest("base64"));
  }
  return [...hashes];
}
