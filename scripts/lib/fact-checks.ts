/**
 * Facts a page states in prose agree with the one statement of them in the contract (`info` of
 * contract/openapi.yaml) and with the decisions of docs/API-DESIGN.md, and a page says the same in both locales:
 * - a price for "N parts" is N × the example price of one SMS part (`x-example-prices.sms_part`);
 * - a voice call lasts at most `x-voice.call_max_seconds` of conversation (so many 15-second blocks), a voice OTP
 *   call at most `otp_max_seconds`, and a sentence about a voice OTP's blocks states that maximum, not a typical range;
 *   the `max_price` of every voice example is those blocks at `x-example-prices.voice_block` (OTP: plus whole fallback
 *   SMS parts); the phone rings `ring_seconds` before `no_answer`;
 * - every example price is the channel's price of `x-example-prices`: an SMS its parts × `sms_part`, a Viber, RCS,
 *   Telegram or WhatsApp message its channel's price, a voice call whole blocks, an HLR or MNP result its lookup's price,
 *   and a Telegram or WhatsApp OTP's `max_price` its channel plus whole fallback SMS parts;
 * - "4xx except 429" never stands for "retry": there are two 429s and `otp_limit_exceeded` is not retried (decision 7);
 * - a scheduled message is charged at send time at the tariff of when it was accepted, so nothing "returns to the
 *   balance" when it is cancelled and no page prices it "at the moment of sending";
 * - `blacklisted` means the account's black list: no page names a «global» refusal list (there is none);
 * - «Скасовано» next to a refund says that a scheduled message was never charged;
 * - Платежі lists top-ups only: no sentence sends a reader there for a debit or a refund;
 * - the numbers of a page's prose are the same in uk and ru (a limit stated differently in one locale);
 * - how often to check the balance is one rule, `/api_methods#balance-monitoring` (docs/API-DESIGN.md, shared
 *   conventions): the balance pages of the three families link it, and no other page gives a frequency of its own;
 * - access and identity (docs/CABINET.md, review 42): an RCS agent's status is masculine (**Активний**, not the sender
 *   name's **Активне**); a rejected sender-name request stays Відхилено until it is corrected, it does not «return to
 *   the status Чернетка» by itself; the HTTP/XML API login is the account's e-mail, so no page offers a «separate
 *   login» or tells the reader to create one (only the API password is separate);
 * - a cascade has no type of its own (`info.x-quiet-hours`): no page or contract text speaks of a «promotional cascade»;
 * - a client timeout a method page asks for is what its code samples wait: the operation's `x-client-timeout`, else 30 s;
 * - a TTL range in seconds (on a page or in a contract text) is one of the contract's `SmsTtl`, `ChannelTtl`, `OtpTtl`.
 * Pure: takes page sources and the parsed contract, returns problems with file:line.
 */
import type { Locale } from "../../site.config";
import type { ContractDocument } from "../../app/lib/contract";
import type { PageSource, Problem } from "./content-checks";
import { REQUEST_TIMEOUT_SECONDS } from "../../app/lib/samples/types";
import { proseLines } from "./language-checks";
import { parsePage, parsedPages } from "./mdx-source";

export interface StatedFacts {
  smsPart: number;
  voiceBlock: number;
  /** Example price of one message or lookup per channel (`x-example-prices`): viber, rcs, telegram, whatsapp, hlr, mnp. */
  channelPrices: Record<(typeof PRICED_CHANNELS)[number], number>;
  blockSeconds: number;
  callMaxSeconds: number;
  otpMaxSeconds: number;
  ringSeconds: number;
}

const PRICED_CHANNELS = ["viber", "rcs", "telegram", "whatsapp", "hlr", "mnp"] as const;

/** The facts of `info.x-example-prices` and `info.x-voice`; a missing one is itself a problem. */
export function statedFacts(document: ContractDocument): StatedFacts | string {
  const prices = document.info?.["x-example-prices"] as Record<string, unknown> | undefined;
  const voice = document.info?.["x-voice"] as Record<string, unknown> | undefined;
  const facts = {
    smsPart: prices?.sms_part,
    voiceBlock: prices?.voice_block,
    blockSeconds: voice?.block_seconds,
    callMaxSeconds: voice?.call_max_seconds,
    otpMaxSeconds: voice?.otp_max_seconds,
    ringSeconds: voice?.ring_seconds,
  };
  const channelPrices = Object.fromEntries(PRICED_CHANNELS.map((c) => [c, prices?.[c]]));
  const missing = [...Object.entries(facts), ...Object.entries(channelPrices)].filter(([, v]) => typeof v !== "number" || v <= 0);
  if (missing.length > 0) return `info.x-example-prices / info.x-voice lack ${missing.map(([k]) => k).join(", ")}`;
  return { ...facts, channelPrices } as StatedFacts;
}

const cents = (value: number) => Math.round(value * 100);
const money = (value: number) => `${(cents(value) / 100).toFixed(2).replace(".", ",")} грн`;

