import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractDocument } from "../contract/index.server";
import { referenceMarkdown } from "./reference-markdown";

const document = contractDocument(path.resolve("contract"));

describe("reference components as Markdown", () => {
  it("turns fields into a GFM table with nested paths", () => {
    const table = referenceMarkdown("RequestFields", "multiChannel", "uk", document) ?? "";
    expect(table.split("\n")[0]).toBe("| Поле | Тип | Обов'язкове | Обмеження | Опис |");
    expect(table).toMatch(/^\| `channels\[\]\.sender` \| string \| обов'язкове \|/m);
  });

  it("writes the endpoint and the errors", () => {
    expect(referenceMarkdown("Endpoint", "cancelMessages", "ru", document)).toMatch(
      /^`POST https:\/\/api\.sms\.example\/json\/v1\/messages\/cancel`/,
    );
    expect(referenceMarkdown("ErrorTable", "cancelMessages", "ru", document)).toContain("| `validation_error` | 422 |");
  });

  it("writes the contract's test numbers with their outcomes", () => {
    const table = referenceMarkdown("TestNumbers", undefined, "ru", document) ?? "";
    expect(table.split("\n").slice(0, 2)).toEqual(["| Номер | Финальный статус |", "|---|---|"]);
    expect(table).toContain("| `380000000003` | `rejected`, причина `no_route` |");
    expect(table).toContain("| `380000000005` | `read` (Viber и RCS; для SMS — `delivered`) |");
  });

  it("gives nothing for an unknown operation", () => {
    expect(referenceMarkdown("RequestFields", "nope", "uk", document)).toBeNull();
  });
});
