/**
 * Query understanding before the index: the query the reader most likely meant, when what was typed is
 * not words of the docs. The input is read chunk by chunk (runs between spaces, before normalisation: with
 * the wrong layout on, `,` `.` `;` `[` are letters). A chunk the index knows well is left alone; otherwise
 * its readings are tried and the one the index knows best replaces it, if it knows it better:
 * - `layout`: keys pressed with the wrong layout on (layout.ts), both ways: `ghbdsn` → «привіт», `цуирщщл` → webhook;
 * - `transliteration`: a Latin spelling of a Cyrillic word (transliterate.ts): `shablon` → «шаблон»;
 * - `language`: a word of the other locale's docs read as this locale's word (`translate`, from the parallel
 *   pages: engine.ts), for a Russian word on the Ukrainian site, surzhyk, and the reverse;
 * - `spacing`: two words typed without the space between them (`чорнийсписок`, `sendername`), split where both
 *   halves are words of the docs; a transliterated or wrong-layout run is split after it is read back.
 * How well the index knows a word is the caller's `known` (query.ts `wordKnowledge`). Pure; the engine
 * decides whether the rewritten query is searched instead (only when the original finds nothing or clearly less).
 */
import type { Locale } from "../../../site.config";
import { fromCyrillicKeys, fromLatinKeys } from "./layout";
import { hasCyrillic, normalizeText } from "./normalize";
import { queryWords } from "./query";
import { transliterations } from "./transliterate";
import { searchConfig } from "./config";
import type { SearchResponse } from "./types";

export type Rewrite = NonNullable<SearchResponse["rewrite"]>;
export type RewriteKind = Rewrite["kinds"][number];

/** How well the index knows a (normalised) word: −1 a stop word, 0 not at all, 1 only as a typo of a term, 2 a form of a term, 3 a term or a terminology word. */
export type WordKnowledge = (word: string) => number;

export interface RewriteContext {
  locale: Locale;
  known: WordKnowledge;
  /** This locale's word for a word of the other locale's docs (a surface form), or null. */
  translate?: (word: string) => string | null;
}

