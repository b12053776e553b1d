import { describe, expect, it } from "vitest";
import { siteConfig, type Locale } from "../../../site.config";
import { localeOfRequest, serverT } from "./i18next.server";
import { stringsFor } from "./strings.server";
import { translate, type UiKey } from "./strings";

/** Every leaf key, plural forms by their base key, as components and the server ask for them. */
function keysOf(node: object, prefix = ""): string[] {
  return Object.entries(node).flatMap(([name, value]) =>
    typeof value === "string"
      ? [`${prefix}${name.replace(/_(zero|one|two|few|many|other)$/, "")}`]
      : keysOf(value as object, `${prefix}${name}.`),
  );
}

describe("UI strings: the pages' translator and i18next agree", () => {
  const values = { brand: "ExampleSMS", year: 2026, mode: "x", tag: "sms", query: "смс", original: "cvc", page: 2, pages: 9 };
  for (const locale of siteConfig.i18n.locales as readonly Locale[]) {
    it(`gives the same text for every key of ${locale}, with every plural form`, () => {
      const keys = [...new Set(keysOf(stringsFor(locale)))] as UiKey[];
      expect(keys.length).toBeGreaterThan(100);
      const t = serverT(locale);
      for (const key of keys)
        for (const count of [undefined, 0, 1, 2, 5, 11, 21, 1.5]) {
          const withCount = count === undefined ? values : { ...values, count };
          expect(translate(stringsFor(locale), locale, key, withCount), `${locale} ${key} ${count}`).toBe(t(key, withCount));
        }
    });
  }

  it("takes the locale from the URL only", async () => {
    const russianBrowser = { headers: { "Accept-Language": "ru-RU,ru;q=0.9" } };
    expect(await localeOfRequest(new Request("http://localhost/client/balance", russianBrowser))).toBe("uk");
    expect(await localeOfRequest(new Request("http://localhost/ru/client/balance"))).toBe("ru");
  });
});
