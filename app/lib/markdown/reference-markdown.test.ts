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

describe("an HTTP API operation's plain-text answer as Markdown", () => {
  it("writes each line's shape and when it comes, then its fields with place and example", () => {
    const text = referenceMarkdown("TextAnswer", "httpSendSms", "uk", document) ?? "";
    expect(text).toMatch(/^`OK;id;parts;price` — Повідомлення на цей номер прийнято\./);
    expect(text).toContain("| Поле | № | Приклад | Опис |");
    expect(text).toContain("| `price` | 4 | `0.95` | Вартість для цього номера в гривнях");
    expect(text).toMatch(/^`REJECTED;id;reason` — /m);
    expect(text).toMatch(/^`ERROR;code;message` — Запит відхилено повністю/m);
    expect(referenceMarkdown("TextAnswer", "sendSms", "uk", document)).toBeNull();
  });
});
