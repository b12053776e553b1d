/** A suggested page on the not-found page. */
export interface SuggestedPage {
  title: string;
  href: string;
}

/** The pages a 404's data suggests (`{ closest: [...] }` from the docs loader); anything else suggests none. */
export function closestFromError(data: unknown): SuggestedPage[] {
  const closest = (data as { closest?: unknown } | null)?.closest;
  if (!Array.isArray(closest)) return [];
  return closest.filter(
    (page): page is SuggestedPage =>
      typeof page === "object" &&
      page !== null &&
      typeof page.title === "string" &&
      typeof page.href === "string" &&
      page.href.startsWith("/"),
  );
}
