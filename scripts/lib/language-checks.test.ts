import { describe, expect, it } from "vitest";
import type { Locale } from "../../site.config";
import type { PageSource } from "./content-checks";
import { checkContractLanguage, checkLanguage, parseTerminology, phrasePattern, readTerminology, type Term } from "./language-checks";

const page = (locale: Locale, body: string, frontMatter = "title: Сторінка"): PageSource => ({
  locale,
  slug: "client/page",
  file: `content/${locale}/client/page.mdx`,
  raw: `---\n${frontMatter}\n---\n\n${body}\n`,
});

const TABLE = [
  "| concept | uk | ru | avoid in uk | avoid in ru |",
  "|---|---|---|---|---|",
  "| account | акаунт | аккаунт | `обліков* запис*` | `учётн* запис*` |",
  "| default | типово | по умолчанию | `за замовчуванням` | — |",
  "| endpoint heading | Метод і адреса | Метод и адрес | `ендпоінт*` | `эндпоинт*` |",
].join("\n");
const terms = parseTerminology(`# Guide\n\nText.\n\n${TABLE}\n\nAfter the table.\n`);

const messages = (locale: Locale, body: string, t: Term[] = terms) => checkLanguage([page(locale, body)], t).map((p) => p.message);

describe("parseTerminology", () => {
  it("reads the rows of the concept | uk | ru | avoid in uk | avoid in ru table", () => {
    expect(terms).toHaveLength(3);
    expect(terms[0]).toEqual({
      concept: "account",
      use: { uk: "акаунт", ru: "аккаунт" },
      avoid: { uk: ["обліков* запис*"], ru: ["учётн* запис*"] },
    });
    expect(terms[1]?.avoid.ru).toEqual([]);
  });

  it("reads the real table in docs/CONTENT.md", () => {
    const real = readTerminology();
    const account = real.find((t) => t.use.uk.startsWith("акаунт"));
    expect(account?.avoid.uk).toContain("обліков* запис*");
    expect(real.find((t) => t.use.uk === "Метод і адреса")?.avoid.ru).toContain("эндпоинт*");
  });

  it("the real table catches the terms the review named, in both locales", () => {
    const real = readTerminology();
    const uk = "Обліковий запис. Країна за замовчуванням. Транзакційне ім'я. ## Ендпоінт {#endpoint} Відправка розсилки.";
    expect(messages("uk", uk, real)).toHaveLength(5);
    expect(messages("uk", "Акаунт. Типова країна. Сервісне ім'я. ## Метод і адреса {#endpoint} Надсилання розсилки.", real)).toEqual([]);
    expect(messages("ru", "Учётная запись. Транзакционное имя. ## Эндпоинт {#endpoint} Тип: ФОП.", real)).toHaveLength(4);
    expect(messages("ru", "Аккаунт. Сервисное имя. ## Метод и адрес {#endpoint} Тип: ФЛП. Страна по умолчанию.", real)).toEqual([]);
  });

  it("the real table catches «відправляє» (the old webhook page) but not «перевідправляються», the resend term", () => {
    const real = readTerminology();
    expect(messages("uk", "Кнопка відправляє подію з тим самим ідентифікатором.", real)).toHaveLength(1);
    expect(messages("uk", "Кнопка надсилає подію. Повідомлення автоматично не перевідправляються.", real)).toEqual([]);
  });

  it("the real table keeps «рахунок / счёт» for invoices: the account's money is «баланс» (the old balance pages)", () => {
    const real = readTerminology();
    expect(messages("uk", "Метод повертає залишок коштів на рахунку, валюту рахунку; автоплатіж поповнить рахунок.", real)).toHaveLength(3);
    expect(messages("ru", "Остаток средств на счёте, валюта счёта. Пополните счёт.", real)).toHaveLength(3);
    expect(messages("uk", "Залишок на балансі, валюта акаунта; поповніть баланс карткою або за рахунком.", real)).toEqual([]);
    expect(messages("ru", "Остаток на балансе, валюта аккаунта; пополните баланс картой или по счёту.", real)).toEqual([]);
  });

  it("the real table names the validity «термін дії (TTL)» / «срок действия (TTL)», as the contract does (the old form pages)", () => {
    const real = readTerminology();
    expect(messages("uk", "Задайте **Термін життя (TTL)**. Статус: сплив строк дії (TTL).", real)).toHaveLength(2);
    expect(messages("ru", "Задайте **Срок жизни (TTL)** до истечения срока жизни.", real)).toHaveLength(2);
    expect(messages("uk", "Задайте **Термін дії (TTL)**; код діє 10 хвилин.", real)).toEqual([]);
    expect(messages("ru", "Задайте **Срок действия (TTL)**; ссылка действует 24 часа.", real)).toEqual([]);
  });

  it("the real table catches «проигрывает» / «програє» for playing a recording (voice/call's ru description)", () => {
    const real = readTerminology();
    expect(messages("ru", "Звонок проигрывает аудиофайл; аудиофайл для проигрывания.", real)).toHaveLength(2);
    expect(messages("uk", "Дзвінок програє запис, і його програно двічі.", real)).toHaveLength(2);
    expect(messages("ru", "Звонок воспроизводит аудиофайл; выигрыш и проигрыш в лотерее.", real)).toEqual([]);
    expect(messages("uk", "Дзвінок відтворює запис; програма і програміст.", real)).toEqual([]);
  });

  it("the real table catches «термін доставки» / «срок доставки» for `ttl` (XSD scheduled_viber, HTTP viber)", () => {
    const real = readTerminology();
    const xsd = [
      '<xs:documentation xml:lang="uk">Термін доставки в секундах</xs:documentation>',
      '<xs:documentation xml:lang="ru">Срок доставки в секундах</xs:documentation>',
      '<xs:documentation xml:lang="uk">Термін дії в секундах</xs:documentation>',
      '<xs:documentation xml:lang="ru">Срок действия в секундах</xs:documentation>',
    ].join("\n");
    expect(checkContractLanguage({}, xsd, real).map((p) => p.line)).toEqual([1, 2]);
  });

  it("the real table makes «сеанс» the one term for a cabinet session (the old settings, visits and profile pages)", () => {
    const real = readTerminology();
    expect(messages("uk", "Сесія завершується після 12 годин бездіяльності; інші сесії буде завершено.", real)).toHaveLength(3);
    expect(messages("ru", "Завершение сессии после 12 часов бездействия.", real)).toHaveLength(2);
    expect(messages("uk", "Сеанс завершується після 12 годин неактивності; інші сеанси буде завершено.", real)).toEqual([]);
    expect(messages("ru", "Сеанс завершается после 12 часов неактивности.", real)).toEqual([]);
  });

  it("the real table catches the column «Час прийому» (the old API report page)", () => {
    const real = readTerminology();
    expect(messages("uk", "Таблиця показує **Час прийому** і статус.", real)).toHaveLength(1);
    expect(messages("uk", "Таблиця показує **Час приймання** і статус; прийом у лікаря.", real)).toEqual([]);
  });

  it("the real table catches the old transfer form's «основний рахунок» and «З рахунку» (the money is a balance)", () => {
    const real = readTerminology();
    const uk = "Залишок основного рахунку. У полі «З рахунку» виберіть субакаунт; не більше за залишок рахунку списання.";
    expect(messages("uk", uk, real)).toHaveLength(3);
    const ru = "Остаток основного счёта. В поле «Со счёта» выберите субаккаунт; не больше остатка счёта списания.";
    expect(messages("ru", ru, real)).toHaveLength(3);
    expect(messages("uk", "Баланс основного акаунта. У полі «Звідки» виберіть субакаунт; оплата на IBAN із рахунку.", real)).toEqual([]);
    expect(messages("ru", "Баланс основного аккаунта. В поле «Откуда» выберите субаккаунт; оплата по счёту.", real)).toEqual([]);
  });

  it("the real table catches the admin report's «Скасувати невідправлені» and the payments page's «поступившие на счёт»", () => {
    const real = readTerminology();
    expect(messages("uk", "Натисніть **Скасувати невідправлені**: відправлені повідомлення лишаться.", real)).toHaveLength(2);
    expect(messages("uk", "Натисніть **Скасувати ненадіслані**; перевідправлення не зміниться.", real)).toEqual([]);
    expect(messages("ru", "Здесь только деньги, поступившие на счёт.", real)).toHaveLength(1);
    expect(messages("ru", "Здесь только деньги, поступившие на баланс; оплата по счёту.", real)).toEqual([]);
  });

  it("the real table catches «регулярні розсилки» for the Planner, which schedules each campaign once (the old bulk-sms and sms-templates, review 41)", () => {
    const real = readTerminology();
    expect(messages("uk", "[Планувальник](/client/planner) — готові тексти й регулярні розсилки.", real)).toHaveLength(1);
    expect(messages("ru", "Шаблон используют для регулярных рассылок по расписанию.", real)).toHaveLength(1);
    expect(
      messages("uk", "Шаблон вибирають у формі розсилки, запланованої на дату й час; тексти, які ви надсилаєте регулярно.", real),
    ).toEqual([]);
  });

  it("reports a masculine «Отклонён» as a status label (statuses are neuter, like «Зачислено»)", () => {
    expect(messages("ru", "| **Отклонён** | Банк не провёл оплату |")).toHaveLength(1);
    expect(messages("ru", "Статусы «Зачислено» и «Отклонён».")).toHaveLength(1);
    expect(messages("ru", "| **Отклонено** | Банк не провёл оплату |; запрос отклонён целиком.")).toEqual([]);
  });

  it("reports a missing table", () => {
    expect(checkLanguage([page("uk", "Текст.")], []).map((p) => p.file)).toEqual(["docs/CONTENT.md"]);
  });
});

