import path from "node:path";
import { describe, expect, it } from "vitest";
import { readOpenApi, readXsd } from "../../app/lib/contract/index.server";
import type { PageSource } from "./content-checks";
import { pageEndpoint, xsdWithRoots } from "../../app/lib/contract";
import { checkContractExamples, lineOfJsonPath, schemaMeta } from "./contract-checks";

const contractDir = path.resolve("contract");
const contract = { openapi: readOpenApi(contractDir), xsd: readXsd(contractDir) };
const options = { apiBaseUrl: "https://api.sms.example" };

/** A page whose body starts on file line 5 (three lines of front matter and a blank line). */
const page = (slug: string, body: string): PageSource => ({
  locale: "uk",
  slug,
  file: `content/uk/${slug}.mdx`,
  raw: `---\ntitle: T\n---\n\n${body}\n`,
});
const endpoint = (url: string) => `## Метод і адреса {#endpoint}\n\n\`POST ${url}\`\n`;
const check = (...pages: PageSource[]) => checkContractExamples(pages, contract, options);

const sendSmsRequest = `{
  "sender": "ExampleShop",
  "text": "Hello",
  "recipients": ["380671234567"],
  "ttl": 86400
}`;

describe("mapping helpers", () => {
  it("reads schema= from the fence meta, next to other attributes", () => {
    expect(schemaMeta('title="Подія" schema=VoiceResultEvent')).toBe("VoiceResultEvent");
    expect(schemaMeta('title="x"')).toBeNull();
  });

  it("takes the endpoint from the inline code of the {#endpoint} section", () => {
    const body = `${endpoint("https://api.sms.example/json/v1/sms/send")}\n## Далі {#auth}\n\`POST /other\``;
    expect(pageEndpoint(body, options.apiBaseUrl)).toEqual({ method: "post", path: "/json/v1/sms/send" });
    expect(pageEndpoint("## Без адреси\n\n`POST /x`", options.apiBaseUrl)).toBeNull();
  });

  it("finds the line of a value inside a JSON text", () => {
    const text = '{\n  "a": 1,\n  "b": [\n    {"c": 2},\n    {"c": 3}\n  ]\n}';
    expect(lineOfJsonPath(text, "/a")).toBe(2);
    expect(lineOfJsonPath(text, "/b/1/c")).toBe(5);
    expect(lineOfJsonPath(text, "")).toBe(1);
    expect(lineOfJsonPath(text, "/missing")).toBe(1);
  });

  it("declares the XSD roots by an operation's types", () => {
    const xsd = xsdWithRoots(contract.xsd, { request: "SendSmsRequest", response: "ErrorResponse" });
    expect(xsd).toContain('<xs:element name="request" type="SendSmsRequest"/>');
    expect(xsd).toContain('<xs:element name="response" type="ErrorResponse"/>');
    expect(() => xsdWithRoots("<xs:schema/>", { request: "A", response: null })).toThrow(/<\/xs:schema>/);
  });
});

