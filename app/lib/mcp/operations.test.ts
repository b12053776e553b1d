import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiPathOf, exampleOf, findOperation } from "./operations.server";

describe("apiPathOf", () => {
  it.each([
    ["/json/v1/sms/send", "/json/v1/sms/send"],
    ["json/v1/sms/send/", "/json/v1/sms/send"],
    ["https://api.sms.example/json/v1/sms/send?x=1", "/json/v1/sms/send"],
    ["{{apiBaseUrl}}/xml/send_sms", "/xml/send_sms"],
    ["http://elsewhere.example/http/send_sms", "/http/send_sms"],
  ])("%s → %s", (input, expected) => expect(apiPathOf(input)).toBe(expected));
});

const contractDir = path.resolve("contract");

describe("findOperation", () => {
  it("finds JSON, HTTP, webhook and XML operations by id, and by method and path", () => {
    expect(findOperation({ operationId: "SENDSMS" }, contractDir)).toMatchObject({
      id: "sendSms",
      family: "json",
      path: "/json/v1/sms/send",
    });
    expect(findOperation({ operationId: "message.status" }, contractDir)).toMatchObject({ id: "webhookMessageStatus", family: "webhook" });
    expect(findOperation({ operationId: "send_sms" }, contractDir)).toMatchObject({
      id: "xmlSendSms",
      family: "xml",
      path: "/xml/send_sms",
    });
    expect(findOperation({ method: "post", path: "/xml/message_async" }, contractDir)).toMatchObject({ id: "xmlMessageAsync" });
    // The HTTP API takes GET with the same parameters as POST.
    expect(findOperation({ method: "GET", path: "/http/send_sms" }, contractDir)).toMatchObject({ id: "httpSendSms" });
  });

  it("says what is wrong otherwise", () => {
    expect(findOperation({ method: "GET", path: "/json/v1/sms/send" }, contractDir)).toBe("/json/v1/sms/send takes POST, not GET.");
    expect(findOperation({ operationId: "nothing" }, contractDir)).toMatch(/^No operation "nothing"\. Known ids: balance, sendSms, /);
  });
});

describe("exampleOf", () => {
  const body = [
    "## Запит {#request}",
    "",
    "```java",
    "class A {}",
    "```",
    "",
    "### Тіло {#body}",
    "",
    "```json",
    '{"a": 1}',
    "```",
    "",
    "## Відповідь {#response}",
    "",
    "```json",
    '{"ok": true}',
    "```",
    "",
    "### Помилка {#response-error}",
    "",
    "```json",
    '{"ok": false}',
    "```",
    "",
    "## Пов'язані сторінки {#related}",
    "",
    "```text",
    "not an example",
    "```",
  ].join("\n");

  it("takes every sample under {#request} (sub-sections included) and the first answer under {#response}", () => {
    expect(exampleOf(body)).toEqual({
      request: [
        { language: "java", code: "class A {}" },
        { language: "json", code: '{"a": 1}' },
      ],
      response: { language: "json", code: '{"ok": true}' },
    });
  });

  it("is empty for a page without those sections", () => {
    expect(exampleOf("## Інше {#other}\n\n```json\n{}\n```\n")).toEqual({ request: [], response: null });
  });
});
