import { describe, expect, it } from "vitest";
import { getAnalyzer } from "./analyzer";
import { buildContentIndexes } from "./collect.server";
import { createSearchEngine } from "./engine";
import { terminology } from "./terminology";
import { relatedWordsFor } from "./terminology-lookup";

/**
 * Every terminology entry against the real content, in both locales: the words it leads to are
 * words the pages use, and a query of any of its words alone finds a page through them.
 */
const indexes = buildContentIndexes("content");
const options = { maxPages: 5, sectionsPerPage: 0, excerptLength: 0 };

describe.each(indexes.map((index) => [index.locale, index] as const))("terminology in %s", (locale, index) => {
  const analyzer = getAnalyzer(locale);
  const engine = createSearchEngine(index);
  const related = relatedWordsFor(analyzer);
  const vocabulary = new Set(index.docs.flatMap((doc) => analyzer.terms([doc.title, doc.heading, doc.text, doc.tags.join(" ")].join(" "))));
  const inContent = (word: string) => {
    const term = analyzer.term(word);
    return term !== null && [...vocabulary].some((known) => known === term || (term.length >= 4 && known.startsWith(term)));
  };

  it.each(
    terminology
      .filter((entry) => (entry.locale ?? locale) === locale)
      .map((entry) => [`${entry.kind}: ${entry.words.join(" ")}${entry.means ? ` → ${entry.means.join(" ")}` : ""}`, entry] as const),
  )("%s", (_name, entry) => {
    const targets = entry.means ?? entry.words;
    expect(targets.some(inContent), `none of ${targets.join(", ")} is on a ${locale} page`).toBe(true);
    for (const word of entry.words) {
      const others = related(word);
      for (const target of targets) if (target !== word) expect(others, word).toContain(analyzer.fold(target.replace(/'/g, "")));
      expect(engine.search(word, options).total, `«${word}» finds nothing`).toBeGreaterThan(0);
    }
  });
});

describe("terminology lookup", () => {
  const uk = relatedWordsFor(getAnalyzer("uk"));
  it("follows inflections through the stem, one way for `means`", () => {
    expect(uk("заблокуйте")).toContain("чорний");
    expect(uk("чорний")).not.toContain("заблокувати");
    expect(uk("вайбері")).toContain("viber");
  });
  it("does not join words that only share a few letters", () => {
    expect(uk("смсм")).toEqual([]);
    expect(uk("viberbot")).toEqual([]);
  });
});
