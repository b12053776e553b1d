/**
 * What a route tells the server through its `handle` export. A route opts in to the document
 * cache by declaring that its HTML depends only on the path and the reader's preferences (colour
 * mode, announcement), never on the query string or anything else of the request. Typed, so a
 * renamed or moved route file keeps its setting.
 */
export interface RouteHandle {
  documentCache?: "by-path";
}

export const cachedByPath = { documentCache: "by-path" } as const satisfies RouteHandle;

export function isCachedByPath(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as RouteHandle).documentCache === "by-path";
}
