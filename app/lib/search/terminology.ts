/**
 * The domain terminology readers meet these docs with, as data: the words readers type and the
 * words the pages use for the same thing, in both languages (readers type Russian on the Ukrainian
 * site and the other way round). Candidates came from the pages' own titles, headings and terms,
 * paired with their everyday equivalents; terminology.test.ts checks every entry against the content.
 *
 * - `words`: one group; a query word of any of them also matches all the others.
 * - `means`: one way only: a query word from `words` also matches these (the page's word), but a
 *   query with the page's word is not widened («заблокувати» finds «чорний список», not the reverse).
 *
 * Words are matched by their stem in the locale's analyzer, so one form per word is enough, and
 * single words only (a query is matched word by word). Apostrophes are dropped (see foldWord).
 *
 * `phrases`: set expressions whose words mean something else together than apart («акт виконаних
 * робіт» is the page's «акт наданих послуг», «код підтвердження» is an OTP). When a query has the
 * phrase's words next to each other (stop words aside), each of them also matches the `means` words.
 */

import type { Locale } from "../../../site.config";

export type TermKind = "transliteration" | "abbreviation" | "cross-language" | "family" | "synonym" | "misspelling" | "english";

export interface TermEntry {
  kind: TermKind;
  /** Only for this locale's pages (irregular forms of one language). */
  locale?: Locale;
  words: readonly string[];
  means?: readonly string[];
}

export interface PhraseEntry {
  kind: TermKind;
  /** The words of the expression, in order; `a/b` at one place: either word (the other language's, say). */
  phrase: readonly string[];
  /** What each word of the phrase also matches when the whole phrase is in the query. */
  means: readonly string[];
}

const phrase = (kind: TermKind, words: string, means: string): PhraseEntry => ({
  kind,
  phrase: words.split(/\s+/).filter(Boolean),
  means: means.split(/\s+/).filter(Boolean),
});
const group = (kind: TermKind, words: string): TermEntry => ({ kind, words: words.split(/\s+/).filter(Boolean) });
const oneWay = (kind: TermKind, words: string, means: string): TermEntry => ({
  ...group(kind, words),
  means: means.split(/\s+/).filter(Boolean),
});

