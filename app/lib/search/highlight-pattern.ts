/**
 * Which words to mark, given search terms. Shared by the server (excerpts) and the browser
 * (`?_highlight=` on the target page), so both mark the same words.
 *
 * Terms are index terms (stems) or typed words; a word is marked when it starts with a term
 * («баланс» marks «балансу»), ignoring case, ё/е and apostrophes (the index drops them, the text keeps them).
 * Terms shorter than three letters only mark whole words, so "id" does not mark "idempotency".
 *
 * The pattern is matched against lower-cased text (see `matchText`) and spells letters out as
 * Latin and Cyrillic ranges instead of `\p{L}` with the `iu` flags: that form compiles and runs
 * an order of magnitude faster, and these docs contain nothing else worth marking.
 */
import { APOSTROPHES, foldWord, normalizeText } from "./normalize";

const WORD_CHAR = "0-9a-z_\\u00c0-\\u024f\\u0400-\\u052f";
const OPTIONAL_APOSTROPHE = `[${APOSTROPHES}]?`;
const MAX_TERM_LENGTH = 40;

function escapeChar(ch: string): string {
  if (ch === "е") return "[её]";
  return /[\\^$.*+?()[\]{}|/-]/.test(ch) ? `\\${ch}` : ch;
}

/** A term as it may arrive from a URL: normalised, folded, word characters only, or "" when unusable. */
export function cleanTerm(raw: string): string {
  const term = foldWord(normalizeText(raw)).replace(/[^\p{L}\p{M}\p{N}_]/gu, "");
  return term.length > MAX_TERM_LENGTH ? "" : term;
}

/**
 * Distinct clean terms in the order given (most important first), at most `max`, without terms
 * another one already covers: «перевір» marks every word «перевірити» would.
 */
export function cleanTerms(raw: readonly string[], max: number): string[] {
  const terms = [...new Set(raw.map(cleanTerm).filter(Boolean))];
  return terms.filter((term) => !terms.some((other) => other !== term && other.length >= 3 && term.startsWith(other))).slice(0, max);
}

/** A global regular expression matching the words to mark in `matchText(text)`, or null when there is nothing to mark. */
export function highlightPattern(terms: readonly string[]): RegExp | null {
  const parts = cleanTerms(terms, 32).map((term) => {
    const body = [...term].map(escapeChar).join(OPTIONAL_APOSTROPHE);
    return term.length < 3 ? `${body}(?![${WORD_CHAR}])` : `${body}[${WORD_CHAR}${APOSTROPHES}]*`;
  });
  if (parts.length === 0) return null;
  return new RegExp(`(?<![${WORD_CHAR}])(?:${parts.join("|")})`, "g");
}

/**
 * The text a pattern runs on: lower case, same length, so match positions apply to the original.
 * (A few characters change length when lower-cased, e.g. "İ"; then they are left as they are.)
 */
export function matchText(text: string): string {
  const lower = text.toLowerCase();
  return lower.length === text.length
    ? lower
    : text.replace(/./gsu, (ch) => (ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch));
}

/** A page URL that asks the page to mark `terms`: `/client/balance?_highlight=баланс#top-up`. */
export function highlightUrl(path: string, hash: string, terms: readonly string[]): string {
  const query = terms.map((term) => `_highlight=${encodeURIComponent(term)}`).join("&");
  return `${path}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

export const HIGHLIGHT_PARAM = "_highlight";
