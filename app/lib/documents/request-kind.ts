/**
 * Document or data: Remix's single fetch asks for a route's data at the route's path plus `.data`
 * (`/client/balance.data`, `/_root.data` for `/`). The front door, the load context and the insights
 * all decide it here.
 */
export function isDataPath(pathname: string): boolean {
  return pathname.endsWith(".data");
}

/** The page a data path belongs to (`/_root.data` and `/.data` are the home page). */
export function pageOfDataPath(pathname: string): string {
  return pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
}
