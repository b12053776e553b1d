/**
 * Readers type product names the way they say them («вайбер», «вебхук», «смс», «апі»)
 * while the docs often write them in Latin, and the other way round. A query word that is one
 * of these (or an inflected form of a long one: «вайбері», «вебхуками») also matches its
 * counterparts. The last groups are forms no suffix-stripping stemmer joins (ім'я → імені).
 * Keys and values are folded words (lower case, no apostrophes).
 */
const groups: readonly (readonly string[])[] = [
  ["viber", "вайбер"],
  ["webhook", "вебхук"],
  ["whatsapp", "вотсап", "ватсап", "вацап"],
  ["telegram", "телеграм"],
  ["sms", "смс", "эсэмэс"],
  ["api", "апі", "апи"],
  ["hlr", "хлр"],
  ["rcs", "рцс"],
  ["otp", "отп"],
  ["json", "джсон", "джейсон"],
  ["xml", "ксмл", "хмл"],
  ["email", "емейл", "імейл", "имейл", "мейл", "емайл"],
  ["mnp", "мнп"],
  ["push", "пуш"],
  ["idempotency", "ідемпотентність", "идемпотентность"],
  ["імя", "імені", "імена", "іменем", "імен"],
  ["имя", "имени", "имена", "именем", "имен"],
];

/** Words at least this long also match their inflected forms (prefix); shorter ones only match whole. */
const INFLECTED_MIN = 5;

export function synonymsOf(folded: string): string[] {
  const result = new Set<string>();
  for (const group of groups) {
    const hit = group.some(
      (key) => folded === key || (key.length >= INFLECTED_MIN && folded.startsWith(key) && hasCyrillicTail(folded, key)),
    );
    if (hit) for (const word of group) if (word !== folded) result.add(word);
  }
  return [...result];
}

// «вайбері» is an inflection of «вайбер»; «viberbot» is a different word.
function hasCyrillicTail(folded: string, key: string): boolean {
  const tail = folded.slice(key.length);
  return tail === "" || (/^\p{Script=Cyrillic}{1,4}$/u.test(tail) && /\p{Script=Cyrillic}/u.test(key));
}
