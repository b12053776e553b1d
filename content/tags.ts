/**
 * What readers see of a tag: its label and a one-line description in each locale. Pages name
 * tags by slug in their front matter (`tags: [balance, whats-app]`) and the slug stays in the URL
 * (`/tags/whats-app`); a slug missing here is shown as it is.
 */
import type { Locale } from "../site.config";

export interface TagDefinition {
  label: Record<Locale, string>;
  description: Record<Locale, string>;
}

export const tagDefinitions: Record<string, TagDefinition> = {
  sms: {
    label: { uk: "SMS", ru: "SMS" },
    description: {
      uk: "Надсилання SMS із кабінету та через API, довжина повідомлень, статуси та звіти.",
      ru: "Отправка SMS из кабинета и через API, длина сообщений, статусы и отчёты.",
    },
  },
  status: {
    label: { uk: "Статуси доставки", ru: "Статусы доставки" },
    description: {
      uk: "Як дізнатися, що сталося з повідомленням: статуси доставки, звіти та вебхуки.",
      ru: "Как узнать, что произошло с сообщением: статусы доставки, отчёты и вебхуки.",
    },
  },
  send: {
    label: { uk: "Надсилання", ru: "Отправка" },
    description: {
      uk: "Як надіслати повідомлення з кабінету чи через API: одне, масово або за розкладом.",
      ru: "Как отправить сообщение из кабинета или через API: одно, массово или по расписанию.",
    },
  },
  message: {
    label: { uk: "Повідомлення", ru: "Сообщения" },
    description: {
      uk: "Робота з окремим повідомленням: текст, статус, скасування та пошук у звітах.",
      ru: "Работа с отдельным сообщением: текст, статус, отмена и поиск в отчётах.",
    },
  },
  viber: {
    label: { uk: "Viber", ru: "Viber" },
    description: {
      uk: "Повідомлення у Viber: текст, зображення, кнопка та перевідправлення через SMS.",
      ru: "Сообщения в Viber: текст, изображение, кнопка и переотправка через SMS.",
    },
  },
  json: {
    label: { uk: "JSON API", ru: "JSON API" },
    description: {
      uk: "Методи JSON API з ключем Bearer, приклади запитів і відповідей, вебхуки.",
      ru: "Методы JSON API с ключом Bearer, примеры запросов и ответов, вебхуки.",
    },
  },
  text: {
    label: { uk: "Текст повідомлення", ru: "Текст сообщения" },
    description: {
      uk: "Довжина, кодування та оформлення тексту повідомлень.",
      ru: "Длина, кодировка и оформление текста сообщений.",
    },
  },
  balance: {
    label: { uk: "Баланс", ru: "Баланс" },
    description: {
      uk: "Баланс акаунта, поповнення, кредитний ліміт і списання за повідомлення.",
      ru: "Баланс аккаунта, пополнение, кредитный лимит и списание за сообщения.",
    },
  },
  image: {
    label: { uk: "Зображення", ru: "Изображения" },
    description: {
      uk: "Повідомлення із зображенням у Viber і RCS: формати та розміри.",
      ru: "Сообщения с изображением в Viber и RCS: форматы и размеры.",
    },
  },
  button: {
    label: { uk: "Кнопки", ru: "Кнопки" },
    description: {
      uk: "Кнопки з посиланням у повідомленнях Viber і RCS.",
      ru: "Кнопки со ссылкой в сообщениях Viber и RCS.",
    },
  },
  voice: {
    label: { uk: "Голосові дзвінки", ru: "Голосовые звонки" },
    description: {
      uk: "Голосові розсилки та дзвінки з аудіофайлом або синтезом мовлення.",
      ru: "Голосовые рассылки и звонки с аудиофайлом или синтезом речи.",
    },
  },
  resending: {
    label: { uk: "Перевідправлення", ru: "Переотправка" },
    description: {
      uk: "Резервне SMS, коли повідомлення у Viber чи RCS не доставлено.",
      ru: "Резервное SMS, когда сообщение в Viber или RCS не доставлено.",
    },
  },
  rcs: {
    label: { uk: "RCS", ru: "RCS" },
    description: {
      uk: "Повідомлення RCS із картками та кнопками-підказками на Android.",
      ru: "Сообщения RCS с карточками и кнопками-подсказками на Android.",
    },
  },
  link: {
    label: { uk: "Посилання", ru: "Ссылки" },
    description: {
      uk: "Посилання в тексті повідомлень і на кнопках, короткі посилання.",
      ru: "Ссылки в тексте сообщений и на кнопках, короткие ссылки.",
    },
  },
  hlr: {
    label: { uk: "HLR", ru: "HLR" },
    description: {
      uk: "Перевірка, чи номер активний і в якій мережі він обслуговується.",
      ru: "Проверка, активен ли номер и в какой сети он обслуживается.",
    },
  },
  otp: {
    label: { uk: "Одноразові коди (OTP)", ru: "Одноразовые коды (OTP)" },
    description: {
      uk: "Доставка одноразових кодів через SMS, месенджери та голосовий дзвінок.",
      ru: "Доставка одноразовых кодов через SMS, мессенджеры и голосовой звонок.",
    },
  },
  call: {
    label: { uk: "Дзвінки", ru: "Звонки" },
    description: {
      uk: "Голосові дзвінки через API: запуск, статуси, коди голосом.",
      ru: "Голосовые звонки через API: запуск, статусы, коды голосом.",
    },
  },
  "2-way": {
    label: { uk: "Двосторонній зв'язок", ru: "Двусторонняя связь" },
    description: {
      uk: "Відповіді одержувачів: вхідні повідомлення та їх отримання через API.",
      ru: "Ответы получателей: входящие сообщения и их получение через API.",
    },
  },
  "whats-app": {
    label: { uk: "WhatsApp", ru: "WhatsApp" },
    description: {
      uk: "Одноразові коди у WhatsApp із резервним SMS.",
      ru: "Одноразовые коды в WhatsApp с резервным SMS.",
    },
  },
  telegram: {
    label: { uk: "Telegram", ru: "Telegram" },
    description: {
      uk: "Одноразові коди в Telegram із резервним SMS.",
      ru: "Одноразовые коды в Telegram с резервным SMS.",
    },
  },
};

/** The label readers see for a tag slug. */
export function tagLabel(tag: string, locale: Locale): string {
  return tagDefinitions[tag]?.label[locale] ?? tag;
}

/** The tag's description, or "" when it has none. */
export function tagDescription(tag: string, locale: Locale): string {
  return tagDefinitions[tag]?.description[locale] ?? "";
}
