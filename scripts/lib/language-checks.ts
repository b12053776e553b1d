/**
 * Language rules a native-speaker review asked for, checked on the prose of every page
 * (front matter, body text and diagram labels; code blocks and inline code are skipped):
 * reversed time limits, known calques, the grammatical gender of "SMS" (neuter in both
 * locales) and the terminology table of docs/CONTENT.md (its "avoid" columns).
 * Pure: takes page sources and the table, returns problems with file:line and a suggestion.
 */
import fs from "node:fs";
import type { Locale } from "../../site.config";
import type { PageSource, Problem } from "./content-checks";
import { parsePage } from "./mdx-source";

export const CONTENT_GUIDE = "docs/CONTENT.md";

/** One row of the terminology table: the term to use per locale and the forms to avoid. */
export interface Term {
  concept: string;
  use: Record<Locale, string>;
  avoid: Record<Locale, string[]>;
}

interface Rule {
  kind: string;
  pattern: RegExp;
  /** The replacement to suggest; `$1`… refer to the pattern's groups. */
  suggest: string | ((match: string) => string);
}

const L = "[\\p{L}\\p{N}'’ʼ]";
/** A whole-word pattern: no letter, digit or apostrophe directly before or after («з'являється» is not «являється»). */
const word = (source: string) => new RegExp(`(?<!${L})(?:${source})(?!${L})`, "giu");

/**
 * A phrase from the docs into a pattern: words separated by any whitespace, `*` at the end of
 * a word stands for any ending (`обліков* запис*` matches «облікового запису»).
 */
export function phrasePattern(phrase: string): RegExp {
  const words = phrase
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replace(/\*/g, "[\\p{L}'’ʼ]*"));
  return word(words.join("\\s+"));
}

// ---------------------------------------------------------------------------------------------
// Reversed limits: the rule is "at most N days ahead"; «не пізніше ніж за 30 днів» says "at least
// 30 days before". «за 30 днів до …» (a real "before" deadline) is left alone.

const LIMIT_TAIL = "за\\s+(\\d+)\\s+(?:дн|діб|доб)\\p{L}*(?!\\s+до(?!\\p{L}))";
const REVERSED_LIMITS: Record<Locale, Rule[]> = {
  uk: [
    {
      kind: "reversed limit",
      // «пізніше», and the adjective the old scheduled_viber page used: «не бувають пізнішими, ніж за 30 днів».
      pattern: word(`(?:не\\s+)?пізніш\\p{L}*,?\\s+(?:ніж\\s+)?${LIMIT_TAIL}`),
      suggest: "не більше ніж на $1 днів наперед",
    },
    {
      kind: "reversed limit",
      pattern: word(`(?:не\\s+)?далі,?\\s+(?:ніж\\s+)?${LIMIT_TAIL}`),
      suggest: "не далі ніж через $1 днів від поточного моменту",
    },
  ],
  ru: [
    {
      kind: "reversed limit",
      pattern: word(`(?:не\\s+)?(?:позднее|позже),?\\s+(?:чем\\s+)?${LIMIT_TAIL}`),
      suggest: "не более чем на $1 дней вперёд",
    },
    {
      kind: "reversed limit",
      pattern: word(`(?:не\\s+)?дальше,?\\s+(?:чем\\s+)?${LIMIT_TAIL}`),
      suggest: "не более чем на $1 дней вперёд",
    },
  ],
};

// ---------------------------------------------------------------------------------------------
// Calques and phrases the review found, phrase (docs syntax, see phrasePattern) → replacement.
// More specific phrases first: a later rule never reports text an earlier one already reported.

