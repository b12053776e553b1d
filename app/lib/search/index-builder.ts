/**
 * Pages → lunr index at section granularity: one document per page (title, description, intro,
 * breadcrumbs, tags) and one per h2/h3 section. Sections also carry their page's title (a low-weight
 * field) so that a query naming the page and a detail of it («webhook підпис») ranks the section that
 * has both first. Breadcrumbs and tags stay on the page document only: "every word required" is
 * checked per page, and copying them to every section made most sections match «sms».
 */
import lunr from "lunr";
import type { Locale } from "../../../site.config";
import { getAnalyzer, type Analyzer } from "./analyzer";
import { searchConfig, type FieldName } from "./config";
import { pageText } from "./mdx-text";
import { indexWords } from "./tokenize";
import type { SearchDoc, SerializedSearchIndex } from "./types";

/** A page as the index needs it; the body is MDX with placeholders filled and front matter removed. */
export interface PageSource {
  path: string;
  title: string;
  description: string;
  tags: string[];
  crumbs: string[];
  body: string;
}

type Fields = Record<FieldName, string>;

/** Code is indexed as a bag of distinct words: identifiers count, repetition in long samples does not. */
function codeWords(blocks: string[]): string {
  return [...new Set(blocks.flatMap((block) => indexWords(block)))].join(" ");
}

export function pageDocuments(page: PageSource): { doc: SearchDoc; fields: Fields }[] {
  const { intro, sections } = pageText(page.body);
  const shared = { path: page.path, title: page.title, crumbs: page.crumbs, tags: page.tags };
  const text = [page.description, intro.text].filter(Boolean).join(" ");
  const pageDoc = {
    doc: { ...shared, kind: "page" as const, hash: "", heading: "", text },
    fields: {
      title: page.title,
      description: page.description,
      heading: "",
      slug: page.path.replace(/[/-]+/g, " "),
      parent: "",
      crumbs: page.crumbs.join(" "),
      tags: page.tags.join(" "),
      text: intro.text,
      code: codeWords(intro.code),
    },
  };
  const sectionDocs = sections.map((section) => ({
    doc: { ...shared, kind: "section" as const, hash: section.id, heading: section.heading, text: section.text },
    fields: {
      title: "",
      description: "",
      heading: section.heading,
      slug: "",
      parent: page.title,
      crumbs: "",
      tags: "",
      text: section.text,
      code: codeWords(section.code),
    },
  }));
  return [pageDoc, ...sectionDocs];
}

/** lunr's tokenizer slot, filled with our analyzer: the tokens it returns are final index terms. */
function analyzerTokenizer(analyzer: Analyzer): typeof lunr.tokenizer {
  const tokenize = (input?: unknown): lunr.Token[] =>
    typeof input === "string" ? analyzer.terms(input).map((term) => new lunr.Token(term, {})) : [];
  return Object.assign(tokenize, { separator: lunr.tokenizer.separator });
}

export function buildSearchIndex(locale: Locale, version: string, pages: PageSource[]): SerializedSearchIndex {
  const documents = pages.flatMap(pageDocuments);
  const builder = new lunr.Builder();
  builder.ref("id");
  for (const [name, boost] of Object.entries(searchConfig.fields)) builder.field(name, { boost });
  builder.tokenizer = analyzerTokenizer(getAnalyzer(locale));
  // The pipelines stay empty: terms are final already, and an empty pipeline serializes to nothing to re-register.
  builder.metadataWhitelist = [];
  documents.forEach(({ fields }, id) => builder.add({ id: String(id), ...fields }));
  return { format: 1, locale, version, docs: documents.map(({ doc }) => doc), lunr: builder.build().toJSON() };
}