describe("phrasePattern", () => {
  it("matches word forms through * and whole words only", () => {
    expect("Дані облікового запису клієнта".match(phrasePattern("обліков* запис*"))?.[0]).toBe("облікового запису");
    expect("ТРАНЗАКЦІЙНЕ".match(phrasePattern("транзакційн*"))).not.toBeNull();
    expect("передобліковий записник".match(phrasePattern("обліков* запис"))).toBeNull();
  });
});

describe("checkLanguage", () => {
  it("reports the reversed limit and suggests the right phrase", () => {
    expect(messages("uk", "Дата не пізніше ніж за 30 днів від поточної.")).toEqual([
      "reversed limit: «не пізніше ніж за 30 днів» → «не більше ніж на 30 днів наперед»",
    ]);
    expect(messages("uk", "Дата пізніше ніж за 30 днів.")).toHaveLength(1);
    expect(messages("uk", "Час далі ніж за 30 днів дає помилку.")).toHaveLength(1);
    expect(messages("ru", "Не позднее чем за 30 дней.")).toHaveLength(1);
    // The old scheduled_viber page: the adjective form hid the same reversed limit.
    expect(messages("uk", "Заплановані повідомлення не бувають пізнішими, ніж за 30 днів від моменту створення.")).toEqual([
      "reversed limit: «пізнішими, ніж за 30 днів» → «не більше ніж на 30 днів наперед»",
    ]);
    expect(messages("ru", "Сообщения не бывают позже, чем за 30 дней.")).toHaveLength(1);
  });

  it("accepts the right limit and a real «before» deadline", () => {
    expect(messages("uk", "Час надсилання — не більше ніж на 30 днів наперед.")).toEqual([]);
    expect(messages("uk", "Не далі ніж через 30 днів від поточного моменту.")).toEqual([]);
    expect(messages("uk", "Подайте заяву не пізніше ніж за 5 днів до початку місяця.")).toEqual([]);
    expect(messages("ru", "Не более чем на 30 дней вперёд.")).toEqual([]);
    expect(messages("ru", "Сообщения не бывают позже чем через 30 дней от момента создания.")).toEqual([]);
  });

  it("reports calques with the replacement, each text once", () => {
    expect(messages("uk", "Відкрийте Звіт по масових SMS.")).toEqual(["calque: «Звіт по масових SMS» → «Звіт про масові SMS»"]);
    expect(messages("uk", "Розділ «Звіт по API» і статистика по операторах.")).toEqual([
      "calque: «Звіт по API» → «Звіт про надсилання через API»",
      "calque: «по операторах» → «за операторами»",
    ]);
    expect(messages("uk", "Оберіть кнопку «Зберегти». Фільтри виключають один одного.")).toHaveLength(2);
    expect(messages("uk", "Знайдено повідомлення з `field` рівним `send_at`.")).toEqual([
      "calque: «рівним `» → «з `field`, що дорівнює `…`»",
    ]);
    expect(messages("ru", "Тип: ФОП (физическое лицо-предприниматель).")).toContain(
      "calque: «физическое лицо-предприниматель» → «физическое лицо — предприниматель»",
    );
  });

  it("accepts the natural forms and a negated promise", () => {
    expect(messages("uk", "Звіт про масові SMS, статистика за операторами, натисніть кнопку «Зберегти».")).toEqual([]);
    expect(messages("uk", "Перевідправлення підвищує шанс доставки, але не гарантує доставку.")).toEqual([]);
    expect(messages("uk", "Перевідправлення гарантує доставку.")).toHaveLength(1);
    expect(messages("ru", "Отчёт по массовым SMS показывает статистику по операторам.")).toEqual([]);
    expect(messages("uk", "Статус з'являється одразу.")).toEqual([]);
    expect(messages("uk", "Рядок являється порожнім.")).toHaveLength(1);
  });

  it("reports a feminine or masculine word before SMS, with the neuter form", () => {
    expect(messages("uk", "Розділ «Масова SMS» і кожна SMS.")).toEqual([
      "SMS is neuter: «Масова SMS» → «масове SMS (SMS середнього роду; або множина масові SMS)»",
      "SMS is neuter: «кожна SMS» → «кожне SMS (SMS середнього роду; або множина кожні SMS)»",
    ]);
    expect(messages("uk", "Надсилайте одну SMS, а резервна SMS піде пізніше.")).toHaveLength(2);
    expect(messages("ru", "Раздел «Одиночная SMS»: входящая SMS.")).toEqual([
      "SMS is neuter: «Одиночная SMS» → «одиночное SMS (SMS среднего рода; или множественное число одиночные SMS)»",
      "SMS is neuter: «входящая SMS» → «входящее SMS (SMS среднего рода; или множественное число входящие SMS)»",
    ]);
  });

  it("leaves nouns before SMS, neuter and plural forms and compounds alone", () => {
    expect(messages("uk", "Ціна SMS, довжина SMS, частина SMS, оплата SMS; масове SMS, одне SMS, масові SMS.")).toEqual([]);
    expect(messages("uk", "Запуск масової SMS-розсилки.")).toEqual([]);
    expect(messages("ru", "Цена SMS, часть SMS, длина SMS; массовое SMS, массовые SMS, массовой SMS-рассылки.")).toEqual([]);
  });

  it("reports the avoided forms of the terminology table in any word form", () => {
    expect(messages("uk", "Дані облікового запису. Країна за замовчуванням.")).toEqual([
      "terminology (docs/CONTENT.md: account): «облікового запису» → «акаунт»",
      "terminology (docs/CONTENT.md: default): «за замовчуванням» → «типово»",
    ]);
    expect(messages("ru", "## Эндпоинт {#endpoint}")).toEqual([
      "terminology (docs/CONTENT.md: endpoint heading): «Эндпоинт» → «Метод и адрес»",
    ]);
    expect(messages("uk", "Дані акаунта, типово Україна. ## Метод і адреса {#endpoint}")).toEqual([]);
    expect(messages("ru", "По умолчанию — Украина, данные аккаунта.")).toEqual([]);
  });

  it("skips code blocks and inline code, checks front matter and diagram labels, reports file:line", () => {
    const body = [
      "Текст без помилок.",
      "",
      "```text",
      "Масова SMS за замовчуванням",
      "```",
      "",
      "Параметр `за замовчуванням` у коді.",
      "",
      "```mermaid",
      'stateDiagram-v2\n  A["Масова SMS"] --> B',
      "```",
    ].join("\n");
    const problems = checkLanguage([page("uk", body, "title: Звіт по масових SMS")], terms);
    expect(problems.map((p) => [p.file, p.line])).toEqual([
      ["content/uk/client/page.mdx", 2],
      ["content/uk/client/page.mdx", 15],
    ]);
  });

  it("reports the editor's calques and accepts their fixes (support, ID format, playback, autopay)", () => {
    expect(messages("uk", "Зверніться в підтримку. Пише у підтримку.")).toEqual([
      "calque: «Зверніться в підтримку» → «зверніться до служби підтримки»",
      "calque: «Пише у підтримку» → «пишіть до служби підтримки»",
    ]);
    expect(messages("uk", "Ідентифікатор виду `job_1`, рядок вигляду `msg_1`.")).toHaveLength(2);
    expect(messages("uk", "Абонент відповів, повідомлення програно.")).toEqual(["calque: «програно» → «відтворено (запис)»"]);
    expect(messages("uk", "Увімкніть автоплатіж, щоб картку поповнювали автоматично.")).toHaveLength(1);
    expect(messages("uk", "Після приведення до формату це той самий номер.")).toHaveLength(1);
    expect(messages("uk", "Події приходять не по порядку.")).toHaveLength(1);
    expect(messages("uk", "Ім'я не активне в операторі одержувача.")).toEqual([
      "calque: «в операторі» → «у мережі оператора / в оператора»",
    ]);
    expect(messages("uk", "Ім'я не активне в мережі оператора; статус в оператора; в операторів.")).toEqual([]);
    expect(messages("ru", "Включите автоплатёж, чтобы карта пополнялась автоматически.")).toHaveLength(1);
    expect(messages("ru", "Платформа принимает письма, отправителя которых можно доказать.")).toHaveLength(1);
    const fixedUk = [
      "Зверніться до служби підтримки. Ідентифікатор у форматі `job_1`. Запис відтворено, програма працює.",
      "Автоплатіж поповнює баланс з картки; мінімальне поповнення карткою — 100 грн. Після зведення до формату.",
      "Події можуть приходити не в тому порядку.",
    ].join(" ");
    expect(messages("uk", fixedUk)).toEqual([]);
    expect(messages("ru", "Обратитесь в поддержку. Баланс пополняется с карты; пополнение картой. Отправитель подтверждён.")).toEqual([]);
  });

  it("«служба підтримки» also after «до» and in «назвіть підтримці» (the old status reference and API report)", () => {
    expect(messages("uk", "Звертаючись до підтримки, додайте request_id. Поле request_id назвіть підтримці.")).toEqual([
      "unnatural phrasing: «Звертаючись до підтримки» → «зверніться / пишіть до служби підтримки»",
      "unnatural phrasing: «назвіть підтримці» → «повідомте службі підтримки»",
    ]);
    expect(messages("ru", "Поле request_id назовите поддержке.")).toHaveLength(1);
    expect(messages("uk", "Звертаючись до служби підтримки, повідомте службі підтримки request_id.")).toEqual([]);
    expect(messages("ru", "Сообщите в службу поддержки request_id.")).toEqual([]);
  });

  it("reports the Russian review's calques (proof, Viber delivery, «отклоняются со статусом», operator names) and accepts their fixes", () => {
    expect(messages("ru", "Доказательство, что имя ваше; нет доказательства права на бренд.")).toEqual([
      "calque: «Доказательство, что» → «подтверждение того, что»",
      "calque: «доказательства права» → «подтверждение права»",
    ]);
    expect(messages("ru", "Резервное SMS тем, кому Viber не доставлен.")).toEqual([
      "calque: «Viber не доставлен» → «сообщение в Viber не доставлено»",
    ]);
    expect(messages("ru", "Сообщения отклоняются со статусом **Отклонено**.")).toHaveLength(1);
    expect(messages("ru", "Регистрация в Киевстар и Vodafone Украина.")).toEqual([
      "calque: «Vodafone Украина» → «Vodafone Ukraine (как в кабинете)»",
      "calque: «Киевстар» → «Kyivstar (как в кабинете)»",
    ]);
    const fixedRu = [
      "Подтверждение того, что имя ваше; подтверждение права на бренд; это можно доказывать долго.",
      "Резервное SMS тем, кому сообщение в Viber не доставлено; сообщение в Viber не доставлено.",
      "Сообщения получают статус **Отклонено** с причиной `sender_not_approved`; статус отклонения.",
      "Регистрация у Kyivstar, Vodafone Ukraine и lifecell.",
    ].join(" ");
    expect(messages("ru", fixedRu)).toEqual([]);
  });

  it("reports «з» before a sibilant, tautologies and «письмо e-mail», not the correct forms", () => {
    expect(messages("uk", "Номери з зайвими цифрами, сторінка з сайту, лише з сервера, з журналу.")).toEqual([
      "unnatural phrasing: «з зайвими» → «із / зі (перед з, с, ш, щ, ж)»",
      "unnatural phrasing: «з сайту» → «із / зі (перед з, с, ш, щ, ж)»",
      "unnatural phrasing: «з сервера» → «із / зі (перед з, с, ш, щ, ж)»",
      "unnatural phrasing: «з журналу» → «із / зі (перед з, с, ш, щ, ж)»",
    ]);
    expect(messages("uk", "Номери із зайвими цифрами, зі списку, з картки, з'єднання, `з` `сайту`.")).toEqual([]);
    expect(messages("ru", "Получатели могут получить сообщение дважды, и получатель получит дубликаты.")).toHaveLength(2);
    expect(messages("ru", "Сообщение может прийти получателям дважды; получатели, получившие SMS.")).toEqual([]);
    expect(messages("uk", "Одержувачі одержать SMS двічі.")).toHaveLength(1);
    // CONTENT.md's own example: «одержувачі можуть отримати» (the other root of the same verb).
    expect(
      messages("uk", "Одержувачі можуть отримати SMS двічі, одержувач отримає дублікати, а одержувач отримує їх одразу."),
    ).toHaveLength(3);
    expect(messages("uk", "Повідомлення надійде одержувачам двічі.")).toEqual([]);
    expect(messages("ru", "Метод — обычное письмо e-mail (SMTP).")).toEqual([
      "unnatural phrasing: «письмо e-mail» → «письмо / электронное письмо»",
    ]);
    expect(messages("uk", "Звичайний лист e-mail.")).toHaveLength(1);
    expect(messages("uk", "На підробленому чи застарілому запиті відповідайте 401.")).toEqual([
      "unnatural phrasing: «На підробленому чи застарілому запиті відповідайте» → «на … запит відповідайте»",
    ]);
    expect(messages("uk", "На підроблений чи застарілий запит відповідайте 401; у запиті відповідь.")).toEqual([]);
    expect(
      messages("uk", "| Колонка | Що показує |\n|---|---|\n| **Відправник** | Ім'я відправника |\n| Відправник | Альфа-ім'я |"),
    ).toHaveLength(2);
    expect(messages("ru", "| Колонка | Что показывает |\n|---|---|\n| **Отправитель** | Имя отправителя |")).toHaveLength(1);
    expect(
      messages(
        "uk",
        "| Колонка | Що показує |\n|---|---|\n| **Ім'я відправника** | Ім'я |\n| Відправник листа | Адреса |\n\nВідправник листа — ви.",
      ),
    ).toEqual([]);
    expect(messages("ru", "| Поле | Значение |\n|---|---|\n| Отправитель письма | Адрес |")).toEqual([]);
    // «`channel` рівний `sms`» is the Russian «равный»; Ukrainian says the field gets the value.
    expect(messages("uk", "Повідомлення отримує `channel` рівний `sms`, а поле рівне `null`.")).toHaveLength(2);
    expect(messages("uk", "Поле `channel` отримує значення `sms`; `reason` дорівнює `null`; рівний доступ.")).toEqual([]);
    expect(messages("uk", "Листи, відправника яких можна довести.")).toHaveLength(1);
    expect(messages("uk", "Це можна довести до відома клієнта.")).toEqual([]);
    expect(messages("ru", "Электронное письмо; письма e-mail-рассылки; адрес e-mail.")).toEqual([]);
    expect(messages("uk", "Уся пошта: листи e-mail-розсилки, адреса e-mail.")).toEqual([]);
  });

  it("reports emoji as masculine or feminine (it is neuter) in both locales", () => {
    expect(messages("uk", "69 літер і один емодзі; кожна емодзі.")).toHaveLength(2);
    expect(messages("ru", "Одна буква или один эмодзи; ни один эмодзи.")).toHaveLength(2);
    expect(messages("uk", "Одне емодзі, будь-яке емодзі, кирилиця та емодзі, одного емодзі, більшість емодзі.")).toEqual([]);
    expect(messages("ru", "Одно эмодзи, любое эмодзи, кириллица и эмодзи, большинство эмодзи.")).toEqual([]);
  });

  it("reports the support calque behind a link, «збільште» and «в обох мовах», not the correct forms", () => {
    expect(messages("uk", "Клієнт пише в [підтримку](/admin/support). Зверніться в службу підтримки.")).toEqual([
      "unnatural phrasing: «пише в [підтримку» → «зверніться / пишіть до служби підтримки»",
      "unnatural phrasing: «Зверніться в службу підтримки» → «зверніться / пишіть до служби підтримки»",
    ]);
    expect(messages("uk", "Пише до [служби підтримки](/admin/support); відповіді потрапляють у [Підтримку](/admin/support).")).toEqual([]);
    expect(messages("uk", "Збільште TTL або зменште суму.")).toEqual([
      "unnatural phrasing: «Збільште» → «збільшіть / зменшіть»",
      "unnatural phrasing: «зменште» → «збільшіть / зменшіть»",
    ]);
    expect(messages("uk", "Збільшіть TTL, зменшіть суму; збільшення тексту.")).toEqual([]);
    expect(messages("uk", "Перевірте меню в обох мовах.")).toHaveLength(1);
    expect(messages("uk", "Перевірте меню обома мовами в обох мовних версіях.")).toEqual([]);
  });

  it("reports a decimal point in a price in prose (the old sms_price page), not in code", () => {
    expect(messages("uk", "«складатиметься з 2 частин і коштуватиме 3.80 грн»")).toEqual([
      "unnatural phrasing: «3.80 грн» → «десяткова кома: 0,95 грн»",
    ]);
    expect(messages("ru", "часть стоит 0.95 грн.")).toHaveLength(1);
    expect(messages("uk", "Частина коштує 0,95 грн; відповідь `OK;msg_2Hd5Tq7LmS;1;0.95 UAH`.")).toEqual([]);
  });

  it("reports the 41d review's calques in uk (the webhook, voice and WhatsApp pages) and accepts their fixes", () => {
    const uk = [
      "Вебхук надходить при кожній зміні статусу.",
      "Дзвінки здійснюються лише з 09:00 до 20:00.",
      "Якщо номер не користується WhatsApp, іде SMS.",
      "Повідомлення відхиляються зі статусом `rejected`.",
    ].join(" ");
    expect(messages("uk", uk)).toEqual([
      "calque: «при кожній» → «щоразу, коли … / під час кожної …»",
      "calque: «здійснюються» → «дієслово дії: дзвінки відбуваються, платформа надсилає (не «здійснюється»)»",
      "calque: «номер не користується» → «номер не зареєстровано у Viber / WhatsApp»",
      "calque: «відхиляються зі статусом» → «отримують статус … з причиною …»",
    ]);
    const fixed =
      "Вебхук надходить щоразу, коли змінюється статус. Дзвінки відбуваються з 09:00. Номер не зареєстровано у WhatsApp. Повідомлення отримують статус `rejected`.";
    expect(messages("uk", fixed)).toEqual([]);
    expect(messages("ru", "Если номер не пользуется Viber, уходит SMS.")).toEqual([
      "calque: «номер не пользуется» → «номер не зарегистрирован в Viber / WhatsApp»",
    ]);
    expect(messages("ru", "Если номер не зарегистрирован в Viber, уходит SMS.")).toEqual([]);
  });

  it("reports «не приймається повністю» (reads as “accepted in part”), but not «ще не надіслано повністю»", () => {
    expect(messages("uk", "Якщо номер хибний, запит не приймається повністю. Лист не вдалося обробити цілком.")).toHaveLength(2);
    expect(messages("ru", "Документ не принимается целиком. Письмо не удалось обработать целиком.")).toHaveLength(2);
    expect(messages("uk", "Увесь запит відхиляється; розсилку ще не надіслано повністю; запит відхиляється повністю.")).toEqual([]);
    expect(messages("ru", "Весь запрос отклоняется; рассылка ещё не отправлена полностью.")).toEqual([]);
  });

  it("reports a plural verb after «більшість» and «повертати нічого», not the singular or a negated «нічого»", () => {
    expect(messages("uk", "Більшість SMS отримують статус. Більшість сучасних Android-смартфонів типово блокують їх.")).toEqual([
      "unnatural phrasing: «Більшість SMS отримують» → «більшість … займає / отримує (присудок в однині)»",
      "unnatural phrasing: «Більшість сучасних Android-смартфонів типово блокують» → «більшість … займає / отримує (присудок в однині)»",
    ]);
    expect(messages("uk", "Більшість SMS отримує статус. Більшість одержувачів, які читають Viber, задоволені.")).toEqual([]);
    expect(messages("uk", "Гроші ще не списано, тож і повертати нічого.")).toEqual([
      "unnatural phrasing: «повертати нічого» → «нема чого + інфінітив: «нема чого повертати»»",
    ]);
    expect(messages("uk", "Тож і повертати нема чого. Не треба робити нічого.")).toEqual([]);
  });

  it("reports «оплачується за статусом», money back «за статуси / коди» and «считается за 2», not the fixes", () => {
    expect(messages("uk", "Viber оплачується лише за статусом `delivered`. Резерв повертається за коди `8` і `9`.")).toHaveLength(2);
    expect(messages("uk", "Viber оплачується лише в статусі `delivered`. Резерв повертається за повідомлення з кодами `8`.")).toEqual([]);
    const ru = "Viber оплачивается только при статусе `read`. Возврат средств за статусы `rejected`. Эмодзи считается за 2 символа.";
    expect(messages("ru", ru)).toHaveLength(3);
    expect(messages("ru", "Символы в GSM-7 считаются за два.")).toHaveLength(1);
    const ruFixed =
      "Viber оплачивается в статусе `read`. Возврат средств за сообщения в статусах `rejected`. Считается как 2 символа; плата за сутки.";
    expect(messages("ru", ruFixed)).toEqual([]);
  });

  it("the real table keeps «статус» for a message's intermediate and final status (the XML status reference)", () => {
    const real = readTerminology();
    expect(messages("uk", "XML API передає стан кожного повідомлення кодом; це проміжний стан, коди фінальних станів.", real)).toHaveLength(
      3,
    );
    expect(messages("ru", "Промежуточное состояние; финальных состояний; состояние каждого сообщения.", real)).toHaveLength(3);
    expect(messages("uk", "Стан повідомлення — як у message_status; проміжний статус; стан пакета `done`.", real)).toEqual([]);
    expect(messages("ru", "Состояние сообщения — как в message_status; промежуточный статус.", real)).toEqual([]);
  });

  it("the real table makes «приймання» the one term for the platform accepting a request (uk)", () => {
    const real = readTerminology();
    expect(messages("uk", "Аудіо завантажується під час прийняття запиту; ціна на момент прийняття.", real)).toHaveLength(2);
    expect(messages("uk", "Аудіо завантажується під час приймання запиту; лист «Підтвердження приймання»; прийняття умов.", real)).toEqual(
      [],
    );
    // The Email-to-SMS reply letter is named for the same act (ru «Подтверждение приёма»).
    expect(messages("uk", "Перший лист — «Підтвердження прийняття», у підтвердженні прийняття видно ціну.", real)).toHaveLength(2);
  });

  it("the real table makes «статус акаунта» the one term for the account's Новий / Активний / … status", () => {
    const real = readTerminology();
    expect(
      messages("uk", "Картка показує стан акаунта; акаунт переходить у стан **Призупинений**, а акаунт має стан **Активний**.", real),
    ).toHaveLength(3);
    expect(messages("ru", "Карточка показывает состояние аккаунта; аккаунт находится в состоянии **Активный**.", real)).toHaveLength(2);
    expect(
      messages("uk", "Картка показує статус акаунта; акаунт переходить у статус **Призупинений**; стан номера; стандартний акаунт.", real),
    ).toEqual([]);
    expect(messages("ru", "Статус аккаунта **Активный**; состояние номера; аккаунт в статусе **Новый**.", real)).toEqual([]);
  });

  it("the real table spells the operators as the cabinet does (Kyivstar, Vodafone Ukraine)", () => {
    const real = readTerminology();
    expect(messages("uk", "Реєстрація в Київстар і Vodafone Україна.", real)).toHaveLength(2);
    expect(messages("uk", "Реєстрація в Kyivstar, Vodafone Ukraine і lifecell.", real)).toEqual([]);
  });

  it("the real table makes субакаунт / субаккаунт the one term for a sub-account", () => {
    const real = readTerminology();
    expect(messages("uk", "Запит із даними субрахунку. Якщо ви працюєте із субрахунками.", real)).toHaveLength(2);
    expect(messages("ru", "Запрос с данными субсчёта; у каждого субсчета.", real)).toHaveLength(2);
    expect(messages("uk", "Переказ між основним акаунтом і субакаунтами; баланс основного акаунта.", real)).toEqual([]);
    expect(messages("ru", "Перевод между основным аккаунтом и субаккаунтами; баланс основного аккаунта.", real)).toEqual([]);
  });
});