/** Counting words as pages write them («двох блоків», «четыре блока»). */
const COUNT_WORDS: Record<string, number> = {
  один: 1,
  одного: 1,
  одному: 1,
  два: 2,
  двох: 2,
  двух: 2,
  три: 3,
  трьох: 3,
  трёх: 3,
  трех: 3,
  чотири: 4,
  чотирьох: 4,
  четыре: 4,
  четырёх: 4,
  четырех: 4,
  "п'ять": 5,
  пять: 5,
  шість: 6,
  шесть: 6,
};
const COUNT = `(\\d+|${Object.keys(COUNT_WORDS).join("|")})`;
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (COUNT_WORDS[word.toLowerCase()] ?? NaN));

const BLOCKS = new RegExp(`(?<![\\p{L}\\d–-])${COUNT}(?:[–-]${COUNT})?\\s+(?:\\d+-)?(?:\\p{L}+\\s+)?блок`, "giu");
const SECONDS = /(?<![\p{L}\d])(\d+)(?:[–-](\d+))?\s*(?:секунд|сек\b|с\b)/giu;
const PARTS = /(?<![\p{L}\d])(\d+)\s+(?:частин|части|частей)/iu;
const PRICE = /(?<![\p{L}\d])(\d+)[,.](\d{2})\s*(?:грн|UAH)/giu;

const VOICE_OTP = /голосов\p{L}*\s+(?:OTP|код)|voice\/otp|дзвін\p{L}*\s+із\s+кодом|звон\p{L}*\s+с\s+кодом/iu;
const VOICE = /дзвін|дзвон|звон|голосов|розмов|разговор|voice/iu;
const CONVERSATION = /розмов|разговор|дзвін\p{L}*\s+(?:тривал|довж)|звон\p{L}*\s+длительн|повідомлення:|сообщение:/iu;
const STATES_MAXIMUM = new RegExp(`(?:до|не\\s+більше|не\\s+больше|щонайбільше|максимум)\\s+${COUNT}(?![\\p{L}\\d])`, "giu");
/** How long the phone rings before `no_answer`. */
const RINGING = /не\s+відповів|не\s+ответил|дзвонить\s+до|звонит\s+до/iu;
const EXCEPT_429 = /(?:крім|окрім|кроме)\s+(?:HTTP\s+)?429/iu;
const SCHEDULED = /запланован|запланирован/iu;
const REFUND = /(?:кошти|гроші|средства|деньги)\s+(?:(?!не\s)\p{L}+\s+){0,3}?(?:повертаються|повернуться|возвращаются|вернутся)/iu;
const PRICE_AT_SEND =
  /(?:коштуватиме|коштує|ціною|цінами|тарифом|будет\s+стоить|стоит|по\s+цене|по\s+ценам|по\s+тарифу)\s+(?:\p{L}+\s+){0,3}?(?:в|на)\s+момент\s+(?:надсилання|отправки)/iu;
const NOT_YET_CHARGED = /ще\s+не|ещё\s+не|еще\s+не|лише\s+в\s+момент|только\s+в\s+момент|pending|очіку|ожида/iu;
/**
 * «…скасування запланованих…: за `8`, `9` і `10` повертаються»: the verb without the subject REFUND needs, in a
 * sentence about cancelling (review 40, api/xml/wap_push_sms). A sentence about a reserve is about pending ones.
 */
const CANCELLING = /скасув|скасован|отмен/iu;
const RETURNS = /(?<!(?:^|[^\p{L}])не\s)(?<!\p{L})(?:повертаються|повертається|повернуться|возвращаются|возвращается|вернутся)/iu;
const RESERVE = /резерв/iu;
/** The black list is the account's own: the reason tables once named a «global refusal list» no design has (review 40). */
const GLOBAL_LIST = /(?:глобальн|загальноплатформ|общеплатформ)\p{L}*\s+(?:\p{L}+\s+)?(?:списк|список|перелік)\p{L}*/iu;

/** A sender name's neuter labels (Активне, Призупинено, Погоджено) said of an RCS agent, whose labels are masculine. */
const AGENT = /(?<!\p{L})агент/iu;
const NEUTER_NAME_STATUS = /\*\*(?:Активне|Активно|Призупинено|Приостановлено|Погоджено|Одобрено)\*\*/u;
/** «Відхилена заявка повертається в статус Чернетка»: it is Відхилено until the client corrects it. */
const BACK_TO_DRAFT =
  /(?:повертається|повертають|возвращается|возвращают)\s+(?:\p{L}+\s+){0,2}?(?:в|у|во)\s+(?:статус|стан)\s+[«*]*(?:Чернетк|Черновик)/iu;
/** The HTTP/XML API login is the account's e-mail: no «separate login», nothing «creates» one. */
const SEPARATE_LOGIN =
  /(?:окрем|отдельн)\p{L}*\s+логін|(?:окрем|отдельн)\p{L}*\s+логин|(?:створіть|створити|создайте|создать)\s+(?:\p{L}+[\s-]+){0,3}?(?:або|или)\s+(?:логін|логин)/iu;