export const CALQUES: Record<Locale, [string, string][]> = {
  uk: [
    ["звіт* по масових SMS", "Звіт про масові SMS"],
    ["звіт* по одиночних SMS", "Звіт про одиночні SMS"],
    ["звіт* по API", "Звіт про надсилання через API"],
    ["звіт* по", "звіт про …"],
    ["по масових", "про масові / за масовими"],
    ["по одиночних", "про одиночні / за одиночними"],
    ["по операторах", "за операторами"],
    ["по країнах", "за країнами"],
    ["по днях", "за днями"],
    ["по годинах", "за годинами"],
    ["по місяцях", "за місяцями"],
    ["по статусах", "за статусами"],
    ["по клієнтах", "за клієнтами"],
    ["по кампаніях", "за кампаніями"],
    ["по розсилках", "за розсилками"],
    ["по іменах", "за іменами"],
    ["по каналах", "за каналами"],
    ["статистик* по", "статистика за …"],
    ["оберіть кнопк*", "натисніть кнопку"],
    ["виберіть кнопк*", "натисніть кнопку"],
    ["під час прийому", "під час приймання"],
    ["прийом* запит*", "приймання запиту"],
    ["виключають один одного", "взаємовиключні"],
    ["таймер SLA", "відлік SLA"],
    ["не знаходиться за телефоном", "не вдається знайти за номером телефону"],
    ["жоден із переданих", "Не знайдено жодного з переданих …"],
    ["жоден з переданих", "Не знайдено жодного з переданих …"],
    ["рівним `", "з `field`, що дорівнює `…`"],
    ["рівною `", "що дорівнює `…`"],
    ["рівний `", "отримує значення `…` / що дорівнює `…`"],
    ["рівне `", "отримує значення `…` / що дорівнює `…`"],
    ["гарантує, що повідомлення дійде", "підвищує шанс доставки, але не гарантує її"],
    ["гарантує доставк*", "підвищує шанс доставки, але не гарантує її"],
    ["гарантовано дійде", "має більше шансів дійти"],
    ["являє* собою", "є"],
    ["являється", "є"],
    ["на протязі", "протягом"],
    ["в залежності від", "залежно від"],
    ["у залежності від", "залежно від"],
    ["на даний момент", "наразі"],
    ["слідуюч*", "наступний"],
    ["співпада*", "збігається"],
    ["приймати участь", "брати участь"],
    ["вірно", "правильно"],
    ["невірн*", "неправильний / хибний"],
    ["зверн* в підтримку", "зверніться до служби підтримки"],
    ["зверн* у підтримку", "зверніться до служби підтримки"],
    ["пиш* в підтримку", "пишіть до служби підтримки"],
    ["пиш* у підтримку", "пишіть до служби підтримки"],
    ["напиш* в підтримку", "напишіть до служби підтримки"],
    ["напиш* у підтримку", "напишіть до служби підтримки"],
    ["не по порядку", "не в тому порядку, в якому їх надіслано"],
    ["виду `", "у форматі `…`"],
    ["вигляду `", "у форматі `…`"],
    ["програн*", "відтворено (запис)"],
    ["приведенн* до", "зведення до (формату)"],
    ["в операторі", "у мережі оператора / в оператора"],
    ["у операторі", "у мережі оператора / в оператора"],
    ["картку поповн*", "баланс поповнюється (автоплатіж поповнює баланс, а не картку)"],
    ["поповн* картку", "поповнити баланс карткою"],
    ["поповнення картки", "поповнення балансу з картки"],
    // The 41d review: «при» of a moment, the bureaucratic passive, a number that "uses" a messenger.
    ["при кожн*", "щоразу, коли … / під час кожної …"],
    ["здійсн*", "дієслово дії: дзвінки відбуваються, платформа надсилає (не «здійснюється»)"],
    ["номер* не користу*", "номер не зареєстровано у Viber / WhatsApp"],
    // As «отклоняются со статусом» in ru: a message does not get "rejected with the status Rejected".
    ["відхиля* зі статусом", "отримують статус … з причиною …"],
    ["відхиля* із статусом", "отримують статус … з причиною …"],
  ],
  ru: [
    ["физическое лицо-предприниматель", "физическое лицо — предприниматель"],
    ["физического лица-предпринимателя", "физического лица — предпринимателя"],
    ["одн* из двух пар учётных данных", "один из двух способов входа: API-ключ или логин и пароль"],
    ["одн* из двух пар учетных данных", "один из двух способов входа: API-ключ или логин и пароль"],
    ["выберите кнопк*", "нажмите кнопку"],
    ["гарантирует, что сообщение дойдёт", "повышает шанс доставки, но не гарантирует её"],
    ["гарантирует доставк*", "повышает шанс доставки, но не гарантирует её"],
    ["гарантированно дойдёт", "имеет больше шансов дойти"],
    ["карт* пополнял*", "баланс пополнялся (автоплатёж пополняет баланс, а не карту)"],
    ["пополн* карту", "пополнить баланс картой"],
    ["пополнени* карты", "пополнение баланса с карты"],
    ["можно доказать", "можно подтвердить"],
    ["доказательство, что", "подтверждение того, что"],
    ["доказательств* права", "подтверждение права"],
    ["Viber не доставлен", "сообщение в Viber не доставлено"],
    ["отклоня* со статусом", "получают статус … с причиной …"],
    ["Vodafone Украин*", "Vodafone Ukraine (как в кабинете)"],
    ["Киевстар*", "Kyivstar (как в кабинете)"],
    ["номер* не пользу*", "номер не зарегистрирован в Viber / WhatsApp"],
  ],
};

