import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../site.config";
import { contractDocument } from "../../app/lib/contract/index.server";
import {
  checkBalanceMonitoring,
  checkClientTimeouts,
  checkContractLocaleNumbers,
  checkExpiredBilling,
  checkQuietHoursTerms,
  checkStatedFacts,
  checkTtlRanges,
  statedFacts,
} from "./fact-checks";

const document = contractDocument(path.resolve("contract"));
const page = (body: string, slug = "api/http/sms_price", locale: Locale = "uk") => ({
  locale,
  slug,
  file: `content/${locale}/${slug}.mdx`,
  raw: `---\ntitle: T\n---\n\n${body}\n`,
});
const messages = (body: string, slug?: string, locale?: Locale) =>
  checkStatedFacts([page(body, slug, locale)], document, []).map((p) => p.message);

describe("facts stated in prose follow the contract's info", () => {
  it("reads the facts from the contract", () => {
    expect(statedFacts(document)).toEqual({
      smsPart: 0.95,
      voiceBlock: 0.6,
      channelPrices: { viber: 0.75, rcs: 0.85, telegram: 0.55, whatsapp: 0.8, hlr: 0.15, mnp: 0.05 },
      blockSeconds: 15,
      callMaxSeconds: 60,
      otpMaxSeconds: 30,
      ringSeconds: 30,
    });
  });

  it("a price for N parts is N example part prices (the old sms_price said 2 parts cost 3.80)", () => {
    expect(messages("«це повідомлення складатиметься з 2 частин і коштуватиме 3.80 грн»")).toEqual([
      "2 parts cost 1,90 грн at the example price of a part (info.x-example-prices.sms_part), not 3.80 грн",
    ]);
    expect(messages("«це повідомлення складатиметься з 2 частин і коштуватиме 1,90 грн»")).toEqual([]);
    expect(messages("Розсилка на 1000 номерів текстом на 2 частини: 1000 × 2 × 0,95 = 1900 грн.")).toEqual([]);
  });

  it("a voice OTP's blocks are stated as the maximum (the old page said «usually 1–2 blocks»)", () => {
    expect(messages("Оплачується кожен розпочатий 15-секундний блок, для коду зазвичай 1–2 блоки.", "api/json/voice/otp")).toEqual([
      "a voice OTP call's blocks: state the maximum, 2 blocks (30 s, info.x-voice), not a typical count",
    ]);
    expect(messages("Оплачується кожен розпочатий 15-секундний блок, але не більше двох.", "api/json/voice/otp")).toEqual([]);
    expect(messages("Голосовий код коштує до трьох блоків.", "api/json/voice/otp")).toEqual([
      "трьох блок: a voice OTP call is at most 2 blocks (30 s, info.x-voice)",
      "a voice OTP call's blocks: state the maximum, 2 blocks (30 s, info.x-voice), not a typical count",
    ]);
  });

  it("a voice call lasts at most 60 s of conversation, 4 blocks", () => {
    expect(messages("Розмова: до 90 секунд.", "api/json/voice/call")).toEqual([
      "90 секунд: the conversation lasts at most 60 s (info.x-voice)",
    ]);
    expect(messages("Дзвінок на 75 секунд — це 5 блоків.", "client/voice-mailing")).toEqual([
      "5 блок: a voice call is at most 4 blocks (60 s, info.x-voice)",
    ]);
    expect(messages("Повне повідомлення на 60 секунд — 4 блоки.", "client/voice-mailing")).toEqual([]);
    expect(messages("Абонент не відповів протягом 45 секунд.", "api/auto_voice_call")).toEqual([
      "45 секунд: the phone rings 30 s before `no_answer` (info.x-voice)",
    ]);
    expect(messages("Платформа телефонує; телефон дзвонить до 30 секунд.", "api/json/voice/otp")).toEqual([]);
  });

  it("voice example prices follow the blocks", () => {
    const call = (maxPrice: number) => JSON.stringify({ channel: "voice", recipient: "380671234567", max_price: maxPrice });
    const otp = (maxPrice: number) => JSON.stringify({ channel: "voice", phone: "380671234567", max_price: maxPrice });
    const run = (text: string) => checkStatedFacts([], document, [{ file: "x.mdx", text }]).map((p) => p.message);
    expect(run(call(2.4))).toEqual([]);
    expect(run(call(3))).toEqual(["voice call max_price 3: a call is at most 2.4 (60 s in 15-second blocks at 0.6)"]);
    expect(run(otp(2.15))).toEqual([]);
    expect(run(otp(1.8))).toEqual(["voice OTP max_price 1.8: 1.2 (the call's blocks, info.x-voice) plus whole SMS parts at 0.95"]);
  });

  it("every example price is its channel's price of x-example-prices (RCS, Telegram, WhatsApp, HLR, MNP were in no contract fact)", () => {
    const run = (o: object) => checkStatedFacts([], document, [{ file: "x.mdx", text: JSON.stringify(o) }]).map((p) => p.message);
    expect(run({ channel: "sms", parts: 2, price: 1.9 })).toEqual([]);
    expect(run({ channel: "sms", parts: 2, price: 3.8 })).toEqual([
      "price 3.8: 2 SMS part(s) at 0.95, plus an earlier Viber or RCS step at most (info.x-example-prices) is 1.9 or 2.65 or 2.75 or 3.5",
    ]);
    // A Viber delivered after its fallback SMS left is billed too (viber/resending_sms): 0.75 + 0.95.
    expect(run({ channel: "sms", parts: 1, price: 1.7 })).toEqual([]);
    expect(run({ channel: "rcs", status: "read", price: 0.85, fallback: { channel: "sms", parts: 1, price: 0.95 } })).toEqual([]);
    expect(run({ channel: "rcs", price: 0.9 })).toEqual(["price 0.9: a rcs message at 0.85 (info.x-example-prices) is 0.85"]);
    expect(run({ channel: "viber", status: "rejected", price: 0 })).toEqual([]);
    expect(run({ channel: "telegram", phone: "380671234567", max_price: 1.5 })).toEqual([]);
    expect(run({ channel: "whatsapp", phone: "380671234567", max_price: 1.6 })).toEqual([
      "whatsapp OTP max_price 1.6: 0.8 (info.x-example-prices) plus whole SMS parts at 0.95",
    ]);
    expect(run({ phone: "380671234567", status: "active", operator: { name: "Kyivstar" }, price: 0.15 })).toEqual([]);
    expect(run({ phone: "380671234567", status: "active", operator: { name: "Kyivstar" }, price: 0.2 })).toEqual([
      "price 0.2: an HLR lookup at 0.15 (info.x-example-prices) is 0.15",
    ]);
    expect(run({ phone: "380501112233", current_operator: { name: "lifecell" }, price: 0.05 })).toEqual([]);
    expect(run({ channel: "voice", price: 1.2 })).toEqual([]);
    expect(run({ channel: "voice", price: 1 })).toEqual(["voice price 1: whole 15-second blocks at 0.6 (info.x-example-prices)"]);
  });

  it("«4xx except 429» is reported: two errors answer 429 (the old status reference said it)", () => {
    expect(messages("Помилки 4xx, крім 429, означають проблему в самому запиті.", "api/json/references/message_statuses")).toEqual([
      "«крім 429»: two errors answer 429 and `otp_limit_exceeded` is not retried (docs/API-DESIGN.md, decision 7); name `rate_limited`",
    ]);
    expect(messages("Ошибки 4xx, кроме `rate_limited`, означают проблему в самом запросе.", "x", "ru")).toEqual([]);
  });

  it("cancelling a scheduled message returns no money (the old admin/clients page said it did)", () => {
    expect(messages("Заплановані повідомлення отримують статус **Скасовано** (кошти повертаються на баланс).", "admin/clients")).toEqual([
      "a scheduled message is charged at send time: cancelling it returns nothing (docs/API-DESIGN.md, «Details settled»)",
    ]);
    expect(messages("За заплановані кошти ще не списано, за ті, що очікували, кошти повертаються.", "admin/clients")).toEqual([]);
    expect(
      messages("Запланированные сообщения получают статус **Отменено** (средства возвращаются на баланс).", "admin/clients", "ru"),
    ).toHaveLength(1);
    expect(messages("За `6` undelivered кошти не повертаються; скасування запланованих — як для SMS.", "api/xml/wap_push_sms")).toEqual([]);
  });

  it("cancelling a scheduled message returns no money, said without the money's name (the old wap_push_sms, review 40)", () => {
    const refund = "a scheduled message is charged at send time: cancelling it returns nothing (docs/API-DESIGN.md, «Details settled»)";
    expect(
      messages(
        "Статуси, оплата й скасування запланованих повідомлень такі самі, як для звичайних SMS: за `6` undelivered і `7` expired кошти не повертаються, а за `8`, `9` і `10` повертаються.",
        "api/xml/wap_push_sms",
      ),
    ).toEqual([refund]);
    expect(
      messages(
        "Статусы, оплата и отмена запланированных сообщений такие же, как для обычных SMS: за `8`, `9` и `10` возвращаются.",
        "api/xml/wap_push_sms",
        "ru",
      ),
    ).toEqual([refund]);
    expect(
      messages(
        "Заплановане повідомлення оплачується лише в момент надсилання, тож після його скасування повертати нічого.",
        "api/xml/wap_push_sms",
      ),
    ).toEqual([]);
    expect(messages("Скасування запланованих: за `8`, `9` і `10` резерв повертається.", "api/xml/wap_push_sms")).toEqual([]);
  });

  it("«Скасовано» beside a refund says a scheduled message was never charged (the old interface, tariffs and rcs, review 41)", () => {
    const cancelled =
      "«Скасовано» with a refund: a cancelled scheduled message was never charged, say so (docs/CABINET.md, billing: «a scheduled message was never charged, so nothing returns»)";
    expect(messages("| **Відхилено** / **Скасовано** / **Помилка** | Відмова чи скасування | Кошти повертаються |", "interface/")).toEqual([
      cancelled,
    ]);
    expect(
      messages("За повідомлення в статусах **Отклонено**, **Отменено** и **Ошибка** средства возвращаются на баланс.", "client/rcs", "ru"),
    ).toEqual([cancelled]);
    expect(
      messages(
        "| **Відхилено**, **Скасовано**, **Помилка** | Не оплачується: резерв повертається (за заплановане повідомлення нічого не списувалося) |",
        "client/tariffs",
      ),
    ).toEqual([]);
    expect(
      messages("| `cancelled` | Скасовано | не оплачується, резерв (якщо був) повертається |", "api/json/references/message_statuses"),
    ).toEqual([]);
    expect(
      messages("Поки повідомлення чекає, його можна скасувати: статус зміниться на **Скасовано**, а кошти повернуться.", "client/days"),
    ).toEqual([]);
  });

  it("Платежі lists top-ups only: no page sends a reader there for debits or refunds (the old client/balance, review 41)", () => {
    const payments = "Платежі lists top-ups only: debits and refunds are on Баланс (docs/CABINET.md, «Money»)";
    expect(messages("- [Платежі](/client/payments) — історія поповнень, списань і повернень.", "client/balance")).toEqual([payments]);
    expect(
      messages(
        "| Не виден возврат | Возврат автоматический | Проверьте строку возврата в разделе [Платежи](/client/payments) |",
        "client/balance",
        "ru",
      ),
    ).toEqual([payments]);
    expect(messages("- [Платежі](/client/payments) — історія поповнень.", "client/balance")).toEqual([]);
    expect(
      messages(
        "| Перевірте рядок повернення на екрані **Баланс**: розділ [Платежі](/client/payments) показує лише поповнення |",
        "client/balance",
      ),
    ).toEqual([]);
  });

  it("no page names a global refusal list: blacklisted is the account's black list (the old reason tables, review 40)", () => {
    expect(
      messages(
        "| `blacklisted` | Номер у чорному списку акаунта або в глобальному списку відмов | Не надсилайте |",
        "api/json/references/message_statuses",
      ),
    ).toEqual([
      "«глобальному списку»: `blacklisted` is the account's own black list, there is no platform-wide one (contract RejectReason, docs/CABINET.md)",
    ]);
    expect(
      messages("Номер в чёрном списке аккаунта или в глобальном списке отказов.", "api/xml/references/message_status_codes", "ru"),
    ).toHaveLength(1);
    expect(messages("Номер у чорному списку акаунта (діє для всіх каналів і методів).", "api/json/references/message_statuses")).toEqual(
      [],
    );
  });

  it("a scheduled message keeps the tariff of when it was accepted (the old planner priced it at send time)", () => {
    expect(
      messages(
        "Якщо зміниться кількість частин, списано буде стільки, скільки коштуватиме розсилка в момент надсилання.",
        "client/planner",
      ),
    ).toEqual([
      "a scheduled message is charged at send time at the tariff of when it was accepted, not at the send-time price (docs/API-DESIGN.md, «Details settled»)",
    ]);
    expect(messages("Списано будет столько, сколько рассылка будет стоить в момент отправки.", "client/planner", "ru")).toHaveLength(1);
    expect(messages("Кошти списуються в момент надсилання за ціною, чинною на момент планування.", "api/xml/scheduled_sms")).toEqual([]);
  });

  it("the numbers of a page's prose are the same in both locales", () => {
    const pair = (uk: string, ru: string, slug = "api/json/cancel") => [page(uk, slug, "uk"), page(ru, slug, "ru")];
    const run = (uk: string, ru: string, slug?: string) => checkStatedFacts(pair(uk, ru, slug), document, []).map((p) => p.message);
    expect(run("До 1000 ідентифікаторів.", "До 100 идентификаторов.")).toEqual([
      "the numbers in prose differ from content/uk/api/json/cancel.mdx: uk states 1000 more often, ru 100",
    ]);
    expect(run("До 1 000 ідентифікаторів, 0,95 грн.", "До 1000 идентификаторов, 0.95 грн.")).toEqual([]);
    expect(run("Це 73 символи.", "Это 83 символа.", "client/bulk-sms")).toEqual([]);
  });

  it("the contract's uk and ru texts state the same numbers", () => {
    expect(checkContractLocaleNumbers(document)).toEqual([]);
    const doc = { components: { schemas: { Ids: { "x-rules": { uk: "1–1000 ідентифікаторів", ru: "1–100 идентификаторов" } } } } };
    expect(checkContractLocaleNumbers(doc)).toEqual([
      { file: "contract/openapi.yaml", message: "#/components/schemas/Ids/x-rules: the uk and ru texts state different numbers" },
    ]);
  });
});

