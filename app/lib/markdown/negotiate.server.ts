import Negotiator from "negotiator";

/** HTML first: a client that names neither (`*\/*`, `text/*`) gets HTML. */
const OFFERED = ["text/html", "text/markdown", "text/x-markdown"];

/**
 * Whether an Accept header asks for Markdown rather than HTML, by q-value (`negotiator`, as Express
 * negotiates): Markdown must be named and weigh more than HTML; on equal weights the type listed first
 * wins. Browsers never name Markdown, so they always get HTML.
 */
export function prefersMarkdown(accept: string | null | undefined): boolean {
  if (!accept || !/markdown/i.test(accept)) return false;
  const chosen = new Negotiator({ headers: { accept } }).mediaType(OFFERED);
  return chosen !== undefined && chosen !== "text/html";
}
