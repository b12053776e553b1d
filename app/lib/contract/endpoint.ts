/**
 * Which API operation a docs page documents: the inline code of its `{#endpoint}` section,
 * `POST {{apiBaseUrl}}/json/v1/sms/send`. The contract check maps examples by it, and the MCP
 * server finds an operation's page (and its examples) by it. Pure.
 */
export interface PageEndpoint {
  /** Lower case: `post`. */
  method: string;
  /** Without the API host and query: `/json/v1/sms/send`. */
  path: string;
}

/** `POST /json/v1/sms/send` from the inline code of the page's `{#endpoint}` section (placeholders filled). */
export function pageEndpoint(body: string, apiBaseUrl: string): PageEndpoint | null {
  const lines = body.split("\n");
  const start = lines.findIndex((line) => /^#{1,6}\s.*\{#endpoint\}\s*$/.test(line));
  if (start < 0) return null;
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6}\s/.test(line)) break;
    const m = /`(GET|POST|PUT|PATCH|DELETE)\s+(\S+?)`/.exec(line);
    if (m?.[1] && m[2]) {
      const url = m[2].startsWith(apiBaseUrl) ? m[2].slice(apiBaseUrl.length) : m[2];
      return { method: m[1].toLowerCase(), path: url.split("?")[0] ?? url };
    }
  }
  return null;
}

/** The operation a page shows with `<Endpoint operation="…"/>` (XML pages, and guide pages that are not the operation's own). */
export function shownOperation(body: string): string | undefined {
  return /<Endpoint\s+operation="([A-Za-z]+)"/.exec(body)?.[1];
}