/**
 * The status «Скасовано» beside a refund is a scheduled message too, which was never charged (docs/CABINET.md,
 * billing): a table row or sentence that says the money of Відхилено / Скасовано / Помилка returns also says that,
 * or is about a pending message only. interface, tariffs and client/rcs said «Кошти повертаються» (review 41). A unit
 * that names scheduled messages is left to the refund rule of `checkSentence`.
 */
const CANCELLED_STATUS = /(?<!\p{L})(?:Скасовано|Отменено)(?!\p{L})/u;
const RETURNED =
  /(?<!(?:^|[^\p{L}])не\s)(?<!\p{L})(?:повертаються|повертається|повернуться|повернеться|повернуто|возвращаются|возвращается|вернутся|вернётся|возвращены|возвращено)(?!\p{L})/iu;
/** «…не списано», or «резерв (якщо був)» of the status references. */
const NEVER_CHARGED = /(?:нічого|ничего|ще|ещё|еще)\s+не\s+спис|не\s+списувал|не\s+списывал|якщо\s+був|если\s+был/iu;
const PENDING_ONLY = /очіку|ожида|чекає|ждёт|ждет/iu;

/** Where one sentence ends and the next begins: after . ! ? or ; and before a capital letter. */
const SENTENCE_BREAK = /(?<=[.!?;])\s+(?=\p{Lu})/u;

/** The units a line is judged in: a table row whole (a status and its billing are in different cells), else its sentences. */
const rowOrSentences = (text: string): string[] => (text.trimStart().startsWith("|") ? [text] : text.split(SENTENCE_BREAK));

/** Table rows whole (a status and its billing are in different cells), other prose by sentence. */
export function checkCancelledRefunds(sources: PageSource[]): Problem[] {
  const problems: Problem[] = [];
  for (const source of sources) {
    let lines: { line: number; text: string }[];
    try {
      lines = proseLines(source.raw);
    } catch {
      continue; // unparseable pages are reported by the content check
    }
    for (const { line, text } of lines) {
      const units = rowOrSentences(text);
      for (const unit of units)
        if (
          CANCELLED_STATUS.test(unit) &&
          RETURNED.test(unit) &&
          !NEVER_CHARGED.test(unit) &&
          !PENDING_ONLY.test(unit) &&
          !SCHEDULED.test(unit)
        )
          problems.push({
            file: source.file,
            line,
            message:
              "«Скасовано» with a refund: a cancelled scheduled message was never charged, say so (docs/CABINET.md, billing: «a scheduled message was never charged, so nothing returns»)",
          });
    }
  }
  return problems;
}

const EXPIRED = /`expired`|`7`\s+expired|Термін минув|Срок истёк|Срок истек/u;
const BILLED =
  /(?<!(?:^|[^\p{L}])не\s)(?<!\p{L})(?:оплачується|оплачуються|оплачивается|оплачиваются|тарифікується|тарифицируется)(?!\p{L})/iu;
/** A fallback SMS or Viber never waits in `pending` (docs/API-DESIGN.md, decision 21): its `expired` is always billed as stated. */
const FALLBACK = /резервн/iu;
/** «Viber оплачується лише доставлене; `undelivered` і `expired` безкоштовні»: the sentence says this `expired` is free. */
const EXPIRED_FREE = /(?:`expired`|Термін минув|Срок истёк|Срок истек)[^.;]{0,30}?(?:безкоштовн|бесплатн|не\s+оплачу|не\s+оплачив)/iu;
const FROM_PENDING = /`pending`|`2`\s+pending|Очікує|Ожидает|очікува|ожидани|чекав\p{L}*\s+вікна|ждал\p{L}*\s+окна/iu;

/**
 * An `expired` straight from `pending` never reached an operator and costs nothing in any channel (contract
 * `MessageStatus`, review 40): a page that says an `expired` message is billed (an SMS or RCS one) also states that
 * exception somewhere, beside `expired` (XML: `7` expired, `2` pending). multi_channel's RCS bullet (review 42),
 * client/balance, rcs/resending_sms, rcs/resending_viber and xml/wap_push_sms left it out. A sentence about a
 * fallback is exempt: a fallback never waits in `pending`.
 */
export function checkExpiredBilling(sources: PageSource[]): Problem[] {
  const problems: Problem[] = [];
  for (const source of sources) {
    let lines: { line: number; text: string }[];
    try {
      // Not proseLines: it blanks inline code, and `expired` and `pending` are code spans.
      const parsed = parsePage(source.raw);
      lines = parsed.prose.split("\n").map((text, i) => ({ line: parsed.bodyLine + i, text }));
    } catch {
      continue; // unparseable pages are reported by the content check
    }
    const units = lines.flatMap(({ line, text }) => rowOrSentences(text).map((unit) => ({ line, unit })));
    const billed = units.find(({ unit }) => EXPIRED.test(unit) && BILLED.test(unit) && !FALLBACK.test(unit) && !EXPIRED_FREE.test(unit));
    if (billed && !units.some(({ unit }) => EXPIRED.test(unit) && FROM_PENDING.test(unit)))
      problems.push({
        file: source.file,
        line: billed.line,
        message:
          "`expired` is billed here, but the page never says that an `expired` straight from `pending` is free in every channel (contract MessageStatus)",
      });
  }
  return problems;
}

