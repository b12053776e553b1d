/** The changelog as an Atom feed (RFC 4287): one entry per change, its HTML content escaped once. */
import type { Locale } from "../../../site.config";
import { inlinePieces, type ChangelogEntry } from "./changelog";
import { escapeMarkup } from "../platform/escape-markup";

export interface FeedOptions {
  locale: Locale;
  /** Absolute URL of the changelog page of the locale. */
  pageUrl: string;
  /** Absolute URL of the feed itself. */
  feedUrl: string;
  title: string;
  author: string;
  /** Makes a site path absolute and localised (links inside entries). */
  absolute: (href: string) => string;
}

function entryHtml(paragraphs: string[], absolute: (href: string) => string): string {
  return paragraphs
    .map(
      (p) =>
        `<p>${inlinePieces(p)
          .map((piece) =>
            piece.kind === "code"
              ? `<code>${escapeMarkup(piece.text)}</code>`
              : piece.kind === "link"
                ? `<a href="${escapeMarkup(absolute(piece.href))}">${escapeMarkup(piece.text)}</a>`
                : escapeMarkup(piece.text),
          )
          .join("")}</p>`,
    )
    .join("");
}

/** An entry's time: the start of its day in UTC. */
const updated = (date: string) => `${date}T00:00:00Z`;

export function atomFeed(entries: ChangelogEntry[], o: FeedOptions): string {
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${o.locale}">`,
    `  <id>${escapeMarkup(o.feedUrl)}</id>`,
    `  <title>${escapeMarkup(o.title)}</title>`,
    `  <updated>${updated(entries[0]?.date ?? "1970-01-01")}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(o.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(o.pageUrl)}"/>`,
    `  <author><name>${escapeMarkup(o.author)}</name></author>`,
  ];
  for (const entry of entries) {
    const t = entry[o.locale];
    const url = `${o.pageUrl}#${entry.id}`;
    lines.push(
      "  <entry>",
      `    <id>${escapeMarkup(url)}</id>`,
      `    <title>${escapeMarkup(t.title)}</title>`,
      `    <updated>${updated(entry.date)}</updated>`,
      `    <published>${updated(entry.date)}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeMarkup(url)}"/>`,
      `    <content type="html">${escapeMarkup(entryHtml(t.text, o.absolute))}</content>`,
      "  </entry>",
    );
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}