export const terminology: readonly TermEntry[] = [
  // Product and channel names typed the way they are said.
  group("transliteration", "viber вайбер вайбір вайбера"),
  group("transliteration", "webhook вебхук вебхука вебхуки"),
  group("transliteration", "whatsapp вотсап ватсап вацап"),
  group("transliteration", "telegram телеграм телеграмм"),
  group("transliteration", "sms смс эсэмэс"),
  group("transliteration", "api апі апи"),
  group("transliteration", "hlr хлр"),
  group("transliteration", "rcs рцс"),
  group("transliteration", "otp отп"),
  group("transliteration", "json джсон джейсон"),
  group("transliteration", "xml ксмл хмл"),
  group("transliteration", "email емейл імейл имейл мейл емайл"),
  group("transliteration", "mnp мнп"),
  group("transliteration", "push пуш"),
  group("transliteration", "idempotency ідемпотентність идемпотентность"),
  group("transliteration", "excel ексель эксель"),
  group("transliteration", "seo сео"),
  group("transliteration", "footer футер"),
  group("transliteration", "kyivstar київстар киевстар"),
  group("transliteration", "vodafone водафон"),
  group("transliteration", "lifecell лайфселл лайфсел"),
  group("transliteration", "callback колбек колбэк"),
  group("transliteration", "hmac хмак"),
  // Irregular forms no suffix-stripping stemmer joins.
  { ...group("family", "імя імені імена іменем імен"), locale: "uk" },
  { ...group("family", "имя имени имена именем имен"), locale: "ru" },
  // Word families and their uk↔ru counterparts.
  group("family", "відправка відправлення відправити надсилання надіслати отправка отправление отправить"),
  group("family", "розсилка розсилки рассылка рассылки"),
  group("cross-language", "багатоканальне багатоканальна мультиканальна многоканальная мультиканальная многоканальное"),
  group("cross-language", "перевідправлення перевідправка переотправка переотправкой"),
  group("family", "скасування скасувати видалити видалення отмена отменить удалить удаление delete"),
  group("cross-language", "звіт звіти отчет отчеты"),
  group("cross-language", "вивантажити вивантаження експорт выгрузить выгрузка экспорт"),
  group("cross-language", "реєстрація зареєструватися регистрация зарегистрироваться"),
  group("cross-language", "акаунт аккаунт"),
  group("cross-language", "вхід увійти вход войти логін логин"),
  group("cross-language", "двофакторна двухфакторная двоетапна двухэтапная"),
  group("cross-language", "кошти гроші средства деньги"),
  group("cross-language", "поповнення поповнити пополнение пополнить"),
  group("cross-language", "автоплатіж автоплатеж автопоповнення автопополнение"),
  group("cross-language", "переказ переказати перевод перевести перекинути перекинуть"),
  group("cross-language", "залишок остаток"),
  group("cross-language", "документообіг документооборот едо эдо"),
  group("cross-language", "тарифи тарифы"),
  group("cross-language", "чорний черный"),
  group("cross-language", "одержувачі получатели"),
  group("cross-language", "очищення очистка очистити очистить"),
  group("cross-language", "планувальник планировщик"),
  group("cross-language", "запланувати запланировать"),
  group("cross-language", "запит запити запрос запросы"),
  group("family", "відхилити відхилено відхилили відхилення отклонить отклонено отклонили отклонение"),
  group("family", "блокування заблоковано блокировка заблокировано"),
  group("family", "довгий довге довгі довжина длинный длинное длина"),
  group("cross-language", "голосова голосовий голосовая голосовой"),
  group("cross-language", "дзвінок дзвінки звонок звонки"),
  group("cross-language", "вхідні входящие"),
  group("cross-language", "підтримка поддержка"),
  group("cross-language", "відвідування посещения"),
  group("cross-language", "замовник заказчик"),
  group("cross-language", "одноразовий одноразовый"),
  group("cross-language", "підпис подпись"),
  group("cross-language", "шаблон шаблони шаблоны"),
  group("cross-language", "змінні переменные"),
  group("cross-language", "зображення изображение картинка картинки"),
  group("cross-language", "кнопка кнопкою кнопкой"),
  group("cross-language", "відповіді ответы"),
  group("cross-language", "статистика статистики"),
  group("cross-language", "довідник справочник"),
  group("cross-language", "країн стран"),
  group("cross-language", "налаштування настройки"),
  group("cross-language", "масова массовая"),
  group("cross-language", "одиночна одиночная"),
  group("cross-language", "вартість стоимость"),
  // Everyday words for what the pages name otherwise.
  oneWay("synonym", "заблокувати заблокировать блокувати блокировать блеклист блэклист blacklist", "чорний черный"),
  oneWay("synonym", "техпідтримка техподдержка саппорт support хелпдеск", "підтримка поддержка"),
  oneWay("synonym", "прайс расценки розцінки", "тарифи тарифы"),
  oneWay("synonym", "коштує стоит ціна цена", "вартість стоимость тарифи тарифы"),
  oneWay("synonym", "акт акти акты закриваючі закривальні закрывающие", "документи документы"),
  oneWay("synonym", "юрлицо юрлица юрособа юрособи", "юридичних юридических"),
  oneWay("synonym", "закінчаться закінчилися закончатся закончились", "вистачає хватает"),
  oneWay("synonym", "вимкнути відключити выключить отключить", "вимкнення выключение"),
  oneWay("synonym", "персоналізація персонализация", "змінні переменные"),
  oneWay("synonym", "дубль дублі дубли дублікат дубликат", "ідемпотентність идемпотентность дублікати дубликаты"),
  oneWay("synonym", "абонплата", "абонентська абонентская"),
  oneWay("synonym", "вночі ночью нічні ночные", "тихі тихие"),
  oneWay("synonym", "обзвон обдзвін автодзвінок автозвонок автообзвон", "дзвінки звонки автоматичні автоматические"),
  oneWay("synonym", "продиктувати продиктовать озвучити озвучить", "голосовий голосовой диктує диктует"),
  oneWay("synonym", "2way двостороння двусторонняя", "відповіді ответы"),
  oneWay("synonym", "списуються списується списання списываются списывается списание", "оплата оплачується оплачивается"),
  oneWay("synonym", "розбивається розбивати розбиває ділиться разбивается разбивать разбивает делится", "частини части"),
  oneWay("synonym", "трафік трафик", "відвідування посещения"),
  oneWay("synonym", "тікет тікети тикет тикеты", "звернення обращения"),
  oneWay("synonym", "альфа альфаім'я альфаимя", "відправника отправителя"),
  oneWay("synonym", "пошта почта пошти почты", "email"),
  oneWay("synonym", "особистий личный", "кабінет кабинет"),
  oneWay("synonym", "мультиканальна мультиканальная каскадна каскадная", "каскад"),
  oneWay("synonym", "відкладена відкладене отложенная отложенное", "запланувати запланировать"),
  oneWay("synonym", "статистика статистику", "звіт отчет"),
  oneWay("synonym", "невалідні невалидные неіснуючі несуществующие", "недійсні недействительные"),
  oneWay("synonym", "служба", "підтримка поддержка"),
  group("synonym", "невірний неправильний хибний неверный неправильный"),
  // Terms the pages replaced (docs/CONTENT.md, "Language and terminology") that readers still type.
  { ...oneWay("synonym", "замовчуванням умолчанию", "типово типове типова"), locale: "uk" },
  { ...oneWay("synonym", "замовчуванням", "умолчанию"), locale: "ru" },
  { ...oneWay("synonym", "типове типово типова типовий", "умолчанию"), locale: "ru" },
  oneWay("synonym", "обліковий облікового учетная учетной", "акаунт аккаунт"),
  oneWay("synonym", "транзакційне транзакційні транзакционное транзакционные transactional", "сервісне сервисное"),
  oneWay("synonym", "ендпоінт ендпоинт эндпоинт endpoint", "адреса адрес"),
  group("cross-language", "фоп флп"),
  oneWay("synonym", "перевідправка перевідправлення переотправка переотправкой", "резервне резервное"),
  oneWay("abbreviation", "адмін админ адмінка админка", "адміністратор администратор"),
  // English terms of the trade (what developers and marketers type) → the docs' own words, one way.
  oneWay("english", "dlr dlrs", "доставку доставке статуси статусы вебхук"),
  oneWay("english", "delivery delivered", "доставка доставлено"),
  oneWay("english", "report reports", "звіт отчет"),
  oneWay("english", "mfa 2fa twofactor totp", "двофакторна двухфакторная"),
  oneWay("english", "optout unsubscribe unsubscribed stoplist", "чорний черный"),
  oneWay("english", "topup", "поповнення пополнение"),
  oneWay("english", "senderid alphaname", "відправника отправителя"),
  oneWay("english", "callback callbacks колбек колбэк", "вебхук"),
  oneWay("english", "invoice invoices", "рахунок счет документи документы"),
  oneWay("english", "pricing prices pricelist", "тарифи тарифы вартість стоимость"),
  oneWay("english", "inbound incoming", "вхідні входящие"),
  oneWay("english", "schedule scheduling", "запланувати запланировать планувальник планировщик"),
  oneWay("english", "bulk mass", "масова массовая"),
  oneWay("english", "fallback failover", "резервне резервное"),
  oneWay("english", "token apikey key keys", "ключ"),
  oneWay("english", "limit limits ratelimit throttling", "ліміт лимит"),
  oneWay("english", "portability ported", "перенесення переноса"),
  oneWay("english", "contacts", "одержувачі получатели адресні адресные"),
  oneWay("english", "signup register registration", "реєстрація регистрация"),
  oneWay("english", "signin login", "вхід вход"),
  oneWay("english", "autopay autopayment autotopup", "автоплатіж автоплатеж"),
  oneWay("english", "whitelist allowlist", "дозволених разрешенных"),
  oneWay("english", "quiet", "тихі тихие"),
  oneWay("english", "template templates", "шаблон шаблони шаблоны"),
  oneWay("english", "image picture", "зображення изображение"),
  oneWay("english", "password", "пароль"),
  oneWay("english", "lookup", "перевірка проверка"),
  oneWay("english", "statistics stats analytics", "статистика"),
  oneWay("english", "recipients", "одержувачі получатели"),
  oneWay("english", "error errors", "помилки ошибки"),
  oneWay("english", "transfer", "переказ перевод"),
  oneWay("english", "duplicate duplicates dedupe dedup deduplicate deduplication", "дублікати дубликаты повторювані повторяющиеся"),
  oneWay("english", "alpha alphanumeric", "відправника отправителя"),
  oneWay("english", "holiday holidays weekend weekends", "святкові праздничные вихідні выходные"),
  oneWay("english", "timezone timezones", "часовий часовой"),
  oneWay("english", "subaccount subaccounts", "субакаунт субаккаунт"),
  oneWay("english", "carrier carriers", "оператор"),
  oneWay("english", "throughput tps", "ліміт лимит"),
  oneWay("english", "segment segments parts multipart", "частини части"),
  oneWay("english", "batch batches", "пакет"),
  oneWay("english", "forgot forgotten recover recovery", "відновлення восстановление"),
  oneWay("english", "tts speech", "синтез"),
  oneWay("english", "verification verify", "підтвердження подтверждения"),
  oneWay("english", "history", "історія история"),
  oneWay("english", "contract agreement", "договір договор"),
  oneWay("english", "group groups", "групи группы"),
  oneWay("english", "cascade", "каскад"),
  oneWay("english", "remove", "видалити удалить"),
  oneWay("english", "cost costs", "вартість стоимость тарифи тарифы"),
  oneWay("english", "moderation approval approve approved", "модерація модерация"),
  oneWay("english", "button buttons", "кнопка"),
  oneWay("english", "card cards", "картка карточка"),
  oneWay("english", "reply replies", "відповіді ответы"),
  oneWay("english", "cancel cancellation", "скасування отмена"),
  oneWay("english", "encoding unicode", "кодування кодировка"),
  oneWay("english", "test testing", "тестові тестовые"),
  oneWay("english", "retry retries", "повторні повторные"),
  oneWay("english", "event events", "події события"),
  oneWay("english", "characters chars", "символів символов"),
  // Common misspellings that typo tolerance (one edit) does not reach or reaches too widely.
  oneWay("misspelling", "вибер вайбир", "viber"),
  oneWay("misspelling", "регестрация реестрация зарегестрироваться реєстрацыя", "регистрация реєстрація"),
  oneWay("misspelling", "пороль", "пароль"),
];