/**
 * **Платежі** lists top-ups only; debits and refunds are on **Баланс** (docs/CABINET.md, «Money»). client/balance
 * called it the history «поповнень, списань і повернень» and sent readers there for a refund (review 41).
 */
const PAYMENTS_LINK = "](/client/payments)";
const DEBITS = /списан|повернен|возврат/iu;
const TOP_UPS_ONLY = /(?:лише|тільки|только)\s+(?:\p{L}+\s+)?(?:поповнен|пополнен)/iu;

/** Sentences (and table cells) of a page's prose, with their line numbers; inline code is blanked. */
function sentences(raw: string): { line: number; text: string }[] {
  return proseLines(raw).flatMap(({ line, text }) =>
    text
      .split(/\|/)
      .flatMap((cell) => cell.split(SENTENCE_BREAK))
      .filter((s) => /\p{L}/u.test(s))
      .map((s) => ({ line, text: s })),
  );
}

function checkSentence(source: PageSource, text: string, facts: StatedFacts): string[] {
  const found: string[] = [];
  const otpPage = source.slug === "api/json/voice/otp";
  const voicePage = /voice|auto_voice_call|voice-mailing/.test(source.slug);
  const parts = PARTS.exec(text);
  const prices = [...text.matchAll(PRICE)];
  if (parts && prices.length === 1 && !/[×x*]\s*\d/.test(text)) {
    const price = Number(prices[0]?.[1]) + Number(prices[0]?.[2]) / 100;
    const expected = Number(parts[1]) * facts.smsPart;
    if (cents(price) !== cents(expected))
      found.push(
        `${parts[1]} parts cost ${money(expected)} at the example price of a part (info.x-example-prices.sms_part), not ${prices[0]?.[0]}`,
      );
  }
  const blocks = [...text.matchAll(BLOCKS)];
  const otp = otpPage || VOICE_OTP.test(text);
  if (blocks.length > 0 && (voicePage || VOICE.test(text))) {
    const maxSeconds = otp ? facts.otpMaxSeconds : facts.callMaxSeconds;
    const maxBlocks = Math.ceil(maxSeconds / facts.blockSeconds);
    for (const b of blocks) {
      const n = Math.max(countOf(b[1] ?? ""), countOf(b[2] ?? "0"));
      if (n > maxBlocks)
        found.push(`${b[0]}: a ${otp ? "voice OTP" : "voice"} call is at most ${maxBlocks} blocks (${maxSeconds} s, info.x-voice)`);
    }
    if (otp && ![...text.matchAll(STATES_MAXIMUM)].some((m) => countOf(m[1] ?? "") === maxBlocks))
      found.push(`a voice OTP call's blocks: state the maximum, ${maxBlocks} blocks (${maxSeconds} s, info.x-voice), not a typical count`);
  }
  if (voicePage && CONVERSATION.test(text)) {
    const maxSeconds = otp && otpPage ? facts.otpMaxSeconds : facts.callMaxSeconds;
    for (const s of text.matchAll(SECONDS)) {
      const n = Math.max(Number(s[1]), Number(s[2] ?? 0));
      if (n > maxSeconds) found.push(`${s[0]}: the conversation lasts at most ${maxSeconds} s (info.x-voice)`);
    }
  }
  if (voicePage && RINGING.test(text))
    for (const s of text.matchAll(SECONDS))
      if (Number(s[1]) !== facts.ringSeconds)
        found.push(`${s[0]}: the phone rings ${facts.ringSeconds} s before \`no_answer\` (info.x-voice)`);
  const except429 = EXCEPT_429.exec(text);
  if (except429)
    found.push(
      `«${except429[0]}»: two errors answer 429 and \`otp_limit_exceeded\` is not retried (docs/API-DESIGN.md, decision 7); name \`rate_limited\``,
    );
  const globalList = GLOBAL_LIST.exec(text);
  if (globalList)
    found.push(
      `«${globalList[0]}»: \`blacklisted\` is the account's own black list, there is no platform-wide one (contract RejectReason, docs/CABINET.md)`,
    );
  if (AGENT.test(text) && NEUTER_NAME_STATUS.test(text))
    found.push(
      `«${NEUTER_NAME_STATUS.exec(text)?.[0]}» of an RCS agent: its statuses are masculine, **Активний / Активен**, **Призупинений / Приостановлен** (docs/CABINET.md, RCS)`,
    );
  const backToDraft = BACK_TO_DRAFT.exec(text);
  if (backToDraft)
    found.push(
      `«${backToDraft[0]}»: a rejected sender-name request stays Відхилено with its reason until the client corrects it, which makes it a Чернетка (docs/CABINET.md, «Sender IDs»)`,
    );
  const separateLogin = SEPARATE_LOGIN.exec(text);
  if (separateLogin)
    found.push(
      `«${separateLogin[0]}»: the HTTP/XML API login is the account's e-mail; only the API password is separate (docs/CABINET.md, «Logins»)`,
    );
  const payments = text.indexOf(PAYMENTS_LINK);
  if (payments >= 0 && DEBITS.test(text.slice(Math.max(0, payments - 60))) && !TOP_UPS_ONLY.test(text))
    found.push("Платежі lists top-ups only: debits and refunds are on Баланс (docs/CABINET.md, «Money»)");
  const refunds = REFUND.test(text) || (CANCELLING.test(text) && RETURNS.test(text) && !RESERVE.test(text));
  if (SCHEDULED.test(text) && refunds && !NOT_YET_CHARGED.test(text))
    found.push("a scheduled message is charged at send time: cancelling it returns nothing (docs/API-DESIGN.md, «Details settled»)");
  if (PRICE_AT_SEND.test(text))
    found.push(
      "a scheduled message is charged at send time at the tariff of when it was accepted, not at the send-time price (docs/API-DESIGN.md, «Details settled»)",
    );
  return found;
}

