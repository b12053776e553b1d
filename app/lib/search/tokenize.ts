/**
 * Splitting text into words, for the index and for queries.
 *
 * This replaces lunr's tokenizer and trimmer: lunr's default trimmer deletes every Cyrillic
 * character and `lunr.ru`'s deletes every Latin one (API, JSON, `send_sms` would vanish from
 * Russian pages). A word here is a run of letters, digits and `_`, with apostrophes allowed
 * *inside* it («пам'ять» stays one word); everything else, including lunr's query syntax
 * (`: ~ ^ * + -`), separates words.
 */
import { normalizeText } from "./normalize";

const WORD = /[\p{L}\p{M}\p{N}_]+(?:'[\p{L}\p{M}\p{N}_]+)*/gu;
// Hyphenated compounds (e-mail, UCS-2, API-ключ) are also indexed joined, so "email" finds "e-mail".
const COMPOUND = /[\p{L}\p{M}\p{N}_']+(?:-[\p{L}\p{M}\p{N}_']+)+/gu;

/** The trimmer: drops leading and trailing characters that cannot be part of a word (quotes, apostrophes, punctuation). */
export function trimWord(token: string): string {
  return token.replace(/^[^\p{L}\p{M}\p{N}_]+|[^\p{L}\p{M}\p{N}_]+$/gu, "");
}

/** Words of already normalised text, in order. */
export function splitWords(normalized: string): string[] {
  return normalized.match(WORD) ?? [];
}

/**
 * Everything the index should know a text by: its words, the parts of identifiers
 * (`send_sms` → send_sms, send, sms) and hyphenated compounds joined (e-mail → email).
 */
export function indexWords(text: string): string[] {
  const normalized = normalizeText(text);
  const words: string[] = [];
  for (const word of splitWords(normalized)) {
    words.push(word);
    if (word.includes("_")) words.push(...word.split("_").filter(Boolean));
  }
  // "100 000" is the number readers type as 100000.
  for (const grouped of normalized.match(/\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?!\d)/g) ?? []) words.push(grouped.replace(/\D/g, ""));
  for (const compound of normalized.match(COMPOUND) ?? []) {
    const joined = trimWord(compound).replace(/-/g, "");
    if (joined.length <= 30) words.push(joined);
  }
  return words;
}