export const phrases: readonly PhraseEntry[] = [
  phrase("synonym", "виконаних/выполненных робіт/работ", "наданих послуг оказанных услуг"),
  phrase("synonym", "закривальні/закриваючі/закрывающие документи/документы", "акти акты"),
  phrase("synonym", "код/коди/коды підтвердження/подтверждения", "otp одноразовий одноразовый"),
  phrase("synonym", "одноразовий/одноразовый пароль", "otp код"),
  phrase(
    "synonym",
    "каскадна/каскадная/мультиканальна/мультиканальная/багатоканальна/многоканальная розсилка/рассылка",
    "каскад багатоканальне відправлення многоканальная отправка",
  ),
  phrase("synonym", "звіт/отчет про/о доставку/доставке", "статус статуси статусы"),
  phrase("english", "delivery report/reports/receipt", "статуси статусы вебхук"),
  phrase("english", "opt out", "чорний черный"),
  phrase("english", "top up", "поповнення пополнение"),
  phrase("english", "sender id", "відправника отправителя"),
  phrase("english", "rate limit/limits/limiting", "ліміт лимит"),
  phrase("english", "sign up", "реєстрація регистрация"),
  phrase("english", "sign/log in", "вхід вход"),
  phrase("english", "auto top up", "автоплатіж автоплатеж"),
  phrase("english", "auto payment", "автоплатіж автоплатеж"),
  phrase("english", "address book/books", "адресні адресные"),
  phrase("english", "quiet hours", "тихі тихие"),
  phrase("english", "number portability", "перенесення переноса"),
  phrase("synonym", "одному/одном/одним запиті/запросе/запитом/запросом", "пакет пакета розмір размер"),
  phrase("english", "one time password/code", "otp одноразовий одноразовый"),
  phrase("english", "stop list", "чорний черный"),
  phrase("english", "phone/phones number/numbers", "номер"),
];
