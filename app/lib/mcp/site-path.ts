/**
 * What page of this site an assistant means: a path (`/client/balance`, `client/balance`,
 * `/ru/interface/`), a Markdown path (`/client/balance.md`) or a URL on the site's own origin.
 * Anything else (another host, a scheme other than http(s), `..` segments, backslashes, control
 * characters, broken percent-encoding) is refused with a reason the assistant can act on. Pure:
 * whether the page exists is decided by the caller against the content index.
 */
import { slugToPath } from "../content";
import { parseMarkdownPath } from "../markdown";
import { mcpLimits } from "./limits";

export type SitePath = { ok: true; pathname: string } | { ok: false; problem: string };

const fail = (problem: string): SitePath => ({ ok: false, problem });
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/** The part of an absolute URL after its authority: `https://host/a/b?c` → `/a/b?c`. */
function afterAuthority(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, "").replace(/^\/\/[^/?#]*/, "");
}

export function sitePathOf(input: string, baseUrl: string): SitePath {
  const raw = input.trim();
  if (raw === "") return fail("The path is empty. Pass a page path such as /client/balance or a URL of this site.");
  if (raw.length > mcpLimits.maxPathLength) return fail(`The path is longer than ${mcpLimits.maxPathLength} characters.`);
  if (/\p{Cc}/u.test(raw) || raw.includes("\\")) return fail("The path contains characters that no page path has.");
  const base = new URL(baseUrl);
  let rest = raw;
  if (SCHEME.test(raw) || raw.startsWith("//")) {
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      return fail("The URL does not parse.");
    }
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.host !== base.host || url.username || url.password) {
      return fail(`Only pages of this site (${base.origin}) can be read.`);
    }
    // The URL parser drops `..` segments silently; the text as written decides.
    rest = afterAuthority(raw);
  }
  rest = rest.replace(/[?#].*$/, "");
  let pathname: string;
  try {
    pathname = decodeURIComponent(rest);
  } catch {
    return fail("The path has broken percent-encoding.");
  }
  if (pathname.includes("\0") || pathname.includes("\\") || DOT_SEGMENT.test(pathname)) {
    return fail("The path leaves the site: `.` and `..` segments are not allowed.");
  }
  if (!pathname.startsWith("/")) pathname = `/${pathname}`;
  const basePath = base.pathname.replace(/\/+$/, "");
  if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`))) pathname = pathname.slice(basePath.length) || "/";
  const markdown = parseMarkdownPath(pathname);
  if (markdown?.kind === "llms") return fail("llms.txt is a list of pages, not a page: use list_pages for it.");
  if (markdown) pathname = slugToPath(markdown.slug, markdown.locale);
  return { ok: true, pathname };
}