// ---------------------------------------------------------------------------------------------
// Phrasings that a word list cannot express: tautologies («получатели могут получить»), the
// pleonasm «письмо e-mail», «з» before a sibilant, a misplaced preposition, emoji as a masculine
// or feminine noun (it is neuter and indeclinable: «одне емодзі», «любое эмодзи»). Regex sources.

const EMOJI_NOT_NEUTER: Record<Locale, string[]> = {
  uk: [
    "один",
    "одна",
    "одну",
    "жоден",
    "жодна",
    "жодну",
    "кожен",
    "кожний",
    "кожна",
    "кожну",
    "цей",
    "ця",
    "цю",
    "будь-який",
    "будь-яка",
    "будь-яку",
    "такий",
    "така",
    "таку",
  ],
  ru: [
    "один",
    "одна",
    "одну",
    "ни один",
    "ни одна",
    "каждый",
    "каждая",
    "каждую",
    "этот",
    "эта",
    "эту",
    "любой",
    "любая",
    "любую",
    "такой",
    "такая",
    "такую",
  ],
};
const EMOJI_NEUTER: Record<Locale, string> = {
  uk: "емодзі — середній рід: одне емодзі, кожне емодзі, будь-яке емодзі",
  ru: "эмодзи — средний род: одно эмодзи, каждое эмодзи, любое эмодзи",
};

