/**
 * A docs page's body reaches the browser once. The loader's data is serialised into the document
 * for hydration; with the body in it, every page carried its article twice (an API page: 131 KB of
 * HTML, then 185 KB of it escaped in a script). So a document request's loader hands the body to
 * the server render through its load context, and its data carries `html: null`. React keeps the
 * server's markup when it hydrates an element with `dangerouslySetInnerHTML`; a client navigation
 * fetches the data of the next page, body included.
 */
import { createContext, useContext } from "react";

export type { PageBodySlot } from "../content";

const ServerPageBody = createContext<string | undefined>(undefined);
export const ServerPageBodyProvider = ServerPageBody.Provider;

/** The body to render: the loader's (client navigations), else the server's, else "" (hydration keeps the markup). */
export function usePageBody(html: string | null): string {
  const fromServer = useContext(ServerPageBody);
  return html ?? fromServer ?? "";
}