const BALANCE_RULE = "/api_methods#balance-monitoring";
const BALANCE_PAGES = new Set(["api/json/balance", "api/http/balance", "api/xml/balance"]);
const BALANCE = /баланс|залишок|остаток|balance/iu;
const FREQUENCY =
  /раз\s+(?:на|в|у)\s+(?:\d+(?:[–-]\d+)?\s+|кілька\s+|несколько\s+)?(?:хвилин|минут|годин|час|секунд)\p{L}*|(?:на|в)\s+(?:хвилину|минуту)|щохвилин|ежеминутн|(?:кожні|каждые)\s+\d+/iu;

/**
 * How often to check the balance is one rule for the three families, on `/api_methods#balance-monitoring`: their
 * balance pages gave three (once a minute, every few minutes, every 10–15 minutes). A balance page links the rule;
 * a sentence elsewhere that pairs the balance with a frequency gives a rule of its own.
 */
export function checkBalanceMonitoring(sources: PageSource[]): Problem[] {
  const problems: Problem[] = [];
  for (const { source, parsed } of parsedPages(sources)) {
    if (source.slug === "api_methods") continue;
    // Inline code stays: «викликайте `balance` раз на 10–15 хвилин» names the balance only in code.
    const lines = parsed.prose
      .split("\n")
      .flatMap((text, at) => text.split(SENTENCE_BREAK).map((part) => ({ line: parsed.bodyLine + at, text: part })));
    if (BALANCE_PAGES.has(source.slug) && !source.raw.includes(`](${BALANCE_RULE})`))
      problems.push({ file: source.file, message: `a balance page links the one rule of checking the balance, ${BALANCE_RULE}` });
    for (const { line, text } of lines) {
      const frequency = BALANCE.test(text) ? FREQUENCY.exec(text) : null;
      if (frequency)
        problems.push({
          file: source.file,
          line,
          message: `«${frequency[0]}»: how often to check the balance is stated once, on ${BALANCE_RULE}; link it`,
        });
    }
  }
  return problems;
}