export const PHRASINGS: Record<Locale, [string, string][]> = {
  uk: [
    [
      // «одержувачі отримають» is the same tautology as «одержувачі одержать» (CONTENT.md: «одержувачі можуть отримати»).
      "(?:одержувач|отримувач)\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?(?:одерж|отрим)\\p{L}*",
      "повідомлення надійде одержувачу / дійде до одержувача",
    ],
    ["лист\\p{L}*\\s+e-mail(?![\\p{L}-])", "лист / електронний лист"],
    // «до підтримки», «назвіть підтримці»: the service is «служба підтримки» (CONTENT.md).
    ["(?:зверн|зверт|пиш|напиш)\\p{L}*\\s+до\\s+\\[?підтримк\\p{L}*", "зверніться / пишіть до служби підтримки"],
    ["назв\\p{L}*\\s+\\[?підтримц\\p{L}*", "повідомте службі підтримки"],
    ["з\\s+(?=[зсшщж])\\p{L}+", "із / зі (перед з, с, ш, щ, ж)"],
    ["на\\s+(?:\\p{L}+\\s+){0,4}?запиті\\s+відповіда\\p{L}*", "на … запит відповідайте"],
    ["можна\\s+довести(?!\\s+до(?!\\p{L}))", "можна підтвердити"],
    [`(?:${EMOJI_NOT_NEUTER.uk.join("|")})\\s+емодзі`, EMOJI_NEUTER.uk],
    // The support calque also hides behind a link: «пише в [підтримку](/admin/support)», «в службу підтримки».
    ["(?:зверн|пиш|напиш)\\p{L}*\\s+[ув]\\s+\\[?(?:служб\\p{L}*\\s+)?підтримк\\p{L}*", "зверніться / пишіть до служби підтримки"],
    // Imperative of збільшити / зменшити: «збільшіть», «зменшіть» (not «збільште»).
    ["(?:збільш|зменш)те", "збільшіть / зменшіть"],
    ["[ув]\\s+обох\\s+мовах", "обома мовами / в обох мовних версіях"],
    // A report column or form field that holds the sender name is «Ім'я відправника», as the cabinet's filters name it
    // (CONTENT.md); a cell «Відправник» alone reads as the e-mail sender («Відправник листа» says so).
    ["\\|\\s*\\**Відправник\\**\\s*\\|", "колонка «Ім'я відправника» (для адреси e-mail — «Відправник листа»)"],
    // A price in prose has a decimal comma, as in the cabinet (code and API answers keep the point).
    ["\\d+\\.\\d{2}\\s*(?:грн|UAH)", "десяткова кома: 0,95 грн"],
    // «Запит не приймається повністю» reads as "is accepted in part": the whole request is rejected.
    [
      "не\\s+(?:вдалося\\s+)?(?:прийма|прийня|оброб)\\p{L}*\\s+(?:повністю|цілком)",
      "увесь запит (лист) відхиляється: «не приймається повністю» читається як «приймається частково»",
    ],
    // «Більшість» takes a singular predicate: «більшість SMS отримує», «більшість емодзі займає».
    ["більшість\\s+(?:[\\p{L}-]+\\s+){0,3}?\\p{L}+(?:ють|ять|уть|ать)", "більшість … займає / отримує (присудок в однині)"],
    // «повертати нічого» copies «возвращать нечего»; «не треба робити нічого» is right.
    ["(?<!не\\s+(?:\\p{L}+\\s+){0,2})\\p{L}+ти\\s+нічого(?=\\s*(?:[.;:!?)]|$))", "нема чого + інфінітив: «нема чого повертати»"],
    ["оплачу\\p{L}*\\s+(?:\\p{L}+\\s+)?за\\s+статусом", "оплачується в статусі …"],
    // Money comes back for messages, not "for statuses" or "for codes".
    ["(?:поверн|поверт)\\p{L}*\\s+(?:коштів\\s+)?за\\s+(?:статуси|коди)", "повертається за повідомлення в статусах … / з кодами …"],
  ],
  ru: [
    ["получател\\p{L}*\\s+(?:\\p{L}+\\s+){0,2}?получ\\p{L}*", "сообщение придёт получателю / дойдёт до получателя"],
    ["письм\\p{L}*\\s+e-mail(?![\\p{L}-])", "письмо / электронное письмо"],
    ["назов\\p{L}*\\s+\\[?поддержк\\p{L}*", "сообщите в службу поддержки"],
    ["\\|\\s*\\**Отправитель\\**\\s*\\|", "колонка «Имя отправителя» (для адреса e-mail — «Отправитель письма»)"],
    [`(?:${EMOJI_NOT_NEUTER.ru.map((w) => w.replace(/ /g, "\\s+")).join("|")})\\s+эмодзи`, EMOJI_NEUTER.ru],
    ["\\d+\\.\\d{2}\\s*(?:грн|UAH)", "десятичная запятая: 0,95 грн"],
    // A status label is neuter like the message statuses and «Зачислено» beside it (the old payments page had «Отклонён»).
    ["(?:\\*\\*|«)Отклон[её]н(?:\\*\\*|»)", "статус «Отклонено» (средний род, как «Зачислено», «Доставлено»)"],
    [
      "не\\s+(?:удалось\\s+)?(?:принима|принят|обработ)\\p{L}*\\s+(?:целиком|полностью)",
      "весь запрос (письмо) отклоняется: «не принимается целиком» читается как «принимается частично»",
    ],
    ["счита\\p{L}*\\s+за\\s+(?:\\d|два|две|три)(?!\\p{L})", "считается как 2 символа"],
    ["оплачива\\p{L}*\\s+(?:\\p{L}+\\s+)?при\\s+статусе", "оплачивается в статусе …"],
    ["возвра\\p{L}*\\s+(?:средств\\s+)?за\\s+(?:статусы|коды)", "возвращается за сообщения в статусах … / с кодами …"],
  ],
};

