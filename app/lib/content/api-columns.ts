/**
 * The two-column parts of an API page: the MDX pipeline writes them (`remarkApiColumns`), the page loader
 * tells such a page by them, so its layout (wider column, no side TOC at wide widths) is in the first paint.
 */
export const apiColumnClasses = { pair: "api-pair", split: "api-split" } as const;

/** Whether a compiled page body sets examples beside fields at wide widths. */
export function hasApiColumns(html: string): boolean {
  return Object.values(apiColumnClasses).some((name) => html.includes(`class="${name}"`));
}