describe("JSON examples", () => {
  it("passes a valid request, response and error example", async () => {
    const body = [
      endpoint("https://api.sms.example/json/v1/sms/send"),
      "## Приклад запиту {#request}",
      "```json",
      sendSmsRequest,
      "```",
      "## Відповідь {#response}",
      "```json",
      '{"success": true, "data": {"messages": [{"id": "msg_7Fh2Kq9TzX", "recipient": "380671234567", "status": "queued", "parts": 1, "price": 0.95}], "total_price": 0.95, "currency": "UAH"}, "request_id": "req_8d2f1c"}',
      "```",
      "### Помилка {#response-error}",
      "```json",
      '{"success": false, "error": {"code": "invalid_phone", "message": "Bad number", "field": "recipients[0]"}, "request_id": "req_5c1a9e"}',
      "```",
    ].join("\n");
    expect(await check(page("api/json/send_sms", body))).toEqual([]);
  });

  it("maps the blocks of a guide page by its <Endpoint operation> (auto_voice_call shows voiceCall)", async () => {
    const body = [
      "## Метод і адреса {#endpoint}",
      "",
      '<Endpoint operation="voiceCall" />',
      "",
      "## Відповідь {#response}",
      "```json",
      '{"success": true, "data": {"messages": [{"id": "msg_2Wc7Nd4QsB", "recipient": "380671234567", "channel": "voice", "status": "queued", "max_price": 2.40}], "total_max_price": 2.40, "currency": "UAH"}, "request_id": "req_0b6e3d"}',
      "```",
      "### Помилка {#response-error}",
      "```json",
      '{"success": true, "data": {"messages": [], "total_max_price": "2.40"}}',
      "```",
    ].join("\n");
    const problems = await check(page("api/auto_voice_call", body));
    expect([...new Set(problems.map((p) => p.line))]).toEqual([15]); // only the malformed error block; the answer maps to voiceCall
  });

  it("reports a wrong type, an unknown enum value and a missing field with the line of the value", async () => {
    const body = [
      endpoint("https://api.sms.example/json/v1/sms/send"), // body lines 1-4
      "## Приклад запиту {#request}", // 5
      "```json", // 6 → file line 10
      "{",
      '  "sender": "ExampleShop",',
      '  "text": "Hello",',
      '  "recipients": ["380671234567"],',
      '  "ttl": "24h"', // body line 11 → file line 15
      "}",
      "```",
      "### Помилка {#response-error}",
      "```json", // body line 15 → file line 19
      "{",
      '  "success": false,',
      '  "error": {"code": "no_such_code", "message": "x"},', // file line 22
      '  "request_id": "req_1"',
      "}",
      "```",
    ].join("\n");
    const problems = await check(page("api/json/send_sms", body));
    expect(problems).toEqual([
      {
        file: "content/uk/api/json/send_sms.mdx",
        line: 15,
        message: expect.stringMatching(/request body of POST \/json\/v1\/sms\/send: \/ttl: must be integer/),
      },
      {
        file: "content/uk/api/json/send_sms.mdx",
        line: 22,
        message: expect.stringMatching(/ErrorResponse: \/error: missing required field "field"/),
      },
      {
        file: "content/uk/api/json/send_sms.mdx",
        line: 22,
        message: expect.stringMatching(/\/error\/code: must be one of "unauthorized"/),
      },
    ]);
  });

  it("reports an unknown field, such as a flat HLR mcc instead of the operator object", async () => {
    const body = [
      endpoint("https://api.sms.example/json/v1/hlr"),
      "## Відповідь {#response}",
      "```json",
      JSON.stringify({
        success: true,
        data: {
          results: [
            {
              phone: "380671234567",
              status: "active",
              mcc: "255",
              operator: { name: "Kyivstar", mcc: "255", mnc: "03" },
              ported: false,
              roaming: false,
              price: 0.15,
            },
          ],
          total_price: 0.15,
          currency: "UAH",
        },
        request_id: "req_1",
      }),
      "```",
    ].join("\n");
    const problems = await check(page("api/json/hlr", body));
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining('/data/results/0: unknown field "mcc"')]);
  });

  it("reports a fallback on a Viber or RCS answer of a method without one, and accepts it where the method has one", async () => {
    const answer = (url: string, slug: string) => {
      const message = { id: "msg_6Hs1Ty8KmW", recipient: "380671234567", status: "queued", channel: "viber", price: 0.75 };
      const fallback = { channel: "sms", parts: 1, price: 0.95 };
      return page(
        slug,
        [
          endpoint(url),
          "## Відповідь {#response}",
          "```json",
          JSON.stringify({
            success: true,
            data: { messages: [{ ...message, fallback }], total_price: 1.7, currency: "UAH" },
            request_id: "req_4b7e0a",
          }),
          "```",
        ].join("\n"),
      );
    };
    const text = await check(answer("https://api.sms.example/json/v1/viber/text", "api/json/viber/text"));
    expect(text.map((p) => p.message)).toEqual([expect.stringContaining('/data/messages/0: unknown field "fallback"')]);
    expect(await check(answer("https://api.sms.example/json/v1/viber/resend-sms", "api/json/viber/resending_sms"))).toEqual([]);
  });

  it("uses schema= where the position says nothing, and asks for it when neither maps", async () => {
    const event =
      '{"id": "evt_1", "event": "viber.reply", "created_at": "2026-11-23T10:14:09+02:00", "data": {"id": "in_1", "message_id": null, "sender": "Shop", "phone": "380671234567", "text": "Так", "received_at": "2026-11-23T10:14:08+02:00"}}';
    const body = [
      "## Події {#events}",
      "```json schema=ViberReplyEvent",
      event,
      "```",
      "## Ще {#more}",
      "```json",
      event,
      "```",
      "```json schema=NoSuchSchema",
      "{}",
      "```",
    ].join("\n");
    const problems = await check(page("api/json/webhook", body));
    expect(problems).toEqual([
      { file: "content/uk/api/json/webhook.mdx", line: 10, message: expect.stringMatching(/cannot be mapped.*schema=Name/) },
      { file: "content/uk/api/json/webhook.mdx", line: 13, message: expect.stringMatching(/schema=NoSuchSchema is not a schema/) },
    ]);
  });

  it("checks a webhook body against the branch its event names", async () => {
    const event = {
      event: "voice.result",
      created_at: "2026-11-23T12:00:58+02:00",
      data: {
        id: "msg_2Wc7Nd4QsB",
        recipient: "380671234567",
        channel: "voice",
        status: "delivered",
        reason: null,
        price: 1.2,
        updated_at: "2026-11-23T12:00:57+02:00",
        voice: { outcome: "answered", duration: 27, attempts: 1 },
      },
    };
    const body = ["## Результат {#call-result}", "```json schema=VoiceResultEvent", JSON.stringify(event), "```"].join("\n");
    const problems = await check(page("api/auto_voice_call", body));
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/VoiceResultEvent: \/: missing required field "id"$/)]);
  });

  it("rejects a JSON request block on an HTTP API page (its requests are form-encoded)", async () => {
    const body = [endpoint("https://api.sms.example/http/send_sms"), "## Приклад запиту {#request}", "```json", "{}", "```"].join("\n");
    const problems = await check(page("api/http/send_sms", body));
    expect(problems.map((p) => p.message)).toEqual([expect.stringContaining("takes no JSON request body")]);
  });
});

