/**
 * Latin transliteration of Ukrainian and Russian words read back as Cyrillic (`shablon` → «шаблон»,
 * `rozsylka` → «розсилка», `otpravka` → «отправка»).
 *
 * People write one word several ways: the Ukrainian national scheme (KMU 2010: h = г, g = ґ, y = и, i = і,
 * kh = х, zh = ж, ts = ц, ch = ч, shch = щ, ia/ie/iu = я/є/ю), Russian passport and GOST-like schemes
 * (kh/h = х, y = ы, ya/ia/ja = я, shch/sch = щ, j = й) and informal spellings (c = ц, w = в, x = кс, ' = ь).
 * So each letter group has several readings, each with a cost; `transliterations` returns the spellings of
 * least cost first, and the caller keeps the one the docs know (see rewrite.ts). Schemes are per locale:
 * `y` is «и» first on the Ukrainian site and «ы» first on the Russian one.
 */
import type { Locale } from "../../../site.config";

/** A letter group and its readings, most likely first; each later reading costs one more. */
type Readings = Record<string, readonly string[]>;

const common: Readings = {
  shch: ["щ"],
  sch: ["щ", "сх"],
  zh: ["ж"],
  kh: ["х"],
  ts: ["ц", "тс"],
  tz: ["ц"],
  ch: ["ч"],
  sh: ["ш"],
  a: ["а"],
  b: ["б"],
  v: ["в"],
  w: ["в"],
  d: ["д"],
  z: ["з"],
  k: ["к"],
  l: ["л"],
  m: ["м"],
  n: ["н"],
  o: ["о"],
  p: ["п"],
  r: ["р"],
  s: ["с"],
  t: ["т"],
  u: ["у"],
  f: ["ф"],
  x: ["кс", "х"],
  q: ["к"],
  c: ["ц", "к", "с"],
  "'": ["ь", ""],
};

const schemes: Record<Locale, Readings> = {
  uk: {
    ...common,
    h: ["г", "х"],
    g: ["г", "ґ"],
    e: ["е", "є"],
    y: ["и", "й"],
    i: ["і", "и", "ї", "й"],
    j: ["й"],
    yi: ["ий", "ї", "иі"],
    iy: ["ій", "ий"],
    ij: ["ій", "ий"],
    yj: ["ий"],
    ii: ["ії", "ій"],
    iia: ["ія"],
    yu: ["ю", "иу"],
    iu: ["ю", "іу"],
    ju: ["ю"],
    ya: ["я", "иа"],
    ia: ["я", "ія", "іа"],
    ja: ["я"],
    ye: ["є", "йе"],
    ie: ["є", "іе"],
    je: ["є"],
    yo: ["йо", "ьо"],
    jo: ["йо", "ьо"],
    // KMU 2010 writes «й» after a vowel as i: znaity = «знайти», zvychainyi (not after u: «ується» is uietsia).
    ai: ["ай", "аі"],
    oi: ["ой", "оі"],
    ei: ["ей", "еі"],
    "'": ["ь", "'", ""],
  },
  ru: {
    ...common,
    h: ["х", "г"],
    g: ["г"],
    e: ["е", "э"],
    y: ["ы", "и", "й"],
    i: ["и", "й"],
    j: ["й", "ж"],
    yi: ["ый", "ий"],
    iy: ["ий", "ый"],
    ij: ["ий"],
    yj: ["ый"],
    ii: ["ии", "ий"],
    iya: ["ия"],
    yu: ["ю"],
    iu: ["ю", "иу"],
    ju: ["ю"],
    ya: ["я", "ыа"],
    ia: ["ия", "я"],
    ja: ["я"],
    ye: ["е", "ье"],
    je: ["е"],
    ie: ["ие", "ье", "е"],
    yo: ["ё", "йо"],
    jo: ["ё", "йо"],
    // Passport spelling writes «й» after a vowel as i: nastroika, zaiti (not after u: «ующий» is uiushchii).
    ai: ["ай", "аи"],
    oi: ["ой", "ои"],
    ei: ["ей", "еи"],
    "'": ["ь", "ъ", ""],
  },
};

/** Groups that read i after a vowel as «й» (see the schemes). */
const VOWEL_I = new Set(["ai", "oi", "ei"]);

/** Partial spellings kept per position: enough for the readings that matter, bounded for any input. */
const BEAM = 24;
/** Reading a letter group letter by letter (`s`+`h` for sh) costs this much more. */
const SPLIT_COST = 1.5;

interface Partial {
  text: string;
  cost: number;
}

/**
 * Cyrillic spellings of a Latin word (letters and `'` only; anything else: none), cheapest first, at most `limit`.
 */
export function transliterations(word: string, locale: Locale, limit = 16): string[] {
  const latin = word.toLowerCase().replace(/[’ʼ`]/g, "'");
  if (!/^[a-z']+$/.test(latin) || latin.length > 40) return [];
  const readings = schemes[locale];
  const longest = Math.max(...Object.keys(readings).map((group) => group.length));
  const at: Partial[][] = Array.from({ length: latin.length + 1 }, () => []);
  at[0] = [{ text: "", cost: 0 }];
  for (let i = 0; i < latin.length; i++) {
    const here = (at[i] ?? []).sort((a, b) => a.cost - b.cost).slice(0, BEAM);
    if (here.length === 0) continue;
    const groups: string[] = [];
    for (let length = Math.min(longest, latin.length - i); length >= 1; length--) {
      const group = latin.slice(i, i + length);
      // «й» as i after a vowel only before a consonant or at the end: before a vowel the i starts ia/ie/iu (я/є/ю).
      if (VOWEL_I.has(group) && /[aeiouy]/.test(latin[i + length] ?? "")) continue;
      if (readings[group]) groups.push(group);
    }
    const widest = groups[0]?.length ?? 1;
    for (const group of groups) {
      const split = group.length < widest ? SPLIT_COST : 0;
      (readings[group] ?? []).forEach((reading, rank) => {
        for (const partial of here) at[i + group.length]?.push({ text: partial.text + reading, cost: partial.cost + rank + split });
      });
    }
  }
  const seen = new Set<string>();
  return (at[latin.length] ?? [])
    .sort((a, b) => a.cost - b.cost)
    .map((p) => p.text)
    .filter((text) => text !== "" && !seen.has(text) && seen.add(text))
    .slice(0, limit);
}
