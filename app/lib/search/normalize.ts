/**
 * Text normalisation shared by the index and the query, so both sides meet:
 * case, ё/е, the apostrophe variants Ukrainian is typed with (ʼ ' ’ ‘ `),
 * and Latin look-alike letters typed inside Cyrillic words ("реєстрацiя" with a Latin i).
 */

/** Every character readers type for the Ukrainian apostrophe; folded to U+0027. */
export const APOSTROPHES = "'’ʼ‘`";
const apostropheRe = /[’ʼ‘`]/g;

/** Lower case, ё → е, one apostrophe, Unicode composed form. */
export function normalizeText(text: string): string {
  return text.normalize("NFC").toLowerCase().replace(/ё/g, "е").replace(apostropheRe, "'");
}

const cyrillicRe = /\p{Script=Cyrillic}/u;
const latinRe = /[a-z]/;

export function hasCyrillic(word: string): boolean {
  return cyrillicRe.test(word);
}

// Latin letters that look like Cyrillic ones; a word mixing scripts was almost certainly meant as Cyrillic.
const homoglyphs: Record<string, string> = { a: "а", c: "с", e: "е", i: "і", o: "о", p: "р", x: "х", y: "у", k: "к", m: "м", t: "т" };

/**
 * The form a word is matched in: apostrophes dropped (so «пам'ять», «пам’ять» and «память» meet;
 * the tokenizer already kept the word whole) and Latin look-alikes inside Cyrillic words replaced.
 * Expects normalised text.
 */
export function foldWord(word: string): string {
  const plain = word.replace(/'/g, "");
  if (!latinRe.test(plain) || !hasCyrillic(plain)) return plain;
  return plain.replace(/[a-z]/g, (ch) => homoglyphs[ch] ?? ch);
}
