/** The changelog as an Atom feed (RFC 4287): one entry per change, its HTML content escaped once. */
import type { Locale } from "../../../site.config";
import { inlinePieces, type ChangelogEntry } from "./changelog";

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
              ? `<code>${escapeXml(piece.text)}</code>`
              : piece.kind === "link"
                ? `<a href="${escapeXml(absolute(piece.href))}">${escapeXml(piece.text)}</a>`
                : escapeXml(piece.text),
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
    `  <id>${escapeXml(o.feedUrl)}</id>`,
    `  <title>${escapeXml(o.title)}</title>`,
    `  <updated>${updated(entries[0]?.date ?? "1970-01-01")}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(o.feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(o.pageUrl)}"/>`,
    `  <author><name>${escapeXml(o.author)}</name></author>`,
  ];
  for (const entry of entries) {
    const t = entry[o.locale];
    const url = `${o.pageUrl}#${entry.id}`;
    lines.push(
      "  <entry>",
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(t.title)}</title>`,
      `    <updated>${updated(entry.date)}</updated>`,
      `    <published>${updated(entry.date)}</published>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <content type="html">${escapeXml(entryHtml(t.text, o.absolute))}</content>`,
      "  </entry>",
    );
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}