/** Numbers in a page's prose, as a multiset (thousands separators and decimal commas normalised). */
function proseNumbers(raw: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { text } of proseLines(raw)) numbersOf(text.replace(/\]\([^)]*\)/g, "]").replace(/\{#[^}]*\}/g, ""), counts);
  return counts;
}

/**
 * Numbers that differ between the locales on purpose: the example text is Ukrainian on one page and Russian on
 * the other, so its length is too. Keyed by slug; each entry names the numbers of both locales.
 */
export const LOCALE_NUMBER_EXCEPTIONS: Record<string, { uk: string[]; ru: string[] }> = {
  "client/bulk-sms": { uk: ["73"], ru: ["83"] },
};

function checkLocaleNumbers(sources: PageSource[]): Problem[] {
  const problems: Problem[] = [];
  const bySlug = new Map<string, Partial<Record<Locale, PageSource>>>();
  for (const s of sources) bySlug.set(s.slug, { ...bySlug.get(s.slug), [s.locale]: s });
  for (const [slug, pair] of bySlug) {
    if (!pair.uk || !pair.ru) continue;
    let uk: Map<string, number>;
    let ru: Map<string, number>;
    try {
      uk = proseNumbers(pair.uk.raw);
      ru = proseNumbers(pair.ru.raw);
    } catch {
      continue; // unparseable pages are reported by the content check
    }
    const except = LOCALE_NUMBER_EXCEPTIONS[slug];
    const only = (a: Map<string, number>, b: Map<string, number>, skip: string[] = []) =>
      [...a].filter(([n, c]) => c > (b.get(n) ?? 0) && !skip.includes(n)).map(([n]) => n);
    const ukOnly = only(uk, ru, except?.uk);
    const ruOnly = only(ru, uk, except?.ru);
    if (ukOnly.length > 0 || ruOnly.length > 0)
      problems.push({
        file: pair.ru.file,
        message: `the numbers in prose differ from ${pair.uk.file}: uk states ${ukOnly.join(", ") || "—"} more often, ru ${ruOnly.join(", ") || "—"}`,
      });
  }
  return problems;
}

/** Numbers of a text, as a multiset (thousands separators and decimal commas normalised). */
function numbersOf(text: string, counts = new Map<string, number>()): Map<string, number> {
  const plain = text.replace(/(\d)[\u00a0\u202f ](?=\d{3}\b)/g, "$1");
  for (const m of plain.matchAll(/\d+(?:[.,]\d+)?/g)) {
    const n = m[0].replace(",", ".");
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return counts;
}

/** Every `{uk, ru}` text of the contract (x-description, x-rules, x-errors' `when`, notes) states the same numbers. */
export function checkContractLocaleNumbers(document: unknown): Problem[] {
  const problems: Problem[] = [];
  const same = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([n, c]) => b.get(n) === c);
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      if (typeof o.uk === "string" && typeof o.ru === "string" && !same(numbersOf(o.uk), numbersOf(o.ru)))
        problems.push({ file: "contract/openapi.yaml", message: `${where}: the uk and ru texts state different numbers` });
      for (const [k, v] of Object.entries(o)) walk(v, `${where}/${k}`);
    }
  };
  walk(document, "#");
  return problems;
}

type ExampleBlock = { file: string; text: string; line?: number };

/** Calls `visit` with every object, at any depth, of every block that parses as JSON (others are the content check's). */
function forEachExampleObject(blocks: ExampleBlock[], visit: (o: Record<string, unknown>, at: { file: string; line?: number }) => void) {
  const walk = (node: unknown, at: { file: string; line?: number }) => {
    if (Array.isArray(node)) node.forEach((n) => walk(n, at));
    else if (node && typeof node === "object") {
      visit(node as Record<string, unknown>, at);
      Object.values(node).forEach((v) => walk(v, at));
    }
  };
  for (const block of blocks) {
    let data: unknown;
    try {
      data = JSON.parse(block.text);
    } catch {
      continue;
    }
    walk(data, { file: block.file, line: block.line });
  }
}

/** `max_price` of voice examples: a call is the whole conversation's blocks; an OTP call its blocks plus fallback SMS parts. */
export function checkVoiceExamplePrices(blocks: ExampleBlock[], facts: StatedFacts): Problem[] {
  const problems: Problem[] = [];
  const callPrice = cents(Math.ceil(facts.callMaxSeconds / facts.blockSeconds) * facts.voiceBlock);
  const otpPrice = cents(Math.ceil(facts.otpMaxSeconds / facts.blockSeconds) * facts.voiceBlock);
  forEachExampleObject(blocks, (o, at) => {
    if (o.channel === "voice" && typeof o.max_price === "number") {
      const price = cents(o.max_price);
      const fallback = price - otpPrice;
      const ok = "phone" in o ? fallback >= 0 && fallback % cents(facts.smsPart) === 0 : price === callPrice;
      if (!ok)
        problems.push({
          ...at,
          message:
            "phone" in o
              ? `voice OTP max_price ${o.max_price}: ${otpPrice / 100} (the call's blocks, info.x-voice) plus whole SMS parts at ${facts.smsPart}`
              : `voice call max_price ${o.max_price}: a call is at most ${callPrice / 100} (${facts.callMaxSeconds} s in ${facts.blockSeconds}-second blocks at ${facts.voiceBlock})`,
        });
    }
  });
  return problems;
}

/**
 * The prices one example message or lookup may have by `x-example-prices`, or null when it is not one. A message that
 * ended as SMS may also carry the step before it: an RCS step is billed by the general rule, a Viber one when its
 * delivery report came after the SMS left (viber/resending_sms, rcs/resending_sms, cascades).
 */
function expectedPrices(o: Record<string, unknown>, facts: StatedFacts): { prices: number[]; what: string } | null {
  const channel = typeof o.channel === "string" ? o.channel : null;
  const { viber, rcs, hlr, mnp } = facts.channelPrices;
  if (channel === "sms" && typeof o.parts === "number") {
    const sms = o.parts * facts.smsPart;
    return {
      prices: [0, viber, rcs, viber + rcs].map((earlier) => cents(sms + earlier)),
      what: `${o.parts} SMS part(s) at ${facts.smsPart}, plus an earlier Viber or RCS step at most`,
    };
  }
  if (channel && channel in facts.channelPrices) {
    const price = facts.channelPrices[channel as keyof StatedFacts["channelPrices"]];
    return { prices: [cents(price)], what: `a ${channel} message at ${price}` };
  }
  if (!channel && "current_operator" in o) return { prices: [cents(mnp)], what: `an MNP lookup at ${mnp}` };
  if (!channel && "operator" in o && "phone" in o) return { prices: [cents(hlr)], what: `an HLR lookup at ${hlr}` };
  return null;
}