describe("access and identity follow docs/CABINET.md (review 42)", () => {
  it("an RCS agent's status is masculine (client/rcs said «агент зі статусом **Активне**»)", () => {
    expect(messages("| **Агент** | Бренд | Лише агент зі статусом **Активне** |", "client/rcs")).toEqual([
      "«**Активне**» of an RCS agent: its statuses are masculine, **Активний / Активен**, **Призупинений / Приостановлен** (docs/CABINET.md, RCS)",
    ]);
    expect(messages("| **Агент** | Бренд | Только агент со статусом **Активно** |", "client/rcs", "ru")).toHaveLength(1);
    expect(messages("| **Агент** | Бренд | Лише агент зі статусом **Активний** |", "client/rcs")).toEqual([]);
    expect(messages("Ім'я в статусі **Активне** можна вибрати у формі.", "client/sender-id")).toEqual([]);
  });

  it("a rejected sender-name request does not return to Чернетка by itself (create_sender_id and the admin page said so)", () => {
    expect(messages("Відхилена заявка повертається в статус **Чернетка**: виправте її.", "general/create_sender_id")).toEqual([
      "«повертається в статус **Чернетк»: a rejected sender-name request stays Відхилено with its reason until the client corrects it, which makes it a Чернетка (docs/CABINET.md, «Sender IDs»)",
    ]);
    expect(messages("Отклонённая заявка возвращается клиенту в статус «Черновик».", "admin/sender-id-statistics", "ru")).toHaveLength(1);
    expect(
      messages(
        "Відхилена заявка залишається в статусі **Відхилено**, доки ви її не виправите: виправлена заявка знову стає **Чернеткою**.",
      ),
    ).toEqual([]);
  });

  it("the HTTP/XML API login is the account's e-mail (login said «окремі логін і пароль», api_methods «створіть … логін»)", () => {
    expect(messages("Для HTTP і XML API — окремі логін і пароль з розділу Налаштування API.", "login/index")).toEqual([
      "«окремі логін»: the HTTP/XML API login is the account's e-mail; only the API password is separate (docs/CABINET.md, «Logins»)",
    ]);
    expect(messages("Создайте API-ключ или логин и пароль API.", "api_methods", "ru")).toHaveLength(1);
    expect(messages("Створіть API-ключ або задайте пароль API (логін — e-mail акаунта).", "api_methods")).toEqual([]);
    expect(messages("Пароль API — окремий від пароля входу в кабінет.", "client/api-settings")).toEqual([]);
  });
});

