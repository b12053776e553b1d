import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractDocument } from "../../app/lib/contract/index.server";
import { checkReferenceFacts } from "./reference-checks";

const document = contractDocument(path.resolve("contract"));
const page = (body: string, operation = "cancelMessages", slug = "api/json/cancel") => ({
  locale: "uk" as const,
  slug,
  file: `content/uk/${slug}.mdx`,
  raw: `---\ntitle: T\noperation: ${operation}\n---\n\n${body}\n`,
});
const messages = (body: string, operation?: string, slug?: string) =>
  checkReferenceFacts([page(body, operation, slug)], document).map((p) => p.message);

describe("pages state no API fact the contract lacks", () => {
  it("accepts fields, codes and prices the contract holds", () => {
    expect(
      messages("Поле `results[].error` і код `not_cancellable`.\n\n| `ids` | так |\n\nОдне SMS коштує 0,95 грн, два — 1,90 грн."),
    ).toEqual([]);
  });

  it("fails on a field path the contract does not have", () => {
    expect(messages("Поле `results[].reason` пояснює відмову.")).toEqual([
      "the page states the field `results[].reason`, which the contract does not have",
    ]);
  });

  it("fails on a table keyed by a field or code the contract does not have", () => {
    expect(messages("| `cancel_reason` | string | Причина |")).toEqual([
      "the table names `cancel_reason`, which is not a field, code or value of the contract",
    ]);
  });

  it("fails on a price no example of the contract allows", () => {
    expect(messages("Повідомлення коштує 0,61 грн.")).toEqual([
      "the price 0,61 грн is not a multiple of any price in the contract's examples",
    ]);
  });

  it("fails on an unknown operation or one that belongs to another page", () => {
    expect(messages("Текст.", "noSuchOperation")).toEqual(['front matter: operation "noSuchOperation" is not in contract/openapi.yaml']);
    expect(messages("Текст.", "sendSms")).toEqual([
      'operation "sendSms" names the page /api/json/send_sms in the contract (x-page), not /api/json/cancel',
    ]);
  });
});