/**
 * Prices of example messages other than `max_price` of voice (see above): each is its channel's price of
 * `x-example-prices` (0 is always allowed: rejected, free, not charged), and an OTP's `max_price` is its channel
 * plus whole fallback SMS parts.
 */
export function checkChannelExamplePrices(blocks: ExampleBlock[], facts: StatedFacts): Problem[] {
  const problems: Problem[] = [];
  forEachExampleObject(blocks, (o, at) => {
    const expected = expectedPrices(o, facts);
    if (expected && typeof o.price === "number" && o.price > 0 && !expected.prices.includes(cents(o.price)))
      problems.push({
        ...at,
        message: `price ${o.price}: ${expected.what} (info.x-example-prices) is ${expected.prices.map((p) => p / 100).join(" or ")}`,
      });
    if (o.channel === "voice" && typeof o.price === "number" && cents(o.price) % cents(facts.voiceBlock) !== 0)
      problems.push({ ...at, message: `voice price ${o.price}: whole 15-second blocks at ${facts.voiceBlock} (info.x-example-prices)` });
    if ((o.channel === "telegram" || o.channel === "whatsapp") && typeof o.max_price === "number") {
      const fallback = cents(o.max_price) - cents(facts.channelPrices[o.channel]);
      if (fallback < 0 || fallback % cents(facts.smsPart) !== 0)
        problems.push({
          ...at,
          message: `${o.channel} OTP max_price ${o.max_price}: ${facts.channelPrices[o.channel]} (info.x-example-prices) plus whole SMS parts at ${facts.smsPart}`,
        });
    }
  });
  return problems;
}

/**
 * Every check of this module; `examples` are the code blocks of the pages and the contract's examples (as
 * `npm run check:content` collects them), whose voice prices are held to `info.x-voice`.
 */
export function checkStatedFacts(
  sources: PageSource[],
  document: ContractDocument,
  examples: { file: string; text: string; line?: number }[],
): Problem[] {
  const facts = statedFacts(document);
  if (typeof facts === "string") return [{ file: "contract/openapi.yaml", message: facts }];
  const problems: Problem[] = [];
  for (const source of sources) {
    let lines: { line: number; text: string }[];
    try {
      lines = sentences(source.raw);
    } catch {
      continue; // unparseable pages are reported by the content check
    }
    for (const { line, text } of lines)
      for (const message of checkSentence(source, text, facts)) problems.push({ file: source.file, line, message });
  }
  return [
    ...problems,
    ...checkVoiceExamplePrices(examples, facts),
    ...checkChannelExamplePrices(examples, facts),
    ...checkLocaleNumbers(sources),
    ...checkContractLocaleNumbers(document),
    ...checkBalanceMonitoring(sources),
    ...checkCancelledRefunds(sources),
    ...checkQuietHoursTerms(sources, document),
    ...checkClientTimeouts(sources, document),
    ...checkTtlRanges(sources, document),
    ...checkExpiredBilling(sources),
  ];
}

const RANGE = /(?<![\p{L}\d])(\d+)\s*[–-]\s*(\d+)(?![\d])/gu;
/** A text about a validity period (MNP's `max_age` 0–86400 is a cache age, not one). */
const TTL_WORD = /ttl|термін\p{L}*\s+дії|срок\p{L}*\s+действия/iu;

/**
 * A TTL range stated anywhere is one of the contract's three (SMS 3600–259200, Viber and RCS 60–86400, OTP 60–900, in
 * seconds): a range that ends at one of their upper bounds or starts at SMS's lower one («60–259200», «3600–86400») mixes
 * two channels' limits. Shorter ranges (a recommended 60–120 s) are advice, not limits, and are left alone.
 */
