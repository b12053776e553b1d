/**
 * The changelog as data (content/changelog.yaml): validation of its entries and the two renderings that
 * share one inline syntax, React for the page and escaped HTML for the Atom feed.
 */
import type { Locale } from "../../../site.config";

export interface ChangelogText {
  title: string;
  /** Paragraphs; `code` and [text](/path) inside. */
  text: string[];
}

export interface ChangelogEntry {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  uk: ChangelogText;
  ru: ChangelogText;
}

export const CHANGELOG_PATH = "/changelog";
export const CHANGELOG_FEED_PATH = "/changelog.atom";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[a-z0-9][a-z0-9-]*$/;

function text(value: unknown, where: string): ChangelogText {
  const v = value as Partial<ChangelogText> | undefined;
  if (!v || typeof v.title !== "string" || !v.title.trim()) throw new Error(`${where}: a title is required`);
  if (!Array.isArray(v.text) || v.text.length === 0 || !v.text.every((p) => typeof p === "string" && p.trim()))
    throw new Error(`${where}: text must be a list of paragraphs`);
  return { title: v.title, text: v.text };
}

/** The entries, newest first; throws naming the entry at fault. */
export function validateChangelog(data: unknown): ChangelogEntry[] {
  if (!Array.isArray(data)) throw new Error("changelog: a list of entries is expected");
  const seen = new Set<string>();
  const entries = data.map((raw: unknown, i) => {
    const e = raw as Record<string, unknown>;
    const id = typeof e.id === "string" ? e.id : "";
    const where = `changelog entry ${i + 1}${id ? ` (${id})` : ""}`;
    if (!ID.test(id)) throw new Error(`${where}: id must be lowercase latin, digits and -`);
    if (seen.has(id)) throw new Error(`${where}: id is used twice`);
    seen.add(id);
    // YAML reads an unquoted date as a Date.
    const date = e.date instanceof Date ? e.date.toISOString().slice(0, 10) : String(e.date ?? "");
    if (!DATE.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new Error(`${where}: date must be YYYY-MM-DD`);
    return { id, date, uk: text(e.uk, `${where}, uk`), ru: text(e.ru, `${where}, ru`) };
  });
  for (let i = 1; i < entries.length; i++)
    if ((entries[i]?.date ?? "") > (entries[i - 1]?.date ?? ""))
      throw new Error(`changelog: ${entries[i]?.id} is newer than the entry above it (newest first)`);
  return entries;
}

export type Inline = { kind: "text"; text: string } | { kind: "code"; text: string } | { kind: "link"; text: string; href: string };

/** A paragraph's pieces: plain text, `code` and [links](/path). */
export function inlinePieces(paragraph: string): Inline[] {
  const pieces: Inline[] = [];
  const pattern = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of paragraph.matchAll(pattern)) {
    const at = m.index ?? 0;
    if (at > last) pieces.push({ kind: "text", text: paragraph.slice(last, at) });
    if (m[1] !== undefined) pieces.push({ kind: "code", text: m[1] });
    else pieces.push({ kind: "link", text: m[2] ?? "", href: m[3] ?? "" });
    last = at + m[0].length;
  }
  if (last < paragraph.length) pieces.push({ kind: "text", text: paragraph.slice(last) });
  return pieces;
}

export const changelogText = (entry: ChangelogEntry, locale: Locale): ChangelogText => entry[locale];
