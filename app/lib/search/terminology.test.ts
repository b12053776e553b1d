import { describe, expect, it } from "vitest";
import { getAnalyzer } from "./analyzer";
import { buildContentIndexes } from "./collect.server";
import { createSearchEngine } from "./engine";
import { phrases, terminology } from "./terminology";
import { phraseWordsFor, relatedWordsFor } from "./terminology-lookup";

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

describe.each(indexes.map((index) => [index.locale, index] as const))("phrases in %s", (locale, index) => {
  const analyzer = getAnalyzer(locale);
  const vocabulary = new Set(index.docs.flatMap((doc) => analyzer.terms([doc.title, doc.heading, doc.text].join(" "))));
  it.each(phrases.map((entry) => [`${entry.phrase.join(" ")} → ${entry.means.join(" ")}`, entry] as const))("%s", (_name, entry) => {
    const found = entry.means.filter((word) => vocabulary.has(analyzer.term(word) ?? ""));
    expect(found.length, `none of ${entry.means.join(", ")} is on a ${locale} page`).toBeGreaterThan(0);
    // Every spelling of every place, typed as the phrase, gets the phrase's words.
    const spellings = entry.phrase.map((place) => place.split("/"));
    const longest = Math.max(...spellings.map((place) => place.length));
    for (let i = 0; i < longest; i++) {
      const words = spellings.map((place) => place[i % place.length] ?? "");
      const added = phraseWordsFor(analyzer)(words);
      words.forEach((word, at) => {
        const others = found.map(analyzer.fold).filter((other) => other !== analyzer.fold(word));
        if (analyzer.term(word) !== null) expect(added[at], words.join(" ")).toEqual(expect.arrayContaining(others));
      });
    }
  });
});

describe("phrase lookup", () => {
  const uk = phraseWordsFor(getAnalyzer("uk"));
  it("finds a phrase in another form, across a stop word, and gives its meaning to each of its words", () => {
    expect(uk(["акти", "виконаних", "робіт"])).toEqual([
      [],
      expect.arrayContaining(["наданих", "послуг"]),
      expect.arrayContaining(["наданих"]),
    ]);
    expect(uk(["коду", "для", "підтвердження"])[0]).toContain("otp");
    expect(uk(["звіту", "про", "доставку"])[2]).toContain("статус");
  });
  it("needs the words together and in order", () => {
    expect(uk(["код", "доступу", "підтвердження"]).flat()).toEqual([]);
    expect(uk(["підтвердження", "код"]).flat()).toEqual([]);
    expect(uk(["виконаних"]).flat()).toEqual([]);
  });
});

describe("terminology lookup", () => {
  const uk = relatedWordsFor(getAnalyzer("uk"));
  it("follows inflections through the stem, one way for `means`", () => {
    expect(uk("заблокуйте")).toContain("чорний");
    expect(uk("чорний")).not.toContain("заблокувати");
    expect(uk("вайбері")).toContain("viber");
  });
  it("looks up the other forms of a word too (an imperative by its infinitive)", () => {
    expect(uk("скасуйте")).toContain("видалити");
    expect(uk("каскадну")).toContain("каскад");
  });
  it("does not join words that only share a few letters", () => {
    expect(uk("смсм")).toEqual([]);
    expect(uk("viberbot")).toEqual([]);
  });
});
