/**
 * Every constant of the product (navbar, locales, colour mode, breakpoints, delays, announcement, brand) in one typed place.
 * Components and server code read from here; nothing else hard-codes these values.
 */

export type Locale = "uk" | "ru";
export type ColorMode = "light" | "dark" | "system";
/** What `npm run build` does about a broken internal link or anchor in content. */
export type BrokenLinkPolicy = "ignore" | "warn" | "throw";

export interface LocaleConfig {
  label: string;
  direction: "ltr" | "rtl";
  htmlLang: string;
  /** Open Graph `og:locale` (language_TERRITORY): the readers are in Ukraine whichever language they read. */
  ogLocale: string;
  /** URL prefix without trailing slash: "" for the default locale. */
  path: string;
}

export const siteConfig = {
  title: "SMS-Docs",
  titleDelimiter: "|",
  baseUrl: "/",
  /** Public origin used for canonical and hreflang links; BASE_URL overrides it. */
  url: "https://docs.sms.example",
  robots: "all",

  i18n: {
    defaultLocale: "uk" as Locale,
    locales: ["uk", "ru"] as const satisfies readonly Locale[],
    localeConfigs: {
      uk: { label: "Українська", direction: "ltr", htmlLang: "uk", ogLocale: "uk_UA", path: "" },
      ru: { label: "Русский", direction: "ltr", htmlLang: "ru", ogLocale: "ru_UA", path: "/ru" },
    } satisfies Record<Locale, LocaleConfig>,
  },

  colorMode: {
    defaultMode: "light" as ColorMode,
    /** When true the navbar has no colour-mode toggle: every reader gets `defaultMode`. */
    disableSwitch: false,
    /** When true the toggle cycles light → dark → system and "system" follows the OS. */
    respectPrefersColorScheme: false,
  },

  layout: {
    /** Below this width the sidebar becomes the navbar's menu. */
    mobileBreakpointPx: 996,
    showPaginator: true,
  },

  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },

  /** Broken links and anchors warn: a typo must not block a release (`npm run check:content` holds our content to zero). */
  onBrokenLinks: "warn" as BrokenLinkPolicy,
  onBrokenAnchors: "warn" as BrokenLinkPolicy,

  delays: {
    loaderMs: 200,
    progressBarMs: 200,
  },
  progressBar: { minimum: 0.08, trickleSpeedMs: 800 },
  imageZoom: { attachDelayMs: 1000, scrollOffsetPx: 40, transitionMs: 300 },

  /** Points at the newest changelog entry (content/changelog.yaml); a test keeps the two in step. A new id shows the bar again to readers who closed the last one. */
  announcementBar: {
    id: "contract-1-2-0",
    dismissible: true,
    /** A page path without the locale prefix; the bar's text links there. */
    href: "/changelog#contract-1-2-0",
    content: {
      uk: "Контракт 1.2.0: довідники статусів і помилок з контракту, оплата запланованих, тихі години для каскадів.",
      ru: "Контракт 1.2.0: справочники статусов и ошибок из контракта, оплата запланированных, тихие часы для каскадов.",
    } satisfies Record<Locale, string>,
  },

  /** Google Tag Manager container id; GTM_CONTAINER_ID overrides it. Empty: no tag manager. */
  tagManagerContainerId: "",

  /**
   * Brand and host placeholders used by content as {{name}}.
   * An operator rebrands the whole site by editing these values only.
   */
  placeholders: {
    brand: "ExampleSMS",
    company: "ТОВ «Екзампл Месседжинг»",
    siteUrl: "https://sms.example",
    cabinetUrl: "https://cabinet.sms.example",
    adminUrl: "https://admin.sms.example",
    apiHost: "api.sms.example",
    apiBaseUrl: "https://api.sms.example",
    email2smsDomain: "email2sms.sms.example",
    supportEmail: "support@sms.example",
    salesEmail: "sales@sms.example",
    supportPhone: "+380 44 000 00 00",
  },
} as const;

export type SiteConfig = typeof siteConfig;
export type PlaceholderName = keyof SiteConfig["placeholders"];
