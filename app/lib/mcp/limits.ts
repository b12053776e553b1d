/**
 * Bounds on what an MCP client may send: every argument is checked against them before any work,
 * so an oversized or malformed call costs a tool error, not memory or time.
 */
import { searchConfig } from "../search";

export const mcpLimits = {
  /** A JSON-RPC request body larger than this is refused (413) before it is parsed; tool arguments are short. */
  maxBodyBytes: 64 * 1024,
  /** The same cut as /search: nobody needs more words to find a page, and it bounds the work per query. */
  maxQueryLength: searchConfig.maxQueryLength,
  /** A path or URL of a page (the longest page URL of the site is under 100 characters). */
  maxPathLength: 512,
  /** Section paths (`/api/json/`). */
  maxSectionLength: 100,
  /** Results of search_docs: the first page of /search holds this many. */
  maxResults: searchConfig.page.maxPages,
  defaultResults: 5,
  /** operationId, `send_sms`-style names and API paths. */
  maxOperationLength: 200,
} as const;
