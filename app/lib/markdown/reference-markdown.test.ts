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

  it("writes the status and reason tables from the contract, with the XML codes where asked", () => {
    const statuses = referenceMarkdown("StatusTable", undefined, "uk", document, undefined, true) ?? "";
    expect(statuses.split("\n")[0]).toBe("| Код | Статус | У кабінеті | Що означає | Фінальний | Оплата |");
    expect(statuses).toMatch(/^\| `8` \| `rejected` \| Відхилено \| /m);
    expect(referenceMarkdown("StatusTable", undefined, "ru", document)?.split("\n")).toHaveLength(13);
    expect(referenceMarkdown("RejectReasons", undefined, "ru", document)).toMatch(/^\| `duplicate` \| Один и тот же номер/m);
    expect(referenceMarkdown("StatusDiagram", undefined, "uk", document, undefined, true)).toContain(
      'state "0 В черзі (queued)" as queued',
    );
  });

  it("writes a <ValueTable schema> from the schema's x-reference", () => {
    const table = referenceMarkdown("ValueTable", undefined, "uk", document, "HlrStatus") ?? "";
    expect(table.split("\n")[0]).toBe("| `status` | Що означає | Що робити |");
    expect(table).toContain("| `absent` | Номер існує, але телефон вимкнений або поза зоною покриття |");
    expect(referenceMarkdown("ValueTable", undefined, "uk", document)).toBeNull();
  });

  it("writes the JSON error catalogue with the operations' HTTP status", () => {
    const table = referenceMarkdown("ErrorCodes", undefined, "ru", document) ?? "";
    expect(table.split("\n")[0]).toBe("| Код | HTTP | Когда возникает | Что делать |");
    expect(table).toMatch(/^\| `insufficient_funds` \| 402 \| /m);
  });

  it("writes the contract's test numbers with their outcomes", () => {
    const table = referenceMarkdown("TestNumbers", undefined, "ru", document) ?? "";
    expect(table.split("\n").slice(0, 2)).toEqual(["| Номер | Финальный статус |", "|---|---|"]);
    expect(table).toContain("| `380000000003` | `rejected`, причина `no_route` |");
    expect(table).toContain("| `380000000005` | `read` (Viber и RCS; в других каналах — `delivered`) |");
  });

  it("writes the webhook source addresses as a list, and under it how far ahead a change is announced", () => {
    expect(referenceMarkdown("WebhookSourceAddresses", undefined, "uk", document)).toBe(
      "- `192.0.2.10`\n- `192.0.2.11`\n- `2001:db8:5::/64`\n\n" +
        "Зміну цього списку оголошуємо на сторінці [змін](/changelog) щонайменше за 30 днів до неї.",
    );
    expect(referenceMarkdown("WebhookSourceAddresses", undefined, "ru", { ...document, info: {} })).toBeNull();
  });

  it("writes the XML error catalogue and Email-to-SMS from the contract, as the HTML shows them", () => {
    const xml = referenceMarkdown("XmlErrorCodes", undefined, "uk", document) ?? "";
    expect(xml.split("\n")[0]).toBe("| Код | Текст | HTTP | Коли виникає | Що робити |");
    expect(xml).toContain("| `130` | Invalid phone number | 422 | Номер не в міжнародному форматі |");
    const errors = referenceMarkdown("EmailToSms", undefined, "ru", document, "errors") ?? "";
    expect(errors.split("\n")[0]).toBe("| Код | Когда возникает | Что делать |");
    expect(errors).toContain("| `text_too_long` | Текст длиннее 10 частей SMS. |");
    const letter = referenceMarkdown("EmailToSms", undefined, "uk", document, "letter") ?? "";
    expect(letter).toContain("| Тема (`Subject`) | необов'язково | активне ім'я відправника, 3–11 символів |");
    expect(referenceMarkdown("EmailToSms", undefined, "uk", document, "answer")).toContain("`phone;id;status;parts;price`");
    expect(referenceMarkdown("EmailToSms", undefined, "uk", document, "nothing")).toBeNull();
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