// ---------------------------------------------------------------------------------------------
// SMS is neuter in both locales («масове SMS», «массовое SMS»). Flagged: a feminine or masculine
// adjective or pronoun directly before "SMS" (not «SMS-розсилка», which agrees with the noun).
// A list of stems, not a suffix rule, so nouns stay alone: «ціна SMS», «частина SMS», «часть SMS».

const SMS_STEMS: Record<Locale, string[]> = {
  uk: [
    "масов",
    "одиночн",
    "резервн",
    "вхідн",
    "вихідн",
    "тестов",
    "рекламн",
    "сервісн",
    "службов",
    "транзакційн",
    "перш",
    "наступн",
    "запланован",
    "надіслан",
    "відправлен",
    "доставлен",
    "недоставлен",
    "відхилен",
    "кожн",
    "довг",
    "коротк",
    "нов",
    "звичайн",
    "безкоштовн",
    "платн",
    "окрем",
    "інш",
    "так",
    "жодн",
  ],
  ru: [
    "массов",
    "одиночн",
    "резервн",
    "входящ",
    "исходящ",
    "тестов",
    "рекламн",
    "сервисн",
    "служебн",
    "транзакционн",
    "перв",
    "следующ",
    "запланированн",
    "отправленн",
    "доставленн",
    "недоставленн",
    "отклонённ",
    "отклоненн",
    "кажд",
    "длинн",
    "коротк",
    "нов",
    "обычн",
    "бесплатн",
    "платн",
    "отдельн",
    "друг",
    "так",
    "последн",
    "люб",
  ],
};
/** Feminine (and masculine nominative) endings of those stems. */
const SMS_ENDINGS: Record<Locale, string> = {
  uk: "а|ої|ій|у|ою|ий",
  ru: "ая|яя|ой|ей|ую|юю|ою|ею|ый|ий",
};
const SMS_WORDS: Record<Locale, string[]> = {
  uk: [
    "одна",
    "однієї",
    "одній",
    "одну",
    "однією",
    "один",
    "ця",
    "цієї",
    "цю",
    "цією",
    "цей",
    "кожен",
    "жоден",
    "ваша",
    "вашої",
    "вашу",
    "вашою",
  ],
  ru: ["одна", "одной", "одну", "один", "эта", "этой", "эту", "этот", "ваша", "вашей", "вашу", "ни одна"],
};
const SMS_NEUTER_WORDS: Record<Locale, Record<string, string>> = {
  uk: { одн: "одне", один: "одне", ц: "це", цей: "це", ваш: "ваше", кожен: "кожне", жоден: "жодне" },
  ru: { одн: "одно", один: "одно", эт: "это", этот: "это", ваш: "ваше", "ни одн": "ни одно" },
};
/** Russian stems with soft or hushing endings: «входящее», «последнее»; «входящие», «другие». */
const RU_SOFT_NEUTER = /(?:щ|ч|ж|ш|последн)$/;
const RU_I_PLURAL = /(?:к|г|х|ж|ш|щ|ч|последн)$/;

