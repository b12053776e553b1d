/**
 * Reads the content tree through the site's own modules (front-matter index, placeholders,
 * sidebars) and turns it into index input. Drafts and unlisted pages are left out, as the
 * sidebar and the sitemap leave them out.
 */
import fs from "node:fs";
import path from "node:path";
import type { Locale } from "../../../site.config";
import { scanContent, type ContentIndex, placementOf, publicDocs, readPageSource } from "../content/index.server";
import { locales, slugToPath } from "../content";
import { contractDocument, type ContractDocument } from "../contract/index.server";
import { referenceMarkdown } from "../markdown";
import { searchConfig } from "./config";
import { buildSearchIndex, type PageSource } from "./index-builder";
import type { SerializedSearchIndex } from "./types";

/**
 * The reference components whose text the index reads, as their Markdown: these replaced hand-written text the index
 * used to read (every XML error code with its message, Email-to-SMS's limits and errors, the webhook source addresses,
 * the statuses, reasons, JSON error codes, voice outcomes and HLR statuses of the status references and report pages),
 * and readers search for them («код 130», «Authentication failed», «192.0.2.10», «invalid_number»). The other
 * components stay out, as they always have.
 */
const INDEXED_COMPONENTS = new Set([
  "XmlErrorCodes",
  "EmailToSms",
  "WebhookSourceAddresses",
  "StatusTable",
  "RejectReasons",
  "ErrorCodes",
  "ValueTable",
]);
const COMPONENT_TAG = /<([A-Z][A-Za-z]*)((?:\s+[a-z]+(?:="[^"]*")?)*)\s*\/>/g;

/** `<XmlErrorCodes />` → its table from the contract, so the index sees what the page shows. */
export function withReferenceText(body: string, locale: Locale, document: ContractDocument | null): string {
  if (!document) return body;
  return body.replace(COMPONENT_TAG, (tag, name: string, attributes: string) => {
    if (!INDEXED_COMPONENTS.has(name)) return tag;
    const attribute = (key: string) => new RegExp(`\\b${key}="([^"]*)"`).exec(attributes)?.[1];
    const codes = /(?:^|\s)codes(?:\s|$|="true")/.test(attributes);
    return referenceMarkdown(name, attribute("operation"), locale, document, attribute("part") ?? attribute("schema"), codes) ?? tag;
  });
}

/** The contract beside the content, or null where there is none (a test's own content folder, say). */
function readContract(contractDir: string): ContractDocument | null {
  try {
    return contractDocument(contractDir);
  } catch {
    return null;
  }
}

/** `contractDir`: the contract the reference components render (the server's default, `contract/` in the working directory). */
export function collectPages(content: ContentIndex, locale: Locale, contractDir = path.resolve("contract")): PageSource[] {
  const pages: PageSource[] = [];
  const contract = readContract(contractDir);
  for (const doc of publicDocs(content, locale)) {
    const crumbs = placementOf(content, doc).sectionLabels;
    const { body } = readPageSource(fs.readFileSync(doc.filePath, "utf8"));
    pages.push({
      path: slugToPath(doc.slug, locale),
      title: doc.title,
      description: doc.description,
      tags: doc.tags,
      crumbs,
      body: withReferenceText(body, locale, contract),
    });
  }
  return pages;
}

/** Every locale's index of the content under `root` (drafts excluded whatever NODE_ENV says). */
export function buildContentIndexes(
  root: string,
  version: string = searchConfig.defaultVersion,
  contractDir = path.resolve("contract"),
): SerializedSearchIndex[] {
  const content = scanContent(root, { includeDrafts: false });
  return locales.map((locale) => buildSearchIndex(locale, version, collectPages(content, locale, contractDir)));
}