describe("how often to check the balance is one rule, on /api_methods#balance-monitoring", () => {
  const check = (body: string, slug: string, locale: Locale = "uk") =>
    checkBalanceMonitoring([page(body, slug, locale)]).map((p) => p.message);
  const link = "Як часто перевіряти баланс — у правилі [Контроль балансу](/api_methods#balance-monitoring).";

  it("accepts a balance page that links the rule and the rule's own page", () => {
    expect(check(link, "api/json/balance")).toEqual([]);
    expect(check("Для моніторингу запитуйте баланс не частіше ніж раз на 5 хвилин.", "api_methods")).toEqual([]);
    expect(check("Статуси запитуйте не частіше ніж раз на 5–15 хвилин.", "api/json/message_status")).toEqual([]);
  });

  it("reports the three rules the balance pages gave, and a balance page without the link", () => {
    expect(
      check(
        `${link}\n\n- Для моніторингу достатньо одного запиту на хвилину: баланс змінюється лише під час надсилання.`,
        "api/json/balance",
      ),
    ).toEqual(["«на хвилину»: how often to check the balance is stated once, on /api_methods#balance-monitoring; link it"]);
    expect(check("Достаточно проверять баланс раз в несколько минут.", "api/http/balance", "ru")).toEqual([
      "a balance page links the one rule of checking the balance, /api_methods#balance-monitoring",
      "«раз в несколько минут»: how often to check the balance is stated once, on /api_methods#balance-monitoring; link it",
    ]);
    expect(check("Викликайте `balance` за розкладом, наприклад раз на 10–15 хвилин.", "client/balance")).toEqual([
      "«раз на 10–15 хвилин»: how often to check the balance is stated once, on /api_methods#balance-monitoring; link it",
    ]);
  });
});