describe("checkContractLanguage", () => {
  it("holds the contract's uk and ru texts, which pages render as prose, to the same rules", () => {
    const openapi = {
      paths: {
        "/http/send_sms": {
          post: {
            "x-errors": [
              { code: "insufficient_funds", action: { uk: "Поповніть баланс або зменште кількість номерів.", ru: "Пополните баланс." } },
            ],
          },
        },
      },
      components: { schemas: { Otp: { "x-description": { uk: "Номер сесії входу; поле `сесії` у коді", ru: "Номер сессии входа" } } } },
    };
    const xsd = [
      '<xs:documentation xml:lang="uk">Одержувачі отримають SMS двічі</xs:documentation>',
      '<xs:documentation xml:lang="ru">Получатели получат SMS дважды</xs:documentation>',
      '<when xml:lang="uk">Документ приймається під час приймання запиту</when>',
    ].join("\n");
    const found = checkContractLanguage(openapi, xsd, readTerminology());
    expect(found.map((p) => `${p.file}${p.line ? `:${p.line}` : ""} ${p.message.split(":")[0]}`)).toEqual([
      "contract/openapi.yaml #/paths//http/send_sms/post/x-errors[0]/action/uk",
      "contract/openapi.yaml #/components/schemas/Otp/x-description/uk",
      "contract/openapi.yaml #/components/schemas/Otp/x-description/ru",
      "contract/schema.xsd:1 unnatural phrasing",
      "contract/schema.xsd:2 unnatural phrasing",
    ]);
    expect(
      checkContractLanguage(
        { a: { uk: "Поповніть баланс або зменшіть кількість номерів.", ru: "Номер попытки входа" } },
        "",
        readTerminology(),
      ),
    ).toEqual([]);
  });
});