/** Letters of both layouts that are punctuation on the Latin one: inside a word they betray the wrong layout. */
const LAYOUT_PUNCTUATION = /[a-z][,.;[\]`'][a-z]|^[,.;[\]`][a-z]|[a-z][,.;[\]`]$/i;

interface Scored {
  text: string;
  kind: RewriteKind | null;
  /** Sum of the words' knowledge (stop words count 0). */
  score: number;
  /** The least-known word: a reading is only as good as its worst word. */
  worst: number;
}

function scoreOf(text: string, kind: RewriteKind | null, known: WordKnowledge): Scored {
  const levels = queryWords(text)
    .map(known)
    .filter((level) => level >= 0);
  return { text, kind, score: levels.reduce((a, b) => a + b, 0), worst: levels.length ? Math.min(...levels) : -1 };
}

/** Latin words this short in a transliterated query are read as Cyrillic stop words even if the docs have them. */
const LITTLE_WORD = 3;

/** Shortest half of a run-together word: shorter pieces («сок», `on`) are words by accident too often. */
const MIN_HALF = 3;

/**
 * One word the index does not know, as two it knows well (each a term, or the first a stop word: `якзмінити`),
 * split as evenly as possible; null when no split makes both halves known.
 */
export function splitRun(word: string, known: WordKnowledge): string | null {
  if (word.length < 2 * MIN_HALF || !/^[a-zа-яіїєґё]+$/.test(word) || known(word) !== 0) return null;
  let best: string | null = null;
  let balance = 0;
  for (let at = 2; at <= word.length - MIN_HALF; at++) {
    const [left, right] = [word.slice(0, at), word.slice(at)];
    if (Math.min(left.length, right.length) <= balance) continue;
    const first = known(left);
    const leftKnown = first === -1 || (first >= 3 && left.length >= MIN_HALF);
    if (!leftKnown || known(right) < 3) continue;
    best = `${left} ${right}`;
    balance = Math.min(left.length, right.length);
  }
  return best;
}

/** The chunk's readings, most literal first: a tie keeps the earlier one. */
function readings(chunk: string, context: RewriteContext): [string, RewriteKind][] {
  const out = literalReadings(chunk, context);
  // Only when no reading is a term: a reading that is one word the docs lack may be two words run together.
  if (out.some(([text]) => scoreOf(text, null, context.known).worst >= TERM)) return out;
  const lower = normalizeText(chunk);
  for (const [text, kind] of [[lower, "spacing"] as const, ...out]) {
    const split = splitRun(text, context.known);
    if (split) out.push([split, kind]);
  }
  return out;
}

function literalReadings(chunk: string, context: RewriteContext): [string, RewriteKind][] {
  const { locale } = context;
  const out: [string, RewriteKind][] = [];
  const lower = normalizeText(chunk);
  if (!hasCyrillic(lower)) {
    const other: Locale = locale === "uk" ? "ru" : "uk";
    for (const layout of [fromLatinKeys(chunk, locale), fromLatinKeys(chunk, other)]) if (layout) out.push([layout, "layout"]);
    const words = lower.split(/(?<=[a-z'])-(?=[a-z])/);
    // Each word's cheapest spellings; a chunk is one word almost always, so the product stays small.
    const spelled = words.map((word) => transliterations(word, locale, searchConfig.rewrite.spellings));
    if (spelled.every((list) => list.length > 0)) {
      const best = spelled.map((list) => pickBest(list, context.known));
      out.push([best.join("-"), "transliteration"]);
    }
  } else {
    const keys = fromCyrillicKeys(chunk);
    if (keys) out.push([keys, "layout"]);
    if (context.translate) {
      const words = queryWords(lower);
      const translated = words.map((word) => (context.known(word) >= 2 ? word : (context.translate?.(word) ?? word)));
      if (translated.some((word, i) => word !== words[i])) out.push([translated.join(" "), "language"]);
    }
  }
  return out;
}

/**
 * The spelling the index knows best; among equals, the cheapest (first). A stop word ranks above a typo of a term:
 * `cherez` is «через», not «черєз» one edit from «через».
 */
function pickBest(spellings: string[], known: WordKnowledge): string {
  let best = spellings[0] ?? "";
  let level = -2;
  for (const spelling of spellings) {
    const found = known(spelling);
    const here = found === -1 ? 1.5 : found;
    if (here > level) [best, level] = [spelling, here];
    if (here >= 3) break;
  }
  return best;
}

/** A word the index knows at least as a form of a term needs no other reading. */
const WELL_KNOWN = 2;
/** A term of the docs or of the terminology (WordKnowledge 3). */
const TERM = 3;

/** The rewritten query, or null when every chunk is known well or no reading is known better. */
export function rewriteQuery(input: string, context: RewriteContext): Rewrite | null {
  const chunks = input.slice(0, searchConfig.maxQueryLength).trim().split(/\s+/).filter(Boolean);
  if (chunks.length === 0 || chunks.length > searchConfig.maxWords) return null;
  const kinds: RewriteKind[] = [];
  const out = chunks.map((chunk) => {
    const original = scoreOf(chunk, null, context.known);
    const suspicious = LAYOUT_PUNCTUATION.test(chunk);
    // A Latin word the docs have only as the start of a longer term (`statusy`, `limity`: «status», «limit» in the
    // examples) is more likely a Cyrillic word in Latin letters; its reading replaces it only if it is a term.
    const enough = /^[a-z']+$/i.test(chunk) ? TERM : WELL_KNOWN;
    if (!suspicious && original.worst >= enough) return chunk;
    if (!suspicious && original.worst === -1 && !/[a-z]/i.test(chunk)) return chunk;
    let best = original;
    for (const [text, kind] of readings(chunk, context)) {
      const scored = scoreOf(text, kind, context.known);
      // Better: its least-known word is known better, or as well with more known in sum (stop words alone are no better).
      if (scored.worst >= 1 && (scored.worst > best.worst || (scored.worst === best.worst && scored.score > best.score))) best = scored;
    }
    if (best.kind === null) return chunk;
    kinds.push(best.kind);
    return best.text;
  });
  // A transliterated query's little words («po», «v», «ta», «dlia», «pro», «i») read as Cyrillic stop words: left in
  // Latin they are words the index lacks (or has once, in an example), and the rewrite would find only pages with
  // some of the words.
  if (kinds.includes("transliteration"))
    chunks.forEach((chunk, i) => {
      if (out[i] !== chunk || !/^[a-z']+$/i.test(chunk)) return;
      if (chunk.length > LITTLE_WORD && scoreOf(chunk, null, context.known).worst !== 0) return;
      const stop = transliterations(chunk, context.locale, 4).find((text) => scoreOf(text, null, context.known).worst === -1);
      if (stop === undefined) return;
      out[i] = stop;
      kinds.push("transliteration");
    });
  return kinds.length ? { query: out.join(" "), kinds } : null;
}