describe("quiet hours: a cascade has no type of its own (info.x-quiet-hours, review 42b)", () => {
  const rule =
    "a cascade has no type of its own: each step is promotional or service by its channel's rule, and the message waits in `pending` when its first step is promotional (info.x-quiet-hours); say «каскад, перший крок якого рекламний»";

  it("reports «a promotional cascade» on a page (multi_channel said it) and in the contract (MaxPriceAccepted said it)", () => {
    const body = "Для рекламного каскаду, прийнятого в тихі години, — `pending`.";
    expect(checkQuietHoursTerms([page(body, "api/json/multi_channel")], {}).map((p) => p.message)).toEqual([
      `«рекламного каскаду»: ${rule}`,
    ]);
    const contract = { components: { schemas: { X: { description: "`pending` when a promotional cascade is accepted" } } } };
    expect(checkQuietHoursTerms([], contract).map((p) => p.message)).toEqual([
      `#/components/schemas/X/description: «promotional cascade»: ${rule}`,
    ]);
  });

  it("accepts the contract and a cascade whose first step is promotional", () => {
    const body = "Якщо перший крок каскаду рекламний і запит прийнято в тихі години, — `pending`.";
    expect(checkQuietHoursTerms([page(body, "api/json/multi_channel")], document)).toEqual([]);
  });
});

