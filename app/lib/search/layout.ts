/**
 * Keyboard-layout correction: text typed with the wrong layout on, read back as the keys that were pressed.
 *
 * - `fromLatinKeys`: Latin typed where Cyrillic was meant (`ghbdsn` → «привіт» / «привет»). The Ukrainian and
 *   Russian ЙЦУКЕН layouts differ on four keys: `s` і/ы, `]` ї/ъ, `'` є/э, `` ` `` the apostrophe/ё; ґ is on `\`
 *   in the Ukrainian (enhanced) layout. Punctuation keys are letters there (`,` б, `.` ю, `;` ж, `[` х), so this
 *   reads the raw input, before it is split into words.
 * - `fromCyrillicKeys`: Cyrillic typed where a Latin word was meant (`цуирщщл` → `webhook`); both layouts.
 */
import type { Locale } from "../../../site.config";

const latinKeys = "qwertyuiop[]asdfghjkl;'zxcvbnm,.`\\";
const cyrillicKeys: Record<Locale, string> = {
  uk: "йцукенгшщзхїфівапролджєячсмитьбю'ґ",
  ru: "йцукенгшщзхъфывапролджэячсмитьбюё\\",
};

/** Shifted keys that are letters on a Cyrillic layout ({ } : " < > ~): their lower-case key. */
const shifted: Record<string, string> = { "{": "[", "}": "]", ":": ";", '"': "'", "<": ",", ">": ".", "~": "`", "|": "\\" };

function table(from: string, to: string): Map<string, string> {
  const map = new Map<string, string>();
  [...from].forEach((key, i) => {
    const letter = [...to][i];
    if (letter !== undefined && !map.has(key)) map.set(key, letter);
  });
  return map;
}

const toCyrillic: Record<Locale, Map<string, string>> = { uk: table(latinKeys, cyrillicKeys.uk), ru: table(latinKeys, cyrillicKeys.ru) };
// Both layouts back to keys; the letters only one of them has (і ї є ґ, ы ъ э ё) come from that one.
const toLatin = new Map([...table(cyrillicKeys.uk, latinKeys), ...table(cyrillicKeys.ru, latinKeys)]);

/** The keys a layout's letters are on, and the punctuation that is a letter there: what a Latin-keys chunk may contain. */
export const LATIN_KEYS_RE = /^[a-z[\]{};:'",.<>`~\\|]+$/i;

/** The chunk as the locale's layout would have typed it; null when it has no Latin key at all. */
export function fromLatinKeys(chunk: string, locale: Locale): string | null {
  if (!/[a-z]/i.test(chunk) || !LATIN_KEYS_RE.test(chunk)) return null;
  const map = toCyrillic[locale];
  return [...chunk.toLowerCase()].map((ch) => map.get(shifted[ch] ?? ch) ?? ch).join("");
}

/** A Cyrillic chunk as the Latin layout would have typed it (`цуирщщл` → `webhook`); null unless every letter maps to a letter. */
export function fromCyrillicKeys(chunk: string): string | null {
  const keys = [...chunk.toLowerCase()].map((ch) => toLatin.get(ch) ?? "");
  const latin = keys.join("");
  return keys.every((key) => /^[a-z]$/.test(key)) ? latin : null;
}
