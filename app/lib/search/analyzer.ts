/**
 * Word → index term, per locale: fold, drop stop words, stem.
 *
 * - Russian: `lunr.ru` from lunr-languages (Snowball stemmer and stop words).
 * - Ukrainian: lunr-languages has none, so `@orama/stemmers/ukrainian` and our stop-word list.
 * - Latin words (API, JSON, Viber, webhook) are not touched by either: long ones get lunr's English
 *   stemmer (webhooks → webhook), short ones and identifiers (`send_sms`, `ucs2`, 402) stay as typed.
 *
 * The same function runs when the index is built and when a query is read, so both sides agree.
 * lunr's pipeline is not used: a serialized index then needs no registered functions to load.
 */
import lunr from "lunr";
import lunrStemmerSupport from "lunr-languages/lunr.stemmer.support.js";
import lunrRussian from "lunr-languages/lunr.ru.js";
import { stemmer as ukrainianStemmer } from "@orama/stemmers/ukrainian";
import type { Locale } from "../../../site.config";
import { searchConfig } from "./config";
import { foldWord, hasCyrillic, normalizeText } from "./normalize";
import { ukrainianStopWords } from "./stopwords-uk";
import { boundedMemo } from "./memo";
import { indexWords } from "./tokenize";

/** The part of `lunr.ru` used here (lunr-languages types it as `any`). */
interface LunrRussian {
  stemmer: (token: lunr.Token) => lunr.Token;
  stopWordFilter: (token: lunr.Token) => lunr.Token | undefined;
}

function loadRussian(): LunrRussian {
  const host = lunr as unknown as { ru?: LunrRussian; stemmerSupport?: unknown };
  // The plugins add themselves to the lunr object; loading twice would re-register their functions.
  if (!host.stemmerSupport) lunrStemmerSupport(lunr);
  if (!host.ru) lunrRussian(lunr);
  if (!host.ru) throw new Error("lunr-languages did not register lunr.ru");
  return host.ru;
}

const russian = loadRussian();

// lunr.ru's list is general-purpose and includes words that name things in these docs
// («имя отправителя», «время отправки», «дни и время»); those stay searchable.
const russianKeep = new Set([
  "имя",
  "время",
  "времени",
  "день",
  "дел",
  "год",
  "года",
  "году",
  "один",
  "два",
  "две",
  "двух",
  "первый",
  "второй",
]);

const token = (word: string) => new lunr.Token(word, {});

const stemRussian = (word: string) => russian.stemmer(token(word)).toString();
const stemEnglish = (word: string) => lunr.stemmer(token(word)).toString();
const isRussianStopWord = (word: string) => !russianKeep.has(word) && russian.stopWordFilter(token(word)) === undefined;

interface Language {
  stem: (word: string) => string;
  isStopWord: (word: string) => boolean;
}

const languages: Record<Locale, Language> = {
  uk: { stem: ukrainianStemmer, isStopWord: (word) => ukrainianStopWords.has(word) },
  ru: { stem: stemRussian, isStopWord: isRussianStopWord },
};

export interface Analyzer {
  locale: Locale;
  /** The folded form of a normalised word (what prefixes and synonyms are compared with). */
  fold: (word: string) => string;
  /** The index term of one word, or null for stop words and single letters. */
  term: (word: string) => string | null;
  /** Index terms of a text, in order, repeats kept (term frequency counts). */
  terms: (text: string) => string[];
}

const analyzers = new Map<Locale, Analyzer>();

export function getAnalyzer(locale: Locale): Analyzer {
  let analyzer = analyzers.get(locale);
  if (analyzer) return analyzer;
  const language = languages[locale];
  // The docs' own vocabulary (about 1 MB) fits; what readers type beyond it is forgotten first.
  const stems = boundedMemo<string | null>(searchConfig.memoBytes.stems);
  const compute = (word: string): string | null => {
    const folded = foldWord(normalizeText(word));
    if (folded === "" || (folded.length === 1 && !/\d/.test(folded))) return null;
    if (language.isStopWord(folded)) return null;
    if (/[\d_]/.test(folded)) return folded;
    if (hasCyrillic(folded)) return folded.length > 2 ? language.stem(folded) || folded : folded;
    if (folded.length >= 5 && /^[a-z]+$/.test(folded)) return stemEnglish(folded) || folded;
    return folded;
  };
  const term = (word: string): string | null => stems(word, () => compute(word));
  analyzer = {
    locale,
    fold: foldWord,
    term,
    terms: (text) => indexWords(text).flatMap((word) => term(word) ?? []),
  };
  analyzers.set(locale, analyzer);
  return analyzer;
}
