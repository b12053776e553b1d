/**
 * Who may call /mcp from a browser. MCP clients (desktop apps, IDEs, agents) send no Origin; a web
 * page always does on a POST. The MCP specification asks servers to check it against DNS rebinding:
 * a page on another site whose name is made to resolve to this server would otherwise call the
 * tools with the browser's network position. Comparing Origin with Host does not help there (the
 * rebinding page's Host is its own name too), so only the site's public origin (BASE_URL) passes.
 */
export function isAllowedMcpOrigin(origin: string | undefined, baseUrl: string): boolean {
  if (origin === undefined) return true;
  try {
    return new URL(origin).origin === new URL(baseUrl).origin;
  } catch {
    return false;
  }
}