describe("XML examples", () => {
  const xmlPage = (request: string, response: string) =>
    page(
      "api/xml/send_sms",
      [
        endpoint("https://api.sms.example/xml/send_sms"),
        "## Приклад запиту {#request}",
        "```xml",
        request,
        "```",
        "## Відповідь {#response}",
        "```xml",
        response,
        "```",
      ].join("\n"),
    );
  const request = (ttl: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<request id="k-1">\n  <auth apikey="key"/>\n  <message sender="ExampleShop" ttl="${ttl}">\n    <text>Hi</text>\n    <recipient>380671234567</recipient>\n  </message>\n</request>`;
  const response = `<?xml version="1.0" encoding="UTF-8"?>\n<response id="k-1">\n  <messages total_price="0.95" currency="UAH">\n    <message id="msg_1" recipient="380671234567" parts="1" encoding="gsm7" price="0.95">\n      <status code="0">queued</status>\n    </message>\n  </messages>\n</response>`;

  it("passes valid documents of the page's operation", async () => {
    expect(await check(xmlPage(request("86400"), response))).toEqual([]);
  });

  it("reports a value outside the XSD type with the line inside the block", async () => {
    const problems = await check(xmlPage(request("24"), response.replace('code="0">queued', 'code="0">waiting')));
    expect(problems).toEqual([
      // request fence on body line 6 (file line 10); <message> is its 4th line
      { file: "content/uk/api/xml/send_sms.mdx", line: 14, message: expect.stringMatching(/SendSmsRequest.*'ttl'.*3600/) },
      // response fence on body line 17 (file line 21); <status> is its 5th line
      { file: "content/uk/api/xml/send_sms.mdx", line: 26, message: expect.stringMatching(/SendSmsResponse.*status.*waiting/) },
    ]);
  });

  it("passes a job page that shows a malformed message_async number as it was given (review 41)", async () => {
    // message_async accepts any recipient string and rejects a malformed one with invalid_number; the job answer shows
    // it, so its recipient is not the Phone of a send answer.
    const job = page(
      "api/xml/job",
      [
        endpoint("https://api.sms.example/xml/job"),
        "## Відповідь {#response}",
        "```xml",
        `<?xml version="1.0" encoding="UTF-8"?>\n<response>\n  <job id="job_8Rw2Nc5HdT" state="done" created_at="2026-11-23T09:58:12+02:00">\n    <progress total="1" processed="1" accepted="0" rejected="1" pages="1" ready_pages="1"/>\n    <cost total_price="0.00" currency="UAH"/>\n    <messages page="1" page_size="1000">\n      <message id="msg_3Hv8Rk1WqZ" recipient="067 123-45-67" price="0.00">\n        <status code="8" reason="invalid_number">rejected</status>\n      </message>\n    </messages>\n  </job>\n</response>`,
        "```",
      ].join("\n"),
    );
    expect(await check(job)).toEqual([]);
  });

  it("reports a missing required element and a wrong root", async () => {
    const noText = request("86400").replace("    <text>Hi</text>\n", "");
    const problems = await check(xmlPage(noText, request("86400")));
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/SendSmsRequest.*recipient.*Expected is \( text \)/),
      expect.stringMatching(/root <request>, expected <response>/),
    ]);
  });
});
