/**
 * The content rules our pages are held to (the site build itself only warns):
 * both locales, complete front matter, equal heading ids, working links and anchors,
 * minimum length, alt text, valid JSON/XML samples and identical code across locales.
 */
import fs from "node:fs";
import path from "node:path";
import GithubSlugger from "github-slugger";
import { XMLValidator } from "fast-xml-parser";
import type { Locale } from "../../site.config";
import { locales, resolvePath } from "../../app/lib/content";
import { isContractFilePath } from "../../app/lib/contract";
import { CHANGELOG_PATH } from "../../app/lib/changelog";
import { listPageFiles, MAX_PAGE_SOURCE_BYTES } from "../../app/lib/content/index.server";
import { listHeadings } from "../../app/lib/mdx";
import { frontMatterProblems } from "../../app/lib/content/front-matter.server";
import { tagDefinitions } from "../../content/tags";
import { countWords, extractLinks, parsePage, type ParsedPage } from "./mdx-source";

export const MIN_WORDS = 250;
/** The tags a page may carry: those `content/tags.ts` defines (labels and descriptions in both locales). */
export const ALLOWED_TAGS: readonly string[] = Object.keys(tagDefinitions);

/** Program code must be identical across locales; diagrams and plain-text samples are translated. */
const LOCALE_NEUTRAL_CODE = new Set(["java", "json", "xml", "bash", "http", "javascript", "typescript", "python", "php"]);
const neutralCode = (page: Page) => page.parsed.codeBlocks.filter((b) => LOCALE_NEUTRAL_CODE.has(b.lang));

export interface Problem {
  file: string;
  line?: number;
  message: string;
  /** Broken anchors have their own build policy (site.config `onBrokenAnchors`). */
  kind?: "anchor";
}

export interface PageSource {
  locale: Locale;
  slug: string;
  file: string;
  raw: string;
}

interface Page extends PageSource {
  parsed: ParsedPage;
  ids: Set<string>;
}

/** Every heading id a page has: explicit `{#id}` or the slug the renderer would give. */
function headingIds(body: string): Set<string> {
  const slugger = new GithubSlugger();
  return new Set(listHeadings(body).map((h) => slugger.slug(h.id ?? h.text)));
}

function checkFrontMatter(page: Page, problems: Problem[]) {
  for (const message of frontMatterProblems(page.parsed.data)) problems.push({ file: page.file, message: `front matter: ${message}` });
}

function checkHeadings(page: Page, problems: Problem[]) {
  const seen = new Set<string>();
  for (const heading of listHeadings(page.parsed.body)) {
    if (heading.depth === 1) problems.push({ file: page.file, message: `h1 "${heading.text}" in the body: the title is the page's h1` });
    if (heading.depth < 2 || heading.depth > 3) continue;
    if (!heading.id) problems.push({ file: page.file, message: `heading "${heading.text}" has no explicit {#id}` });
    else if (seen.has(heading.id)) problems.push({ file: page.file, message: `heading id "${heading.id}" is used twice` });
    else seen.add(heading.id);
  }
}

/** Pages the app renders from data rather than from content/ (the changelog). */
const appPages = new Set<string>([CHANGELOG_PATH]);

function checkLinks(page: Page, pages: Map<string, Page>, publicDir: string, problems: Problem[]) {
  for (const ref of extractLinks(page.parsed.prose, page.parsed.bodyLine)) {
    const at = { file: page.file, line: ref.line };
    if (ref.image) {
      if (ref.text.trim() === "") problems.push({ ...at, message: `image ${ref.href} has no alt text` });
    }
    if (/^(https?:|mailto:|tel:)/.test(ref.href)) continue;
    const [pathPart = "", anchor] = ref.href.split("#");
    if (pathPart === "") {
      if (anchor && !page.ids.has(anchor))
        problems.push({ ...at, kind: "anchor", message: `anchor #${anchor} does not exist on this page` });
      continue;
    }
    if (!pathPart.startsWith("/")) {
      problems.push({ ...at, message: `link ${ref.href} must be an absolute path (/client/...)` });
      continue;
    }
    if (/\.[a-z0-9]+$/i.test(pathPart)) {
      // The API contract (and the XML entry schemas) is made by the server rather than read from public/.
      if (!isContractFilePath(pathPart) && !fs.existsSync(path.join(publicDir, pathPart)))
        problems.push({ ...at, message: `file ${pathPart} does not exist in public/` });
      continue;
    }
    if (appPages.has(pathPart)) continue;
    if (/^\/(ru)(\/|$)/.test(pathPart)) {
      problems.push({ ...at, message: `link ${ref.href}: write internal links without the locale prefix` });
      continue;
    }
    const resolved = resolvePath(pathPart, (locale, slug) => pages.has(`${locale}:${slug}`));
    if (resolved.kind === "not-found") problems.push({ ...at, message: `link ${ref.href} points to no page` });
    else if (resolved.kind === "redirect") problems.push({ ...at, message: `link ${ref.href} is not canonical: use ${resolved.location}` });
    else if (anchor) {
      const target = pages.get(`${page.locale}:${resolved.slug}`);
      if (target && !target.ids.has(anchor))
        problems.push({ ...at, kind: "anchor", message: `anchor #${anchor} does not exist on ${pathPart}` });
    }
  }
}

