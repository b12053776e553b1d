/**
 * `llms.txt` (llmstxt.org) of a locale: every public page with its one-line description and a link
 * to its Markdown, grouped like the sidebars; `llms-full.txt`: all those pages' Markdown in the
 * same order. Drafts and unlisted pages never appear; pages outside the sidebars come last.
 */
import { siteConfig, type Locale } from "../../../site.config";
import { sidebars } from "../../../content/sidebars";
import { type ContentIndex, type DocMeta, publicDocs, sidebarNames, sidebarsFor } from "../content/index.server";
import { labelFor, type SidebarItem, slugToPath } from "../content";
import { MCP_PATH } from "../mcp";
import { fillPlaceholders } from "../content";
import { serverT } from "../i18n/index.server";
import { llmsPath, markdownPath } from "./urls";

interface Section {
  heading: string;
  depth: number;
  docs: DocMeta[];
}

/** The public pages of a locale in reading order: sidebar sections first, then the rest. */
export function llmsSections(index: ContentIndex, locale: Locale): Section[] {
  const docs = index.docs[locale];
  const isPublic = new Set(publicDocs(index, locale).map((doc) => doc.slug));
  const listed = new Set<string>();
  const sections: Section[] = [];
  const walk = (items: SidebarItem[], heading: string, depth: number) => {
    const section: Section = { heading, depth, docs: [] };
    sections.push(section);
    for (const item of items) {
      if (item.type === "category") walk(item.items, item.label, Math.min(depth + 1, 6));
      else if (isPublic.has(item.slug) && !listed.has(item.slug)) {
        listed.add(item.slug);
        const doc = docs.get(item.slug);
        if (doc) section.docs.push(doc);
      }
    }
  };
  const built = sidebarsFor(index, locale);
  for (const name of sidebarNames) walk(built[name], labelFor(sidebars[name].navbarLabel, locale), 2);
  const rest = [...isPublic].filter((slug) => !listed.has(slug)).sort();
  sections.push({ heading: serverT(locale)("llms.other"), depth: 2, docs: rest.flatMap((slug) => docs.get(slug) ?? []) });
  // A heading with neither pages nor sub-sections under it says nothing.
  return sections.filter((section, at) => section.docs.length > 0 || sections[at + 1]?.depth === section.depth + 1);
}

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();
const escapeLinkText = (value: string) => value.replace(/([\\[\]])/g, "\\$1");

export function llmsIndex(index: ContentIndex, locale: Locale, baseUrl: string): string {
  const lines = [
    `# ${siteConfig.title}`,
    "",
    `> ${fillPlaceholders(serverT(locale)("llms.summary"))}`,
    "",
    `${serverT(locale)("llms.intro")} ${baseUrl}${llmsPath(locale, true)}`,
    "",
    `${serverT(locale)("llms.mcp")} ${baseUrl}${MCP_PATH}`,
  ];
  for (const section of llmsSections(index, locale)) {
    lines.push("", `${"#".repeat(section.depth)} ${section.heading}`);
    if (section.docs.length) lines.push("");
    for (const doc of section.docs) {
      const description = doc.description ? `: ${oneLine(doc.description)}` : "";
      lines.push(`- [${escapeLinkText(doc.title)}](${baseUrl}${markdownPath(doc.slug, locale)})${description}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

/** Every public page's Markdown, in llms.txt order, each followed by its page URL; `pageMarkdown` may throw. */
export function llmsFull(index: ContentIndex, locale: Locale, baseUrl: string, pageMarkdown: (doc: DocMeta) => string): string {
  const parts: string[] = [];
  for (const section of llmsSections(index, locale)) {
    for (const doc of section.docs) {
      const markdown = pageMarkdown(doc).trimEnd();
      const source = `${serverT(locale)("llms.source")}: ${baseUrl}${slugToPath(doc.slug, locale)}`;
      parts.push(markdown.replace(/^(# .*\n)/, `$1\n${source}\n`));
    }
  }
  return `${parts.join("\n\n---\n\n")}\n`;
}