describe("a client timeout a page asks for is what its samples wait (x-client-timeout, else 30 s)", () => {
  const withOperation = (body: string, operation: string, slug: string, locale: Locale = "uk") => ({
    ...page(body, slug, locale),
    raw: `---\ntitle: T\noperation: ${operation}\n---\n\n${body}\n`,
  });
  const check = (body: string, operation: string, slug: string, locale?: Locale) =>
    checkClientTimeouts([withOperation(body, operation, slug, locale)], document).map((p) => p.message);

  it("accepts HLR's 60 s (its x-client-timeout) and MNP's 30 s (the default)", () => {
    expect(check("Встановіть тайм-аут клієнта не менше 60 секунд.", "hlr", "api/json/hlr")).toEqual([]);
    expect(check("Тайм-аут клиента — не меньше 30 секунд.", "mnp", "api/mnp", "ru")).toEqual([]);
  });

  it("reports a timeout its samples do not wait", () => {
    expect(check("Встановіть тайм-аут клієнта не менше 30 секунд.", "hlr", "api/json/hlr")).toEqual([
      "«30 секунд»: a client timeout is what the hlr samples wait, 60 s (its x-client-timeout, else 30 s)",
    ]);
    expect(check("Відповідь займає до 10 секунд, тому тайм-аут клієнта — не менше 120 секунд.", "mnp", "api/mnp")).toEqual([
      "«120 секунд»: a client timeout is what the mnp samples wait, 30 s (its x-client-timeout, else 30 s)",
    ]);
  });
});