function checkCodeBlocks(page: Page, problems: Problem[]) {
  for (const block of page.parsed.codeBlocks) {
    const at = { file: page.file, line: block.line };
    if (block.lang === "json") {
      try {
        JSON.parse(block.code);
      } catch (error) {
        problems.push({ ...at, message: `json block does not parse: ${(error as Error).message}` });
      }
    }
    if (block.lang === "xml") {
      const result = XMLValidator.validate(block.code);
      if (result !== true) problems.push({ ...at, message: `xml block is not well-formed: ${result.err.msg} (line ${result.err.line})` });
    }
  }
}

/** Same pages, same heading ids in the same order, same code blocks in both locales. */
function checkParity(pages: Map<string, Page>, problems: Problem[]) {
  const [first, ...others] = locales;
  const slugsOf = (locale: Locale) => new Set([...pages.values()].filter((p) => p.locale === locale).map((p) => p.slug));
  for (const locale of locales) {
    for (const other of locales) {
      if (other === locale) continue;
      for (const slug of slugsOf(locale)) {
        if (!pages.has(`${other}:${slug}`))
          problems.push({ file: pages.get(`${locale}:${slug}`)?.file ?? slug, message: `page is missing in "${other}"` });
      }
    }
  }
  if (!first) return;
  for (const page of [...pages.values()].filter((p) => p.locale === first)) {
    const baseIds = listHeadings(page.parsed.body)
      .filter((h) => h.depth <= 3)
      .map((h) => h.id ?? `(${h.text})`);
    const baseCode = neutralCode(page).map((b) => `${b.lang}\n${b.code}`);
    for (const locale of others) {
      const twin = pages.get(`${locale}:${page.slug}`);
      if (!twin) continue;
      const ids = listHeadings(twin.parsed.body)
        .filter((h) => h.depth <= 3)
        .map((h) => h.id ?? `(${h.text})`);
      if (ids.join(" ") !== baseIds.join(" ")) {
        problems.push({ file: twin.file, message: `heading ids differ from ${page.file}: [${ids.join(", ")}] vs [${baseIds.join(", ")}]` });
      }
      const twinCode = neutralCode(twin);
      const code = twinCode.map((b) => `${b.lang}\n${b.code}`);
      const differing = code.findIndex((c, i) => c !== baseCode[i]);
      if (code.length !== baseCode.length) {
        problems.push({ file: twin.file, message: `${code.length} code blocks, ${page.file} has ${baseCode.length}` });
      } else if (differing !== -1) {
        problems.push({
          file: twin.file,
          line: twinCode[differing]?.line,
          message: `code block ${differing + 1} differs from ${page.file}`,
        });
      }
    }
  }
}

function loadPages(sources: PageSource[], problems: Problem[]): Map<string, Page> {
  const pages = new Map<string, Page>();
  for (const source of sources) {
    const bytes = Buffer.byteLength(source.raw, "utf8");
    if (bytes > MAX_PAGE_SOURCE_BYTES) {
      problems.push({
        file: source.file,
        message: `the page is ${bytes} bytes; the site compiles pages up to ${MAX_PAGE_SOURCE_BYTES} bytes`,
      });
      continue;
    }
    let parsed: ParsedPage;
    try {
      parsed = parsePage(source.raw);
    } catch (error) {
      problems.push({ file: source.file, message: (error as Error).message });
      continue;
    }
    pages.set(`${source.locale}:${source.slug}`, { ...source, parsed, ids: headingIds(parsed.body) });
  }
  return pages;
}

export function checkContent(sources: PageSource[], publicDir: string): Problem[] {
  const problems: Problem[] = [];
  const pages = loadPages(sources, problems);
  for (const page of pages.values()) {
    checkFrontMatter(page, problems);
    checkHeadings(page, problems);
    checkLinks(page, pages, publicDir, problems);
    checkCodeBlocks(page, problems);
    const words = countWords(page.parsed.prose);
    if (words < MIN_WORDS) problems.push({ file: page.file, message: `only ${words} words of body text (minimum ${MIN_WORDS})` });
  }
  checkParity(pages, problems);
  return problems;
}

/** Broken internal links, anchors and images only: what the site build warns about. */
export function findBrokenLinks(sources: PageSource[], publicDir: string): Problem[] {
  const problems: Problem[] = [];
  const pages = loadPages(sources, problems);
  for (const page of pages.values()) checkLinks(page, pages, publicDir, problems);
  return problems;
}

/** Every page file, drafts included, listed by the content index's own file ↔ slug rule and read once. */
export function readContentSources(contentDir: string): PageSource[] {
  const root = path.resolve(contentDir);
  return listPageFiles(root).map(({ locale, slug, filePath }) => ({
    locale,
    slug,
    file: path.join(path.basename(root), path.relative(root, filePath)),
    raw: fs.readFileSync(filePath, "utf8"),
  }));
}