/** «Масова SMS» → «масове SMS», «одиночной SMS» → «одиночное SMS»: the neuter form to use (or the plural). */
function neuterSms(locale: Locale, match: string): string {
  const adjective = match
    .replace(/\s+SMS$/i, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
  const stem = SMS_STEMS[locale].find((s) => new RegExp(`^${s}(?:${SMS_ENDINGS[locale]})$`, "u").test(adjective));
  const hint = locale === "uk" ? "SMS середнього роду; або множина" : "SMS среднего рода; или множественное число";
  if (stem) {
    const neuter = locale === "uk" ? `${stem}е` : `${stem}${RU_SOFT_NEUTER.test(stem) ? "ее" : "ое"}`;
    const plural = locale === "uk" ? `${stem}і` : `${stem}${RU_I_PLURAL.test(stem) ? "ие" : "ые"}`;
    return `${neuter} SMS (${hint} ${plural} SMS)`;
  }
  const words = SMS_NEUTER_WORDS[locale];
  const key = Object.keys(words).find((k) => adjective === k || adjective.startsWith(k));
  return `${key ? words[key] : locale === "uk" ? "середній рід" : "средний род"} SMS`;
}

function smsGenderRule(locale: Locale): Rule {
  const adjectives = SMS_STEMS[locale].map((s) => `${s}(?:${SMS_ENDINGS[locale]})`);
  const all = [...adjectives, ...SMS_WORDS[locale].map((w) => w.replace(/ /g, "\\s+"))].join("|");
  return {
    kind: "SMS is neuter",
    pattern: new RegExp(`(?<!${L})(?:${all})\\s+SMS(?![\\p{L}\\p{N}-])`, "giu"),
    suggest: (match) => neuterSms(locale, match),
  };
}

// ---------------------------------------------------------------------------------------------
// The terminology table in docs/CONTENT.md: `| concept | uk | ru | avoid in uk | avoid in ru |`.

const stripCode = (cell: string) => cell.replace(/`/g, "").trim();

/** Entries of an "avoid" cell: each `code` span, or comma-separated text when there is none. */
function avoidEntries(cell: string): string[] {
  const spans = [...cell.matchAll(/`([^`]+)`/g)].map((m) => (m[1] ?? "").trim());
  const entries = spans.length > 0 ? spans : cell.split(",").map((s) => s.trim());
  return entries.filter((e) => e !== "" && e !== "—" && e !== "-");
}

/** Rows of the first table whose header is `concept | uk | ru | avoid in uk | avoid in ru`. */
export function parseTerminology(markdown: string): Term[] {
  const terms: Term[] = [];
  let inTable = false;
  for (const line of markdown.split("\n")) {
    if (!line.trim().startsWith("|")) {
      if (inTable) break;
      continue;
    }
    const cells = line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map((c) => c.trim());
    if (!inTable) {
      inTable = /^concept$/i.test(cells[0] ?? "") && /^avoid in uk$/i.test(cells[3] ?? "") && /^avoid in ru$/i.test(cells[4] ?? "");
      continue;
    }
    if (cells.every((c) => /^:?-+:?$/.test(c))) continue;
    const [concept = "", uk = "", ru = "", avoidUk = "", avoidRu = ""] = cells;
    terms.push({ concept, use: { uk: stripCode(uk), ru: stripCode(ru) }, avoid: { uk: avoidEntries(avoidUk), ru: avoidEntries(avoidRu) } });
  }
  return terms;
}

/** The table from docs/CONTENT.md (the one source of the terminology). */
export function readTerminology(file = CONTENT_GUIDE): Term[] {
  return parseTerminology(fs.readFileSync(file, "utf8"));
}

function termRules(terms: Term[], locale: Locale): Rule[] {
  return terms.flatMap((t) =>
    t.avoid[locale].map((phrase) => ({
      kind: `terminology (${CONTENT_GUIDE}: ${t.concept})`,
      pattern: phrasePattern(phrase),
      suggest: t.use[locale],
    })),
  );
}

// ---------------------------------------------------------------------------------------------

/** «не гарантує доставку» is the right thing to say: calques are not reported after «не». */
const notNegated = (pattern: RegExp) => new RegExp(`(?<!(?<!${L})не\\s+)${pattern.source}`, pattern.flags);

export function languageRules(locale: Locale, terms: Term[]): Rule[] {
  return [
    ...REVERSED_LIMITS[locale],
    ...CALQUES[locale].map(([phrase, suggest]) => ({ kind: "calque", pattern: notNegated(phrasePattern(phrase)), suggest })),
    ...PHRASINGS[locale].map(([source, suggest]) => ({ kind: "unnatural phrasing", pattern: word(source), suggest })),
    smsGenderRule(locale),
    ...termRules(terms, locale),
  ];
}

/** Inline code keeps its backticks but loses its content, so rules see where code was but not in it. */
const blankInlineCode = (line: string) => line.replace(/`[^`\n]*`/g, (m) => `\`${" ".repeat(m.length - 2)}\``);