describe("a TTL range is one of the contract's (SmsTtl, ChannelTtl, OtpTtl)", () => {
  const known = "3600–259200, 60–86400, 60–900 (SmsTtl, ChannelTtl, OtpTtl)";
  const check = (body: string) => checkTtlRanges([page(body, "api/json/multi_channel")], document).map((p) => p.message);

  it("accepts the contract, its ranges and advice shorter than a limit", () => {
    expect(checkTtlRanges([], document)).toEqual([]);
    expect(check("`ttl`: для `viber` і `rcs` 60–86400, для `sms` 3600–259200; коди 60–900. Для кодів входу TTL 60–120 секунд.")).toEqual(
      [],
    );
    expect(check("`max_age` — 0–86400 секунд: вік результату в кеші.")).toEqual([]);
  });

  it("reports a range that mixes two channels' limits, on a page and in a contract text", () => {
    expect(check("Поле `ttl` кожного кроку — 60–259200 секунд; SMS — 3600–86400.")).toEqual([
      `«60–259200» is no TTL range of the contract: ${known}`,
      `«3600–86400» is no TTL range of the contract: ${known}`,
    ]);
    const copy = structuredClone(document);
    (copy.components.schemas as Record<string, unknown>).X = { "x-rules": { uk: "`ttl` 60–259200 с", ru: "`ttl` 60–259200 с" } };
    expect(checkTtlRanges([], copy).map((p) => p.message)).toEqual([
      `#/components/schemas/X/x-rules/uk: «60–259200» is no TTL range of the contract: ${known}`,
      `#/components/schemas/X/x-rules/ru: «60–259200» is no TTL range of the contract: ${known}`,
    ]);
  });
});

describe("a page that bills `expired` says that one straight from `pending` is free", () => {
  const check = (body: string, slug = "api/json/multi_channel", locale: Locale = "uk") =>
    checkExpiredBilling([page(body, slug, locale)]).map((p) => p.message);
  const message =
    "`expired` is billed here, but the page never says that an `expired` straight from `pending` is free in every channel (contract MessageStatus)";

  it("reports multi_channel's RCS bullet as it was (review 42) and client/balance's sentence", () => {
    expect(check("- **RCS**: оплачуються `delivered`, `read`, `undelivered` і `expired`; `rejected` безкоштовний.")).toEqual([message]);
    expect(
      check("**Не доставлено** и **Срок истёк** для SMS и RCS оплачиваются, потому что оператор уже взял плату.", "client/balance", "ru"),
    ).toEqual([message]);
    // An XML page writes a status as its code and name: api/xml/wap_push_sms said «`7` expired оплачуються» alone.
    expect(check("Як для SMS: `6` undelivered і `7` expired оплачуються, а `8`, `9` і `10` — ні.", "api/xml/wap_push_sms")).toEqual([
      message,
    ]);
    expect(
      check("`6` undelivered і `7` expired оплачуються. Не оплачується `7` expired безпосередньо з `2` pending.", "api/xml/wap_push_sms"),
    ).toEqual([]);
  });

  it("accepts the page once it states the exception, a fallback's billing and a sentence about what is free", () => {
    expect(
      check(
        "- **RCS**: оплачуються `delivered`, `read`, `undelivered` і `expired` після `sent`.\n\nЯкщо каскад отримає `expired` безпосередньо з `pending`, він не оплачується.",
      ),
    ).toEqual([]);
    expect(check("Резервне SMS оплачується окремо, зокрема в статусах **Не доставлено** й **Термін минув**.", "client/viber")).toEqual([]);
    expect(check("- **Viber**: оплачується лише доставлене повідомлення; `undelivered` і `expired` безкоштовні.")).toEqual([]);
  });
});
