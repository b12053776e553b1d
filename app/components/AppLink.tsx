import { Link, type LinkProps } from "@remix-run/react";
import { useSyncExternalStore } from "react";

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching on 2g connections or when the reader asked to save data. */
export function shouldPrefetch(connection: NetworkInformation | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && !/(^|-)2g$/.test(connection.effectiveType ?? "");
}

const subscribe = () => () => undefined;
const readConnection = () => shouldPrefetch((navigator as Navigator & { connection?: NetworkInformation }).connection);

/** The site's internal link: Remix client navigation, prefetching on intent when the network allows. */
export function AppLink(props: Omit<LinkProps, "prefetch">) {
  const prefetch = useSyncExternalStore(subscribe, readConnection, () => true);
  return <Link {...props} prefetch={prefetch ? "intent" : "none"} />;
}
