import type { Locale } from "../../../site.config";

/** The page a Markdown conversion is for, and where its links and samples point. */
export interface MarkdownTarget {
  locale: Locale;
  slug: string;
  /** Public origin (and path) of the site, without a trailing slash. */
  baseUrl: string;
  /** The API contract folder, for `<CodeSamples>` and the reference components. */
  contractDir?: string;
}