export function checkTtlRanges(sources: PageSource[], document: ContractDocument): Problem[] {
  const schemas = document.components?.schemas as Record<string, { minimum?: unknown; maximum?: unknown } | undefined> | undefined;
  const ranges = ["SmsTtl", "ChannelTtl", "OtpTtl"].map((name) => [schemas?.[name]?.minimum, schemas?.[name]?.maximum]);
  if (!ranges.every(([min, max]) => typeof min === "number" && typeof max === "number"))
    return [{ file: "contract/openapi.yaml", message: "SmsTtl, ChannelTtl and OtpTtl need a minimum and a maximum" }];
  const known = new Set(ranges.map(([min, max]) => `${String(min)}–${String(max)}`));
  const uppers = new Set(ranges.map(([, max]) => Number(max)));
  const sms = Number(ranges[0]?.[0]);
  const stated = (text: string) =>
    [...(TTL_WORD.test(text) ? text.matchAll(RANGE) : [])]
      .filter((m) => (uppers.has(Number(m[2])) || Number(m[1]) === sms) && !known.has(`${m[1]}–${m[2]}`))
      .map((m) => `«${m[0]}» is no TTL range of the contract: ${[...known].join(", ")} (SmsTtl, ChannelTtl, OtpTtl)`);
  const problems: Problem[] = [];
  // Inline code stays (`ttl` names the field), so the parsed prose, not proseLines.
  for (const { source, parsed } of parsedPages(sources))
    parsed.prose.split("\n").forEach((text, at) => {
      for (const message of stated(text)) problems.push({ file: source.file, line: parsed.bodyLine + at, message });
    });
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
    else if (node && typeof node === "object") {
      const o = node as Record<string, unknown>;
      for (const locale of ["uk", "ru"])
        if (typeof o[locale] === "string")
          for (const message of stated(o[locale]))
            problems.push({ file: "contract/openapi.yaml", message: `${where}/${locale}: ${message}` });
      for (const [k, v] of Object.entries(o)) if (k !== "uk" && k !== "ru") walk(v, `${where}/${k}`);
    }
  };
  walk(document, "#");
  return problems;
}

/** «рекламний каскад», «promotional cascade»: a type the contract never gives a cascade. */
const CASCADE_TYPE = /(?:рекламн|сервісн|сервисн)\p{L}*\s+каскад\p{L}*|(?:promotional|transactional|service)\s+cascades?/giu;
const CASCADE_TYPE_RULE =
  "a cascade has no type of its own: each step is promotional or service by its channel's rule, and the message waits in `pending` when its first step is promotional (info.x-quiet-hours); say «каскад, перший крок якого рекламний»";

/**
 * Which messages wait for the 09:00–20:00 window is `info.x-quiet-hours`. A cascade is no message type: the contract
 * and `multi_channel` spoke of «a promotional cascade», which nothing defined (review 42b).
 */
export function checkQuietHoursTerms(sources: PageSource[], document: unknown): Problem[] {
  const problems: Problem[] = [];
  for (const source of sources) {
    let lines: { line: number; text: string }[];
    try {
      lines = proseLines(source.raw);
    } catch {
      continue;
    }
    for (const { line, text } of lines)
      for (const m of text.matchAll(CASCADE_TYPE)) problems.push({ file: source.file, line, message: `«${m[0]}»: ${CASCADE_TYPE_RULE}` });
  }
  const walk = (node: unknown, where: string) => {
    if (typeof node === "string")
      for (const m of node.matchAll(CASCADE_TYPE))
        problems.push({ file: "contract/openapi.yaml", message: `${where}: «${m[0]}»: ${CASCADE_TYPE_RULE}` });
    else if (Array.isArray(node)) node.forEach((n, i) => walk(n, `${where}[${i}]`));
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, `${where}/${k}`);
  };
  walk(document, "#");
  return problems;
}

const CLIENT_TIMEOUT = /тайм-?аут\p{L}*\s+(?:клієнт|клиент)\p{L}*/iu;
const TIMEOUT_SECONDS = /(?<![\p{L}\d])(\d+)\s*(?:секунд|сек\b|с\b)/iu;

/**
 * A page that asks for a client timeout («тайм-аут клієнта не менше 60 секунд») asks for what its operation's code
 * samples wait: `x-client-timeout` of the operation in its front matter, else the samples' default. A page asking for
 * more than its samples wait would have its own samples time out on a full batch (decision 36).
 */
export function checkClientTimeouts(sources: PageSource[], document: ContractDocument): Problem[] {
  const timeouts = new Map<string, number>();
  for (const item of Object.values(document.paths ?? {}))
    for (const operation of Object.values(item) as { operationId?: unknown; "x-client-timeout"?: unknown }[]) {
      if (!operation || typeof operation !== "object" || typeof operation.operationId !== "string") continue;
      const own = operation["x-client-timeout"];
      timeouts.set(operation.operationId, typeof own === "number" && own > 0 ? own : REQUEST_TIMEOUT_SECONDS);
    }
  const problems: Problem[] = [];
  for (const { source, parsed } of parsedPages(sources)) {
    const operation = parsed.data.operation;
    const expected = typeof operation === "string" ? timeouts.get(operation) : undefined;
    if (expected === undefined) continue;
    parsed.prose.split("\n").forEach((text, at) => {
      const phrase = CLIENT_TIMEOUT.exec(text);
      const stated = phrase ? TIMEOUT_SECONDS.exec(text.slice(phrase.index)) : null;
      if (stated && Number(stated[1]) !== expected)
        problems.push({
          file: source.file,
          line: parsed.bodyLine + at,
          message: `«${stated[0]}»: a client timeout is what the ${String(operation)} samples wait, ${expected} s (its x-client-timeout, else ${REQUEST_TIMEOUT_SECONDS} s)`,
        });
    });
  }
  return problems;
}
