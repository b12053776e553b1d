import { describe, expect, it } from "vitest";
import { overloadedDocument } from "./overloaded.server";

describe("overloadedDocument", () => {
  it("is a whole page in the reader's language, with a link to try the same page again", () => {
    const uk = overloadedDocument("/client/balance");
    expect(uk).toMatch(/^<!DOCTYPE html><html lang="uk">/);
    expect(uk).toContain("<h1>Сайт перевантажений</h1>");
    expect(uk).toContain('<a href="/client/balance">');
    expect(uk).toMatch(/<\/html>$/);
    const ru = overloadedDocument("/ru/client/balance");
    expect(ru).toContain('lang="ru"');
    expect(ru).toContain("Сайт перегружен");
  });

  it("never writes the path unescaped", () => {
    expect(overloadedDocument('/x"><script>alert(1)</script>')).not.toContain("<script>");
  });
});
