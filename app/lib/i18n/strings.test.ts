import { describe, expect, it } from "vitest";
import ru from "../../locales/ru";
import uk from "../../locales/uk";
import { format, translate } from "./strings";
import { pageStringsFor, stringsFor } from "./strings.server";

describe("translate", () => {
  it("looks up dotted keys and fills values", () => {
    expect(translate(uk, "uk", "search.resultsFor", { query: "баланс" })).toContain("баланс");
    expect(translate(ru, "ru", "navbar.language")).toBe("Язык");
  });

  it("chooses the plural form by the locale's rules", () => {
    expect(translate(uk, "uk", "tags.pages", { count: 1 })).toBe("1 сторінка");
    expect(translate(uk, "uk", "tags.pages", { count: 3 })).toBe("3 сторінки");
    expect(translate(uk, "uk", "tags.pages", { count: 5 })).toBe("5 сторінок");
    expect(translate(uk, "uk", "tags.pages", { count: 21 })).toBe("21 сторінка");
    expect(translate(ru, "ru", "tags.pages", { count: 12 })).toMatch(/^12 страниц$/);
  });

  it("shows the key when a string is missing, never undefined", () => {
    // A misspelt key or a group of strings is a type error (the keys are typed), and harmless at run time.
    // @ts-expect-error: not a key
    expect(translate(uk, "uk", "no.such.key")).toBe("no.such.key");
    // @ts-expect-error: a group, not a string
    expect(translate(uk, "uk", "navbar")).toBe("navbar");
  });
});

describe("format", () => {
  it("keeps unknown placeholders as written", () => {
    expect(format("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });
});

describe("pageStringsFor", () => {
  it("sends a page its locale's strings without the server-only groups", () => {
    expect(pageStringsFor("ru").search.busy).toBe(stringsFor("ru").search.busy);
    expect("llms" in pageStringsFor("uk")).toBe(false);
    expect(stringsFor("uk").llms.other).toBe("Інші сторінки");
  });
});