/** The checked text of a page, line by line with file line numbers: front matter, prose, diagrams. */
export function proseLines(raw: string): { line: number; text: string }[] {
  const parsed = parsePage(raw);
  const out: { line: number; text: string }[] = [];
  raw
    .split("\n")
    .slice(0, parsed.bodyLine - 1)
    .forEach((text, i) => out.push({ line: i + 1, text }));
  parsed.prose.split("\n").forEach((text, i) => out.push({ line: parsed.bodyLine + i, text }));
  for (const block of parsed.codeBlocks.filter((b) => b.lang === "mermaid")) {
    block.code.split("\n").forEach((text, i) => out.push({ line: block.line + 1 + i, text }));
  }
  return out
    .map(({ line, text }) => ({ line, text: blankInlineCode(text) }))
    .filter(({ text }) => /\p{L}/u.test(text))
    .sort((a, b) => a.line - b.line);
}

/** The findings of the rules in one line of text: "kind: «match» → «suggestion»", earlier rules first. */
function lineFindings(text: string, rules: Rule[]): string[] {
  const found: string[] = [];
  const taken: [number, number][] = [];
  for (const rule of rules) {
    for (const m of text.matchAll(rule.pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some(([s, e]) => start < e && s < end)) continue;
      taken.push([start, end]);
      const suggestion =
        typeof rule.suggest === "function" ? rule.suggest(m[0]) : rule.suggest.replace(/\$(\d)/g, (_, n: string) => m[Number(n)] ?? "");
      found.push(`${rule.kind}: «${m[0].replace(/\s+/g, " ")}» → «${suggestion}»`);
    }
  }
  return found;
}

export function checkLanguage(sources: PageSource[], terms: Term[]): Problem[] {
  const problems: Problem[] = [];
  if (terms.length === 0)
    problems.push({ file: CONTENT_GUIDE, message: "the terminology table (concept | uk | ru | avoid in uk | avoid in ru) is missing" });
  const rules = { uk: languageRules("uk", terms), ru: languageRules("ru", terms) };
  for (const source of sources) {
    let lines: { line: number; text: string }[];
    try {
      lines = proseLines(source.raw);
    } catch {
      continue; // unparseable pages are reported by the content check
    }
    for (const { line, text } of lines)
      for (const message of lineFindings(text, rules[source.locale])) problems.push({ file: source.file, line, message });
  }
  return problems;
}

/**
 * The same rules on the texts the reference components render from the contract: every `{uk, ru}` text of the
 * OpenAPI document (x-description, x-rules, x-errors, x-email-to-sms, …) and every `xml:lang` text of the XSD
 * (`xs:documentation`, the error catalogue's cause and fix). A page shows them as its own prose.
 */
export function checkContractLanguage(openapi: unknown, xsd: string, terms: Term[]): Problem[] {
  const problems: Problem[] = [];
  const rules = { uk: languageRules("uk", terms), ru: languageRules("ru", terms) };
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
    else if (node && typeof node === "object") {
      for (const [k, v] of Object.entries(node as Record<string, unknown>)) {
        if ((k === "uk" || k === "ru") && typeof v === "string")
          for (const text of blankInlineCode(v).split("\n"))
            for (const message of lineFindings(text, rules[k]))
              problems.push({ file: "contract/openapi.yaml", message: `${where}/${k}: ${message}` });
        else walk(v, `${where}/${k}`);
      }
    }
  };
  walk(openapi, "#");
  for (const m of xsd.matchAll(/<([\w:]+)\s[^>]*?xml:lang="(uk|ru)"[^>]*>([\s\S]*?)<\/\1>/g)) {
    const locale = m[2] as Locale;
    const line = xsd.slice(0, m.index).split("\n").length;
    for (const message of lineFindings(blankInlineCode(m[3] ?? ""), rules[locale]))
      problems.push({ file: "contract/schema.xsd", line, message });
  }
  return problems;
}
