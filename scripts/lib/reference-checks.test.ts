import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractDocument, readXsd } from "../../app/lib/contract/index.server";
import {
  checkEmailToSms,
  checkExampleErrorCodes,
  checkExampleIds,
  checkAcceptedStatuses,
  checkEventIds,
  checkFieldDescriptions,
  checkIdempotencyKeys,
  checkRequestFieldMentions,
  checkScheduledFunds,
  checkStatusLists,
  checkMessageHistories,
  checkMessageIds,
  checkReferenceFacts,
  checkReferenceTables,
  checkHandWrittenStatusTables,
  checkStatusReference,
  checkBlockedAccountErrors,
  checkHandWrittenReference,
  checkInitialStatusLists,
  checkWebhookSourceAddresses,
  checkXmlErrorCodes,
  checkXmlReference,
  checkXmlStatusCodes,
} from "./reference-checks";

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

describe("the JSON error catalogue is rendered from the contract", () => {
  const reference = (body: string) => ({
    locale: "ru" as const,
    slug: "api/json/references/message_statuses",
    file: "content/ru/api/json/references/message_statuses.mdx",
    raw: `---\ntitle: T\n---\n\n## Ошибки {#errors}\n\n${body}\n`,
  });
  const withErrors = (edit: (schemas: Record<string, Record<string, unknown>>, paths: Record<string, unknown>) => void) => {
    const copy = structuredClone(document);
    edit(copy.components.schemas as Record<string, Record<string, unknown>>, copy.paths);
    return copy;
  };

  it("accepts a reference that renders <ErrorCodes />, each code described with one HTTP status", () => {
    expect(checkReferenceTables([reference("<ErrorCodes />")], document)).toEqual([]);
  });

  it("fails on a hand-written table, a code without a text, and a code two operations answer with different statuses", () => {
    const table = "| `code` | HTTP |\n|---|---|\n| `unauthorized` | 401 |";
    expect(checkReferenceTables([reference(table)], document).map((p) => p.message)).toEqual(["#errors does not render <ErrorCodes />"]);
    const broken = withErrors((schemas, paths) => {
      const entry = (schemas.ErrorCode?.["x-reference"] as Record<string, Record<string, Record<string, string>>>).rate_limited;
      delete entry?.action?.ru;
      const send = (paths["/json/v1/sms/send"] as { post: { "x-errors": { code: string; status: number }[] } }).post;
      const limited = send["x-errors"].find((e) => e.code === "rate_limited");
      if (limited) limited.status = 503;
    });
    expect(checkReferenceTables([reference("<ErrorCodes />")], broken).map((p) => p.message)).toEqual([
      "the operations' x-errors give `rate_limited` HTTP 429 and 503; the catalogue can show one",
      "ErrorCode x-reference `rate_limited` has no action in ru",
    ]);
  });
});

describe("the XML error reference renders the XSD's ErrorCode catalogue", () => {
  const xsd = readXsd(path.resolve("contract"));
  const errorPage = (body: string) => ({
    locale: "ru" as const,
    slug: "api/xml/references/request_error",
    file: "content/ru/api/xml/references/request_error.mdx",
    raw: `---\ntitle: T\n---\n\n## Коды ошибок {#codes}\n\n${body}\n`,
  });
  const check = (body: string, schema = xsd) => checkXmlErrorCodes([errorPage(body)], schema).map((p) => p.message);

  it("accepts the page that renders the catalogue, and the catalogue as the XSD holds it", () => {
    expect(check("<XmlErrorCodes />\n\n| Составляющая | Описание |\n|---|---|\n| `error/@code` | Числовой код |")).toEqual([]);
  });

  it("fails on a hand-written table of codes (the page before issue 34) and on a page without the component", () => {
    expect(check("| Код | Текст |\n|---|---|\n| `130` | Invalid phone number |")).toEqual([
      "the page does not render <XmlErrorCodes /> from the XSD",
      "a hand-written table states the error code `130`, which the XSD's ErrorCode catalogue holds: render it with <XmlErrorCodes />",
    ]);
  });

  it("fails when the catalogue misses a code of ErrorCode or gives an operation's code another HTTP status", () => {
    const without160 = xsd.replace(/<error code="160" http="404" text="Job not found">[\s\S]*?<\/error>/, "");
    expect(check("<XmlErrorCodes />", without160)).toContain(
      'the ErrorCode catalogue (xs:appinfo source="errors") does not list `160` of ErrorCode',
    );
    const rateLimit503 = xsd.replace(
      '<error code="150" http="429" text="Rate limit exceeded">',
      '<error code="150" http="503" text="Rate limit exceeded">',
    );
    expect(check("<XmlErrorCodes />", rateLimit503)).toContain("xmlBalance gives error 150 HTTP 429, the ErrorCode catalogue 503");
  });

  it("fails on a 140 that does not name the channels the XML API does not know (review 41, decision 17)", () => {
    const notFound = xsd.replace(
      /(<xs:complexType name="StatusRequest">[\s\S]*?<error code="140" http="200">\s*<when xml:lang="uk">)[^<]*/,
      "$1Ідентифікатор не знайдено",
    );
    expect(notFound).not.toBe(xsd);
    expect(check("<XmlErrorCodes />", notFound)).toEqual([
      "xmlStatus: error 140 (uk) does not name the channels the XML API does not know (RCS, voice, Telegram, WhatsApp; decision 17)",
    ]);
  });

  it("fails on an operation with send_at whose 120 counts the scheduled messages too (review 41)", () => {
    const totalPrice = xsd.replace(
      /(<xs:complexType name="SendSmsRequest">[\s\S]*?<error code="120" http="402">\s*<when xml:lang="uk">)[^<]*(<\/when>\s*<when xml:lang="ru">)[^<]*/,
      "$1Баланс разом із кредитним лімітом менший за `total_price`$2Баланс вместе с кредитным лимитом меньше `total_price`",
    );
    expect(totalPrice).not.toBe(xsd);
    expect(check("<XmlErrorCodes />", totalPrice)).toEqual([
      "xmlSendSms: error 120 (uk) names no immediate messages; a message with `send_at` is charged when it is sent",
      "xmlSendSms: error 120 (ru) names no immediate messages; a message with `send_at` is charged when it is sent",
    ]);
  });
});

describe("example ids have one format (decision 20)", () => {
  it("accepts ids of the agreed format and words that only look like a prefix", () => {
    const text = '{"id": "msg_7Fh2Kq9TzX", "job": "job_3Tz6Lb9QeW", "request_id": "req_8d2f1c"} `in_reply_to` `msg_…`';
    expect(checkExampleIds([{ file: "a.mdx", text }])).toEqual([]);
  });

  it("fails on a job id shorter than the others", () => {
    expect(checkExampleIds([{ file: "a.mdx", text: 'x\n<job id="job_8Rw2Nc5Hd"/>' }])).toEqual([
      { file: "a.mdx", line: 2, message: "the example id `job_8Rw2Nc5Hd` is not `job_` and 10 letters and digits (decision 20)" },
    ]);
  });
});

describe("what the examples say of one message can all be true of it (decision 20)", () => {
  const send = '{"messages": [{"id": "msg_7Fh2Kq9TzX", "status": "queued"}, {"id": "msg_3Lp8Wd2RaV", "status": "queued"}]}';
  const scheduled = '{"messages": [{"id": "msg_6Hs1Ty8KmW", "status": "scheduled"}]}';
  it("accepts a scheduled message cancelled, a delivered one read and a cancelled one cancelled again", () => {
    expect(
      checkMessageHistories(
        [
          { file: "contract/openapi.yaml#/json/v1/sms/send", text: send },
          { file: "contract/openapi.yaml#/json/v1/viber/text-link-image", text: scheduled },
          {
            file: "content/uk/api/json/cancel.mdx",
            text: '{"results": [{"id": "msg_6Hs1Ty8KmW", "cancelled": true}, {"id": "msg_3Lp8Wd2RaV", "cancelled": false, "error": "not_cancellable"}]}',
          },
          {
            file: "content/uk/api/json/message_status.mdx",
            text: '[{"id": "msg_3Lp8Wd2RaV", "status": "delivered"}, {"id": "msg_6Hs1Ty8KmW", "status": "cancelled"}]',
          },
          { file: "content/uk/api/json/webhook.mdx", text: '{"data": {"id": "msg_3Lp8Wd2RaV", "status": "read", "reason": null}}' },
        ],
        document,
      ),
    ).toEqual([]);
  });

  it("fails on a queued message cancelled, a queued one rejected for a reason known on acceptance and two final statuses", () => {
    // Review 41: cancel cancelled msg_7Fh2Kq9TzX, which send_sms showed queued; message_status showed msg_3Lp8Wd2RaV
    // blacklisted, which send_sms showed queued (a blacklisted number is rejected in the sending answer itself).
    const problems = checkMessageHistories(
      [
        { file: "contract/openapi.yaml#/json/v1/sms/send", text: send },
        { file: "content/uk/api/json/cancel.mdx", text: '{"results": [{"id": "msg_7Fh2Kq9TzX", "cancelled": true}]}', line: 40 },
        {
          file: "content/uk/api/json/message_status.mdx",
          text: '{"id": "msg_3Lp8Wd2RaV", "status": "rejected", "reason": "blacklisted"}',
          line: 50,
        },
        { file: "content/uk/api/json/webhook.mdx", text: '{"data": {"id": "msg_3Lp8Wd2RaV", "status": "delivered"}}', line: 9 },
      ],
      document,
    ).map((p) => p.message);
    expect(problems).toEqual([
      "the example id `msg_7Fh2Kq9TzX` is `queued` here, but `cancel` answers it `cancelled: true` in content/uk/api/json/cancel.mdx:40: only a message still `scheduled` or `pending` is cancelled (one id, one message)",
      "the example id `msg_3Lp8Wd2RaV` is `queued` here, but `rejected` (`blacklisted`) in content/uk/api/json/message_status.mdx:50, a reason known when the request comes, so its sending answer says `rejected` (one id, one message)",
      "the example id `msg_3Lp8Wd2RaV` is `delivered` here, but `rejected` (`blacklisted`) in content/uk/api/json/message_status.mdx:50, a reason known when the request comes, so its sending answer says `rejected` (one id, one message)",
      "the example id `msg_3Lp8Wd2RaV` ends `delivered` here and `rejected` in content/uk/api/json/message_status.mdx:50: a message has one final status (one id, one message)",
    ]);
  });
});

describe("one example id is one message (decision 20)", () => {
  const json = '{"messages": [{"id": "msg_7Fh2Kq9TzX", "recipient": "380671234567", "client_ref": "order-1042"}]}';
  it("accepts the same message shown by two JSON pages", () => {
    expect(
      checkMessageIds([
        { file: "content/uk/api/json/send_sms.mdx", text: json },
        { file: "content/uk/api/json/message_status.mdx", text: json },
      ]),
    ).toEqual([]);
  });

  it("fails when another family's example reuses the id for its own message", () => {
    const problems = checkMessageIds([
      { file: "content/uk/api/json/send_sms.mdx", text: json, line: 10 },
      {
        file: "content/uk/api/xml/send_sms.mdx",
        text: '<message id="msg_7Fh2Kq9TzX" recipient="380671234567" ref="customer-5521">',
        line: 20,
      },
    ]).map((p) => p.message);
    expect(problems).toEqual([
      "the example id `msg_7Fh2Kq9TzX` has the family xml here and json in content/uk/api/json/send_sms.mdx:10 (decision 20: one id, one message)",
      "the example id `msg_7Fh2Kq9TzX` has the ref customer-5521 here and order-1042 in content/uk/api/json/send_sms.mdx:10 (decision 20: one id, one message)",
    ]);
  });

  it("fails on an id one character away from another family's id, not on two ids of one family", () => {
    // Review 39: the HTTP API's status example showed msg_7Fh2Kq9TzY, a near copy of the JSON API's msg_7Fh2Kq9TzX.
    const problems = checkMessageIds([
      { file: "content/uk/api/json/send_sms.mdx", text: json, line: 10 },
      { file: "content/uk/api/http/status.mdx", text: "msg_7Fh2Kq9TzY;rejected;2026-11-23T10:00:02+02:00;sms;blacklisted", line: 30 },
      { file: "content/uk/api/http/scheduled_sms.mdx", text: "msg_3Rt8Vb1NqP;380671234567\nmsg_3Rt8Vb1NqQ;380501112233", line: 5 },
    ]).map((p) => p.message);
    expect(problems).toEqual([
      "the http example id `msg_7Fh2Kq9TzY` differs by one character from the json example id `msg_7Fh2Kq9TzX` (content/uk/api/json/send_sms.mdx:10): give each family's examples ids of their own (decision 20)",
    ]);
  });

  it("fails on one webhook event with two ids, and on one event id for two events", () => {
    const event = (id: string, type: string, message: string, status: string) =>
      `{"id": "${id}", "event": "${type}", "created_at": "2026-11-23T12:00:58+02:00", "data": {"id": "${message}", "status": "${status}"}}`;
    const contract = {
      file: "contract/openapi.yaml#webhooks",
      text: event("evt_8Nf5Qa1ZxV", "voice.result", "msg_2Wc7Nd4QsB", "delivered"),
    };
    expect(
      checkEventIds([
        contract,
        { file: "content/uk/api/json/webhook.mdx", text: event("evt_8Nf5Qa1ZxV", "voice.result", "msg_2Wc7Nd4QsB", "delivered"), line: 3 },
        // every status change is its own message.status event
        { file: "content/uk/api/json/webhook.mdx", text: event("evt_9Qm4Xc2LpA", "message.status", "msg_7Fh2Kq9TzX", "delivered") },
        { file: "content/uk/api/json/cancel.mdx", text: event("evt_1Ab2Cd3EfG", "message.status", "msg_7Fh2Kq9TzX", "cancelled") },
      ]),
    ).toEqual([]);
    // Review 39: the page's voice.result of the same call had an id of its own.
    expect(
      checkEventIds([
        contract,
        {
          file: "content/uk/api/auto_voice_call.mdx",
          text: event("evt_4Hq8Zr2MxN", "voice.result", "msg_2Wc7Nd4QsB", "delivered"),
          line: 7,
        },
        { file: "content/uk/api/json/cancel.mdx", text: event("evt_8Nf5Qa1ZxV", "message.status", "msg_2Wc7Nd4QsB", "delivered") },
      ]).map((p) => p.message),
    ).toEqual([
      "the voice.result of msg_2Wc7Nd4QsB has the event id `evt_4Hq8Zr2MxN` here and `evt_8Nf5Qa1ZxV` in contract/openapi.yaml#webhooks:1 (one event, one id)",
      "the event id `evt_8Nf5Qa1ZxV` is the message.status of msg_2Wc7Nd4QsB (delivered) here and the voice.result of msg_2Wc7Nd4QsB in contract/openapi.yaml#webhooks:1 (one id, one event)",
    ]);
  });

  it("fails on one id with two recipients in plain-text answers", () => {
    const problems = checkMessageIds([
      { file: "content/uk/api/email2sms.mdx", text: "380671234567;msg_5Em3Qz8KdR;queued" },
      { file: "content/uk/api/email2sms.mdx", text: "380501112233;msg_5Em3Qz8KdR;queued" },
    ]);
    expect(problems.map((p) => p.message)).toEqual([
      "the example id `msg_5Em3Qz8KdR` has the recipient 380501112233 here and 380671234567 in content/uk/api/email2sms.mdx:1 (decision 20: one id, one message)",
    ]);
  });
});

describe("statuses and reasons are rendered from the contract, not written by hand", () => {
  const page = (slug: string, body: string) => ({
    locale: "uk" as const,
    slug,
    file: `content/uk/${slug}.mdx`,
    raw: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const check = (slug: string, body: string) =>
    checkHandWrittenStatusTables([page(slug, body)], document).map((p) => `${p.line ?? ""} ${p.message}`);
  const references = {
    json: '<StatusTable />\n\n<RejectReasons />\n\n<StatusDiagram />\n\n<ValueTable schema="VoiceCallOutcome" />\n\n<ValueTable schema="HlrStatus" />\n\n<ValueTable schema="Channel" />',
    xml: "<StatusTable codes />\n\n<RejectReasons />\n\n<StatusDiagram codes />",
  };

  it("accepts the references that render the components, and tables of other things keyed by the same words", () => {
    expect(check("api/json/references/message_statuses", references.json)).toEqual([]);
    expect(check("api/xml/references/message_status_codes", references.xml)).toEqual([]);
    const columns = "| Колонка | Що означає |\n|---|---|\n| **Доставлено** | a |\n| **Не доставлено** | b |\n| **Відхилено** | c |";
    expect(check("client/sender-id-statistics", columns)).toEqual([]);
  });

  it("fails on a table of statuses (names or cabinet labels) or reasons, a drawn diagram, and a reference without the component", () => {
    const names = "| Статус | Оплата |\n|---|---|\n| `queued` | — |\n| `sent` | — |\n| `delivered` | так |";
    const labels = ["В черзі", "Заплановано", "Очікує", "Надіслано", "Доставлено", "Не доставлено"].map((l) => `| **${l}** | x |`);
    const reasons = "| Причина | Що означає |\n|---|---|\n| `invalid_number` | a |\n| `blacklisted` | b |\n| `no_route` | c |";
    const diagram =
      '```mermaid\nstateDiagram-v2\n    state "В черзі" as queued\n    state "Доставлено" as delivered\n    queued --> delivered\n```';
    expect(
      check(
        "client/single-sms-reports",
        [names, "", ["| Статус | x |", "|---|---|", ...labels].join("\n"), "", reasons, "", diagram].join("\n"),
      ),
    ).toEqual([
      "7 a hand-written table of message statuses: render <StatusTable/> (the contract's MessageStatus x-reference)",
      "13 a hand-written table of message statuses: render <StatusTable/> (the contract's MessageStatus x-reference)",
      "22 a hand-written table of reasons of `rejected`: render <RejectReasons/> (the contract's RejectReason x-reference)",
      "26 a hand-drawn message status diagram: render <StatusDiagram/> (the contract's MessageStatus x-transitions)",
    ]);
    expect(check("api/xml/references/message_status_codes", references.json)).toEqual([
      " #codes does not render <StatusTable codes />",
      " #transitions does not render <StatusDiagram codes />",
    ]);
  });
});

describe("voice outcomes and HLR statuses are rendered from the contract too", () => {
  it("reports a hand-written table of either, and accepts <ValueTable>", () => {
    const page = (body: string) => ({
      locale: "ru" as const,
      slug: "api/json/hlr",
      file: "content/ru/api/json/hlr.mdx",
      raw: `---\ntitle: T\n---\n\n${body}\n`,
    });
    const hlr = "| `status` | Что делать |\n|---|---|\n| `active` | a |\n| `absent` | b |\n| `invalid` | c |";
    const voice =
      "| `voice.outcome` | `status` |\n|---|---|\n| `answered` | `delivered` |\n| `no_answer` | `undelivered` |\n| `busy` | `undelivered` |";
    expect(checkHandWrittenStatusTables([page(`${hlr}\n\n${voice}`)], document).map((p) => p.message)).toEqual([
      'a hand-written table of HlrStatus: render <ValueTable schema="HlrStatus"/> (the contract\'s HlrStatus x-reference)',
      'a hand-written table of VoiceCallOutcome: render <ValueTable schema="VoiceCallOutcome"/> (the contract\'s VoiceCallOutcome x-reference)',
    ]);
    expect(checkHandWrittenStatusTables([page('<ValueTable schema="HlrStatus" />')], document)).toEqual([]);
  });
});

describe("the contract's status reference is whole and matches the XSD", () => {
  const xsd = readXsd(path.resolve("contract"));
  const withStatus = (edit: (status: Record<string, unknown>) => void) => {
    const copy = structuredClone(document);
    edit((copy.components.schemas as Record<string, Record<string, unknown>>).MessageStatus ?? {});
    return copy;
  };

  it("accepts the contract as it is", () => {
    expect(checkStatusReference(document, xsd)).toEqual([]);
  });

  it("fails on a status without a text, one it does not say is final, a value not in the enum, and an XSD in another order", () => {
    const broken = withStatus((status) => {
      const reference = status["x-reference"] as Record<string, Record<string, unknown>>;
      delete (reference.sent?.billing as Record<string, string>).ru;
      delete reference.read?.final;
      reference.lost = {};
    });
    expect(checkStatusReference(broken, xsd).map((p) => p.message)).toEqual([
      "MessageStatus x-reference describes `lost`, which is not in its enum",
      "MessageStatus x-reference `sent` has no billing in ru",
      "MessageStatus x-reference `read` does not say whether it is final",
    ]);
    const swapped = xsd.replace(
      '<xs:enumeration value="sent"/>\n      <xs:enumeration value="delivered"/>',
      '<xs:enumeration value="delivered"/>\n      <xs:enumeration value="sent"/>',
    );
    expect(swapped).not.toBe(xsd);
    expect(checkStatusReference(document, swapped).map((p) => p.message)).toEqual([
      "StatusName is queued, scheduled, pending, delivered, sent, read, undelivered, expired, rejected, cancelled, failed; MessageStatus is queued, scheduled, pending, sent, delivered, read, undelivered, expired, rejected, cancelled, failed (same values, same order: an XML status code is the position)",
    ]);
  });
});

describe("an operation's error table lists every error code its examples show", () => {
  const codes = (body: string, operation: string, slug: string) =>
    checkExampleErrorCodes([page(body, operation, slug)], document).map((p) => p.message);
  const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

  it("accepts per-id codes the table lists (HTTP status: not_found; JSON cancel: results[].error)", () => {
    expect(codes(fence("text", "msg_Q1w2E3r4T5;ERROR;not_found"), "httpStatus", "api/http/status")).toEqual([]);
    expect(
      codes(
        fence("json", '{"results": [{"id": "msg_7Fh2Kq9TzX", "cancelled": false, "error": "not_cancellable"}]}'),
        "cancelMessages",
        "api/json/cancel",
      ),
    ).toEqual([]);
  });

  it("fails on an error code the operation's table does not list", () => {
    expect(codes(fence("text", "ERROR;otp_limit_exceeded;Too many codes"), "httpStatus", "api/http/status")).toEqual([
      "an example shows the error `otp_limit_exceeded`, which the error table of httpStatus (x-errors) does not list",
    ]);
    expect(
      codes(
        fence("json", '{"success": false, "error": {"code": "not_cancellable", "message": "m", "field": null}}'),
        "sendSms",
        "api/json/send_sms",
      ),
    ).toEqual(["an example shows the error `not_cancellable`, which the error table of sendSms (x-errors) does not list"]);
  });
});

describe("lists of final and intermediate statuses are those of MessageStatus", () => {
  const lists = (body: string) => checkStatusLists([page(body)], document).map((p) => p.message);

  it("accepts the final list (read may be left out for SMS) and the intermediate one", () => {
    expect(
      lists("Коли всі SMS отримали кінцевий статус (`delivered`, `undelivered`, `expired`, `rejected`, `cancelled`, `failed`)."),
    ).toEqual([]);
    expect(lists("Проміжні статуси (`queued`, `scheduled`, `pending`, `sent`) ще зміняться.")).toEqual([]);
  });

  it("fails on a final list that leaves out cancelled (api/email2sms before the seventh review)", () => {
    expect(lists("Когда все SMS получили конечный статус (`delivered`, `undelivered`, `expired`, `rejected`, `failed`).")).toEqual([
      "the list of final statuses misses `cancelled` (MessageStatus x-transitions)",
    ]);
    expect(lists("Проміжні статуси (`queued`, `sent`, `delivered`).")).toEqual([
      "the list of intermediate statuses misses `scheduled`, `pending` and has `delivered` (MessageStatus x-transitions)",
    ]);
  });

  it("fails on a list that follows the word without parentheses (api/http/status before review 39)", () => {
    expect(lists("Статуси: від `queued` і `sent` до кінцевих `delivered`, `undelivered`, `expired` чи `rejected`.")).toEqual([
      "the list of final statuses misses `cancelled`, `failed` (MessageStatus x-transitions)",
    ]);
    expect(lists("От `queued` до конечных `delivered`, `undelivered`, `expired`, `rejected`, `cancelled` или `failed`.")).toEqual([]);
  });
});

describe("lists of initial statuses in the contract are the targets of [*] in MessageStatus", () => {
  const xsd = readXsd(path.resolve("contract"));

  it("holds for the contract: XSD SentMessage and the JSON send answers name pending too", () => {
    expect(checkInitialStatusLists(document, xsd)).toEqual([]);
  });

  it("fails on the XSD's and JSON's lists without pending (before the fifth review of issue 34)", () => {
    const oldXsd =
      '<xs:element name="status" type="Status">\n<xs:documentation xml:lang="uk">Початковий статус: `0` queued, `1` scheduled для запланованих або `8` rejected</xs:documentation>';
    expect(checkInitialStatusLists(document, oldXsd)).toEqual([
      {
        file: "contract/schema.xsd",
        line: 2,
        message: "the list of initial statuses misses `pending` (the targets of [*] in MessageStatus x-transitions)",
      },
    ]);
    const copy = structuredClone(document);
    const accepted = copy.components.schemas.ChannelAcceptedFields as { properties: { status: { "x-description": { ru: string } } } };
    accepted.properties.status["x-description"].ru = "Начальный статус: `queued`, или `scheduled` при наличии `send_at`; `sent` позже.";
    expect(checkInitialStatusLists(copy, "").map((p) => p.message)).toEqual([
      "#/components/schemas/ChannelAcceptedFields/properties/status/x-description/ru: the list of initial statuses misses `pending`, `rejected` (the targets of [*] in MessageStatus x-transitions)",
    ]);
  });
});

describe("an answer of an operation that cannot schedule lists no `scheduled` (review 40)", () => {
  type Described = { properties: { status: { "x-description": { uk: string; ru: string } } } };
  type Paths = Record<string, Record<string, { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> }>>;

  it("fails on the cascade's list with `scheduled` (multi-channel takes no send_at)", () => {
    const copy = structuredClone(document);
    (copy.components.schemas.MaxPriceAccepted as Described).properties.status["x-description"].uk =
      "Початковий статус: `queued`, `scheduled` із `send_at`, `pending` у тихі години або `rejected`.";
    expect(checkInitialStatusLists(copy, "").map((p) => p.message)).toEqual([
      "#/components/schemas/MaxPriceAccepted/properties/status/x-description/uk: the list of initial statuses has `scheduled` (the targets of [*] in MessageStatus x-transitions, but `scheduled`: multiChannel take no send_at or time)",
    ]);
  });

  it("fails when HTTP viber (no time) shares the JSON Viber answer that lists `scheduled` with send_at", () => {
    const copy = structuredClone(document);
    const paths = (copy as unknown as { paths: Paths }).paths;
    const json = paths["/http/viber"]?.post?.responses["200"]?.content["application/json"];
    if (!json) throw new Error("the contract has no JSON answer of /http/viber");
    json.schema = { $ref: "#/components/schemas/ChannelSendResponse" };
    const shared = checkInitialStatusLists(copy, "").filter((p) => p.message.includes("/ChannelAcceptedFields/"));
    expect(shared.map((p) => p.message)).toEqual(
      ["uk", "ru"].map(
        (l) =>
          `#/components/schemas/ChannelAcceptedFields/properties/status/x-description/${l}: one list of initial statuses answers operations that can schedule and httpViber, which cannot (no send_at or time): give them schemas of their own`,
      ),
    );
  });

  it("still wants `scheduled` where the request has send_at", () => {
    const copy = structuredClone(document);
    (copy.components.schemas.ChannelAcceptedFields as Described).properties.status["x-description"].ru =
      "Начальный статус: `queued`, `pending` в тихие часы или `rejected`.";
    expect(checkInitialStatusLists(copy, "").map((p) => p.message)).toEqual([
      "#/components/schemas/ChannelAcceptedFields/properties/status/x-description/ru: the list of initial statuses misses `scheduled` (the targets of [*] in MessageStatus x-transitions)",
    ]);
  });
});

describe("an XML status code is paired with its StatusName", () => {
  const xsd = readXsd(path.resolve("contract"));
  const xmlPage = (body: string, slug = "api/xml/status") => ({
    locale: "ru" as const,
    slug,
    file: `content/ru/${slug}.mdx`,
    raw: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const check = (body: string, slug?: string) => checkXmlStatusCodes([xmlPage(body, slug)], xsd).map((p) => `${p.line ?? ""} ${p.message}`);

  it("accepts the pairs of StatusName's order in examples, prose and the reference table", () => {
    expect(check('<status code="4">delivered</status>\nКоды `2` pending и `8` rejected; `50` requests.')).toEqual([]);
    const table = [
      "| Код | Название |",
      "|---|---|",
      ...["queued", "scheduled", "pending", "sent", "delivered", "read", "undelivered", "expired", "rejected", "cancelled", "failed"].map(
        (n, i) => `| \`${i}\` | \`${n}\` |`,
      ),
    ];
    expect(check(table.join("\n"), "api/xml/references/message_status_codes")).toEqual([]);
  });

  it("fails on a code paired with another status", () => {
    expect(check('<status code="3" reason="x">delivered</status>\nПосле `2` sent.')).toEqual([
      "5 XML status code `3` is paired with `delivered`; StatusName gives `sent` (`delivered` is 4)",
      "6 XML status code `2` is paired with `sent`; StatusName gives `pending` (`sent` is 3)",
    ]);
    expect(check("| `0` | `queued` |\n| `11` | `failed` |", "api/xml/references/message_status_codes")).toEqual([
      "6 XML status code `11` is paired with `failed`; StatusName gives no name (`failed` is 10)",
    ]);
    const wrongXsd = xsd.replace("`2` pending для рекламних", "`2` sent для рекламних");
    expect(checkXmlStatusCodes([], wrongXsd).map((p) => `${p.file} ${p.message}`)).toEqual([
      "contract/schema.xsd XML status code `2` is paired with `sent`; StatusName gives `pending` (`sent` is 3)",
    ]);
  });
});

describe("prose gives an XML error code the catalogue's HTTP status", () => {
  const xsd = readXsd(path.resolve("contract"));
  const xmlPage = (body: string) => ({
    locale: "uk" as const,
    slug: "api/xml/send_viber",
    file: "content/uk/api/xml/send_viber.mdx",
    raw: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const check = (body: string) =>
    checkXmlErrorCodes([xmlPage(body)], xsd)
      .filter((p) => p.file.startsWith("content/"))
      .map((p) => p.message);

  it("accepts the statuses of the catalogue in the three phrasings", () => {
    expect(
      check(
        "Посилання не HTTPS: HTTP 400 і код `103`. Запізнілий запит отримує `141` (HTTP 409); інший документ — помилка `104`, HTTP 409.",
      ),
    ).toEqual([]);
  });

  it("fails on XML 103 given JSON's 422 for the same validation case, and on 141 as 404", () => {
    expect(check("Напис кнопки довший за 30 символів: HTTP 422 і код `103`. Уже пізно: `141` (HTTP 404).")).toEqual([
      "the prose gives XML error `103` HTTP 422; the ErrorCode catalogue gives it 400",
      "the prose gives XML error `141` HTTP 404; the ErrorCode catalogue gives it 409",
    ]);
  });
});

describe("every field the reference components show is described in both languages", () => {
  it("holds for the contract", () => {
    expect(checkFieldDescriptions(document)).toEqual([]);
  });

  it("fails on a field that falls back to an English description or has none", () => {
    const copy = structuredClone(document);
    const data = (
      copy.components.schemas.SmsPriceResponse as { properties: { data: { properties: Record<string, Record<string, unknown>> } } }
    ).properties.data.properties;
    delete data.characters?.["x-description"];
    delete data.recipients?.["x-description"];
    expect(checkFieldDescriptions(copy).filter((p) => p.message.includes(" uk "))).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^httpSmsPrice: the response field `characters` has no uk description \(x-description\), only "Counted/,
        ),
      }),
      { file: "contract/openapi.yaml", message: "httpSmsPrice: the response field `recipients` has no uk description (x-description)" },
    ]);
  });
});

describe("a response field's description names only request fields its operation has", () => {
  it("holds for the contract", () => {
    expect(checkRequestFieldMentions(document)).toEqual([]);
  });

  it("fails on the HTTP viber answer ordered by the JSON field `recipients` (review 41)", () => {
    const copy = structuredClone(document);
    const messages = (copy.components.schemas.HttpViberSendResult as { properties: Record<string, Record<string, unknown>> }).properties
      .messages as { "x-description": { uk: string; ru: string } };
    messages["x-description"] = {
      uk: "Повідомлення, по одному на кожного одержувача, у порядку `recipients`.",
      ru: "Сообщения, по одному на каждого получателя, в порядке `recipients`.",
    };
    expect(checkRequestFieldMentions(copy).map((p) => p.message)).toEqual([
      "httpViber: the uk description of the response field `messages` follows the order of `recipients`, which the request does not have",
      "httpViber: the ru description of the response field `messages` follows the order of `recipients`, which the request does not have",
    ]);
  });

  it("fails on the JSON path `sms.text` under the HTTP viber answer's fallback (review 41)", () => {
    const copy = structuredClone(document);
    const parts = (copy.components.schemas.Fallback as { properties: Record<string, Record<string, unknown>> }).properties.parts as {
      "x-description": { uk: string; ru: string };
    };
    parts["x-description"] = {
      uk: "Лише для резервного SMS: кількість частин за текстом `sms.text`.",
      ru: "Только для резервного SMS: количество частей по тексту `sms.text`.",
    };
    const messages = checkRequestFieldMentions(copy).map((p) => p.message);
    expect(messages).toContain(
      "httpViber: the uk description of the response field `messages[].fallback.parts` names the request field `sms.text`, which the request does not have",
    );
    expect(messages.filter((m) => m.startsWith("viberResendSms"))).toEqual([]);
  });
});

describe("the statuses of an accepting answer are the ones a message can start in", () => {
  it("holds for the contract", () => {
    expect(checkAcceptedStatuses(document)).toEqual([]);
  });

  it("fails on an enum without pending (before review 39) and on one with a status no message starts in", () => {
    const copy = structuredClone(document);
    (copy.components.schemas.AcceptedStatus as { enum: string[] }).enum = ["queued", "scheduled", "rejected", "sent"];
    expect(checkAcceptedStatuses(copy).map((p) => p.message)).toEqual([
      "AcceptedStatus lacks `pending`, which MessageStatus x-transitions lets a message start in",
      "AcceptedStatus has `sent`, in which MessageStatus x-transitions lets no message start",
    ]);
  });

  it("fails on an answer's status that leaves out rejected (review 41: the OTP answer said «always queued»)", () => {
    const copy = structuredClone(document);
    const otp = copy.components.schemas.OtpResponse as {
      properties: { data: { properties: { status: { "x-description": Record<string, string> } } } };
    };
    otp.properties.data.properties.status["x-description"] = {
      uk: "Завжди `queued`: код передано на надсилання",
      ru: "Всегда `queued`: код передан на отправку",
    };
    expect(checkAcceptedStatuses(copy).map((p) => p.message)).toEqual([
      "#/components/schemas/OtpResponse/properties/data/properties/status/x-description/uk: an answer's status does not name `rejected`, which any number refused on acceptance gets",
      "#/components/schemas/OtpResponse/properties/data/properties/status/x-description/ru: an answer's status does not name `rejected`, which any number refused on acceptance gets",
    ]);
  });
});

describe("an idempotency key goes with its header, its form field and duplicate_request", () => {
  it("holds for the contract", () => {
    expect(checkIdempotencyKeys(document)).toEqual([]);
  });

  it("fails on a read-only method whose form takes idempotency_key, and on the other mismatches", () => {
    // Review 39: httpStatus shared delete's form and so listed `idempotency_key` beside «Метод лише читає дані».
    const copy = structuredClone(document);
    const form = (path: string) =>
      (copy.paths[path]?.post as { requestBody: { content: Record<string, { schema: unknown }> } }).requestBody.content[
        "application/x-www-form-urlencoded"
      ] as { schema: unknown };
    form("/http/status").schema = { $ref: "#/components/schemas/HttpDeleteForm" };
    const viber = copy.paths["/http/viber"]?.post as { "x-errors": { code: string }[] };
    viber["x-errors"] = viber["x-errors"].filter((e) => e.code !== "duplicate_request");
    form("/http/delete").schema = { $ref: "#/components/schemas/HttpStatusForm" };
    const sendSmsKey = (copy.components.schemas.HttpSendSmsForm as { properties: Record<string, Record<string, unknown>> }).properties
      .idempotency_key as Record<string, unknown>;
    delete sendSmsKey["x-rules"];
    expect(checkIdempotencyKeys(copy).map((p) => p.message)).toEqual([
      "httpSendSms: the form field `idempotency_key` shows no limits (x-rules: up to 64 characters)",
      "httpStatus: the form takes `idempotency_key` but the operation has no `Idempotency-Key` header parameter",
      "httpDelete: an HTTP API operation with the `Idempotency-Key` header takes the key as the form field `idempotency_key` too",
      "httpViber: takes an idempotency key but its x-errors do not list `duplicate_request`",
    ]);
  });
});

describe("a scheduled request is not refused for its balance", () => {
  it("holds for the contract", () => {
    expect(checkScheduledFunds(document)).toEqual([]);
  });

  it("fails on an insufficient_funds row that gives no exception for send_at, time or an XML message's send_at", () => {
    // Review 42: the x-errors said «the balance does not cover `total_price`» with no exception for `send_at`.
    const copy = structuredClone(document);
    const row = (path: string): Record<string, string> => {
      const errors = (copy.paths[path]?.post as { "x-errors": { code: string; when: Record<string, string> }[] })["x-errors"];
      return errors.find((e) => e.code === "insufficient_funds")?.when ?? {};
    };
    row("/json/v1/sms/send").uk = "Баланс і кредитний ліміт не покривають `total_price`";
    row("/http/send_sms").ru = "Баланс вместе с кредитным лимитом меньше стоимости запроса.";
    // An operation without scheduling needs no exception.
    row("/json/v1/otp/telegram").uk = "Баланс і кредит не покривають `max_price`";
    const xml = copy.xml?.xmlSendSms?.errors.uk.find((e) => e.code === "120");
    if (xml) xml.when = "Баланс разом із кредитним лімітом менший за `total_price`";
    expect(checkScheduledFunds(copy).map((p) => p.message)).toEqual([
      "sendSms: the insufficient_funds row (uk) does not say that a request with `send_at` is not refused for its balance (it is checked at send time)",
      "httpSendSms: the insufficient_funds row (ru) does not say that a request with `time` is not refused for its balance (it is checked at send time)",
      "xmlSendSms: the 120 row (uk) does not say that a request with `send_at` is not refused for its balance (it is checked at send time)",
    ]);
  });
});

describe("the XML pages render their reference from the XSD", () => {
  const xsd = readXsd(path.resolve("contract"));
  const rendered = ["RequestFields", "ResponseFields", "ErrorTable"].map((c) => `<${c} operation="xmlSendSms" />`).join("\n\n");
  const xmlPage = (body: string) => ({
    locale: "uk" as const,
    slug: "api/xml/send_sms",
    file: "content/uk/api/xml/send_sms.mdx",
    raw: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const problems = (body: string, schema = xsd) => checkXmlReference([xmlPage(body)], schema).map((p) => p.message);

  it("accepts a page that renders the three parts and explains in prose", () => {
    expect(problems(`${rendered}\n\nАтрибут \`message/@sender\` — ваше SMS-ім'я.`)).toEqual([]);
  });

  it("fails on a hand-written parameter table, also with shortened paths, and on a hand-written error table", () => {
    const table =
      "| Назва | Опис |\n|---|---|\n| `message/@sender` | Ім'я |\n| `message/@price` | Ціна |\n\n| Код | HTTP |\n|---|---|\n| `130` | 422 |";
    expect(problems(`${rendered}\n\n${table}`)).toEqual([
      'a hand-written table states the field `message/@sender` of xmlSendSms, which the XSD holds: render it with <RequestFields/ResponseFields operation="xmlSendSms" />',
      'a hand-written table states the field `message/@price` of xmlSendSms, which the XSD holds: render it with <RequestFields/ResponseFields operation="xmlSendSms" />',
      'a hand-written table states the error code `130` of xmlSendSms, which the XSD holds: render it with <ErrorTable operation="xmlSendSms" />',
    ]);
  });

  it("fails on a page of an XSD operation that does not render its fields and errors", () => {
    expect(problems("Лише проза.")).toEqual([
      'the page does not render <RequestFields operation="xmlSendSms" /> from the XSD',
      'the page does not render <ResponseFields operation="xmlSendSms" /> from the XSD',
      'the page does not render <ErrorTable operation="xmlSendSms" /> from the XSD',
    ]);
  });

  it("fails when an element or attribute has no description in one language", () => {
    const withoutRu = xsd.replace(/\s*<xs:documentation xml:lang="ru">Имя отправителя, см\. \[SMS-имена\][^<]*<\/xs:documentation>/, "");
    expect(withoutRu).not.toBe(xsd);
    expect(problems(rendered, withoutRu)).toContain(
      'xmlSendSms: the request attribute `message/@sender` has no ru description (xs:documentation xml:lang="ru")',
    );
  });

  it("fails when a read-only operation's request id is described as an idempotency key (review 41), or a keyed one's is not", () => {
    const readOnly = `<xs:complexType name="BalanceRequest">`;
    const start = xsd.indexOf(readOnly);
    const end = xsd.indexOf("</xs:complexType>", start);
    // The read-only operation's id as it was: the shared type's «Ключ ідемпотентності» description.
    const shared = xsd
      .slice(start, end)
      .replace(/<xs:attribute name="id" type="IdempotencyKey">[\s\S]*?<\/xs:attribute>/, '<xs:attribute name="id" type="IdempotencyKey"/>');
    const before = `${xsd.slice(0, start)}${shared}${xsd.slice(end)}`;
    expect(before).not.toBe(xsd);
    expect(problems(rendered, before)).toEqual([
      "xmlBalance: only reads (no error 104), but the uk description of `request/@id` calls it an idempotency key",
      "xmlBalance: only reads (no error 104), but the ru description of `request/@id` calls it an idempotency key",
    ]);
    const echoOnly = /<xs:attribute name="id" type="IdempotencyKey">[\s\S]*?<\/xs:attribute>/.exec(xsd)?.[0] ?? "";
    const keyed = xsd.replace(
      /(<xs:complexType name="DeleteRequest">[\s\S]*?)<xs:attribute name="id" type="IdempotencyKey"\/>/,
      `$1${echoOnly}`,
    );
    expect(keyed).not.toBe(xsd);
    expect(problems(rendered, keyed)).toEqual([
      "xmlDelete: answers error 104, but the uk description of `request/@id` does not call it the idempotency key",
      "xmlDelete: answers error 104, but the ru description of `request/@id` does not call it the idempotency key",
    ]);
  });
});

describe("HTTP pages render their reference from the contract", () => {
  const handWritten = (body: string, operation = "httpSendSms", slug = "api/http/send_sms") =>
    checkHandWrittenReference([page(body, operation, slug)], document).map((p) => p.message);

  it("fails on a hand-written parameter table keyed by the operation's request fields", () => {
    expect(handWritten("| Параметр | Тип |\n|---|---|\n| `to` | string |\n| `ttl` | integer |")).toEqual([
      "a hand-written table restates the request field `to` of httpSendSms: render it from the contract (<RequestFields>, <TextAnswer>, <ErrorTable>)",
    ]);
  });

  it("fails on a table of the plain-text answer's positions or lines", () => {
    expect(handWritten("| Поле | Приклад |\n|---|---|\n| 1 | `OK` |")).toEqual([
      "a hand-written table restates the positions of a plain-text answer line of httpSendSms: render it from the contract (<RequestFields>, <TextAnswer>, <ErrorTable>)",
    ]);
    expect(handWritten("| Вигляд | Значення |\n|---|---|\n| `id;cancelled` | Скасовано. |", "httpDelete", "api/http/delete")).toHaveLength(
      1,
    );
  });

  it("accepts the components, tables of other facts, and other API families", () => {
    expect(handWritten('<RequestFields operation="httpSendSms" />\n\n| Вміст | Параметри |\n|---|---|\n| Лише текст | `text` |')).toEqual(
      [],
    );
    expect(handWritten("| `ids` | так |", "cancelMessages", "api/json/cancel")).toEqual([]);
  });
});

describe("Email-to-SMS renders its facts from x-email-to-sms", () => {
  const parts = ["addresses", "letter", "answer", "errors"].map((part) => `<EmailToSms part="${part}" />`).join("\n\n");
  const mailPage = (body: string, locale: "uk" | "ru" = "uk", slug = "api/email2sms") => ({
    locale,
    slug,
    file: `content/${locale}/${slug}.mdx`,
    raw: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const check = (pages: ReturnType<typeof mailPage>[], doc = document) => checkEmailToSms(pages, doc).map((p) => p.message);

  it("accepts the contract and a page that renders every part and restates limits as the contract states them", () => {
    const uk = `${parts}\n\nОдин лист може мати до 100 адрес одержувачів. Додайте до 20 адрес e-mail. Текст довший за 10 частин. Лист до 10 МБ. Лист обробляється лише один раз протягом 24 годин. Звіт — не пізніше ніж через 24 години. Термін дії 86400 секунд (24 години).`;
    const ru = `${parts}\n\nДо 100 получателей в одном письме. Дубликаты обрабатываются только один раз в течение 24 часов.`;
    expect(check([mailPage(uk), mailPage(ru, "ru")])).toEqual([]);
  });

  it("fails on a hand-written table (the page before issue 34) and on a part it does not render", () => {
    const body = `<EmailToSms part="addresses" />\n\n| Код | Коли виникає |\n|---|---|\n| \`invalid_phone\` | Номер не в міжнародному форматі. |`;
    expect(check([mailPage(body)])).toEqual([
      'the page does not render <EmailToSms part="letter" /> from x-email-to-sms',
      'the page does not render <EmailToSms part="answer" /> from x-email-to-sms',
      'the page does not render <EmailToSms part="errors" /> from x-email-to-sms',
      'a hand-written table on the Email-to-SMS page: its facts live in x-email-to-sms, render them with <EmailToSms part="…" />',
    ]);
  });

  it("fails on a limit restated differently, on the page and in another page's {#email2sms} section", () => {
    expect(check([mailPage(`${parts}\n\nОдин лист може мати до 50 адрес одержувачів. Ім'я відправника — 3–15 символів.`)])).toEqual([
      "«50 адрес одержувачів» states 50, the contract's x-email-to-sms.limits.recipients is 100",
      "«3–15 символів» states 3–15, the contract's x-email-to-sms.limits.sender_min_length–sender_max_length is 3–11",
    ]);
    expect(check([mailPage(`${parts}\n\nПисьмо обрабатывается только один раз в течение 48 часов.`, "ru")])).toEqual([
      "«48 часов» states 48, the contract's x-email-to-sms.limits.message_id_hours is 24",
    ]);
    const settings = mailPage(
      "## Вебхуки {#webhooks}\n\nДо 10 адрес e-mail.\n\n## Email-to-SMS {#email2sms}\n\nДодайте до 25 дозволених адрес відправника.\n\n## Ліміти {#limits}\n\nДо 1000 одержувачів.",
      "uk",
      "client/api-settings",
    );
    expect(check([mailPage(parts), settings])).toEqual([
      "«25 дозволених адрес відправника» states 25, the contract's x-email-to-sms.limits.allowed_senders is 20",
    ]);
  });

  it("fails on a report deadline other than the SMS's TTL (it said 72 h beside a TTL of 86400 s, review 42b)", () => {
    const mail = structuredClone(document["x-email-to-sms"]) as { limits: Record<string, number> };
    mail.limits.report_hours = 72;
    expect(check([mailPage(parts)], { ...document, "x-email-to-sms": mail })).toEqual([
      "x-email-to-sms.limits.report_hours (72 h) is not the SMS's TTL (ttl_seconds 86400 = 24 h): the report comes when every status is final, at the latest when the TTL ends",
    ]);
  });

  it("fails on an example error the extension does not list", () => {
    const body = `${parts}\n\n\`\`\`text\n380671234567;ERROR;not_found;Unknown\n\`\`\``;
    expect(check([mailPage(body)])).toEqual(["an example shows the error `not_found`, which x-email-to-sms.errors does not list"]);
  });

  it("fails on a code that is not an ErrorCode, a limit a text names but the contract lacks, and a missing translation", () => {
    const mail = structuredClone(document["x-email-to-sms"]) as {
      errors: { code: string }[];
      letter: { rules: Record<string, string> }[];
      addresses: { result: Record<string, string> }[];
    };
    const [error, from, address] = [mail.errors[0], mail.letter[0], mail.addresses[0]];
    if (!error || !from || !address) throw new Error("x-email-to-sms has no errors, letter parts or addresses");
    error.code = "bad_address";
    from.rules.uk = "до {max_senders} адрес";
    delete address.result.ru;
    const messages = check([mailPage(parts)], { ...document, "x-email-to-sms": mail });
    expect(messages).toContain(
      "x-email-to-sms.letter[0].rules.uk names the limit {max_senders}, which x-email-to-sms.limits does not define",
    );
    expect(messages).toContain("x-email-to-sms.addresses[0].result has no ru text");
    expect(messages).toContain("x-email-to-sms.errors lists `bad_address`, which is not an ErrorCode");
    expect(messages).toContain(
      "the address +380671234567@email2sms.sms.example gets `invalid_phone`, which x-email-to-sms.errors does not list",
    );
  });
});

describe("webhook source addresses come from x-webhook-source-addresses", () => {
  const at = (body: string, slug = "api_methods") => ({
    locale: "ru" as const,
    slug,
    file: `content/ru/${slug}.mdx`,
    raw: `---\ntitle: T\n---\n\n${body}\n`,
  });
  const check = (pages: ReturnType<typeof at>[], doc = document) => checkWebhookSourceAddresses(pages, doc).map((p) => p.message);
  const rendered = "## Безопасность вебхуков {#webhook-security}\n\nСобытия приходят только с этих адресов:\n\n<WebhookSourceAddresses />";

  it("accepts a page that renders the list, and addresses that are not about webhooks", () => {
    expect(check([at(rendered)])).toEqual([]);
    // The API key's allow-list and a forbidden_ip example name the reader's own addresses.
    expect(
      check([
        at(
          "Разрешите `203.0.113.10` или `198.51.100.0/24`; в 10:00:00 запрос из 192.0.2.44 получит `forbidden_ip`.",
          "client/api-settings",
        ),
      ]),
    ).toEqual([]);
  });

  it("reports an address or subnet a page gives for webhooks that the contract does not list", () => {
    const page = `${rendered}\n\nЕщё вебхуки приходят с \`192.0.2.12\` и из подсети \`2001:db8:6::/64\`.`;
    expect(check([at(page)])).toEqual([
      "the page names `192.0.2.12` where it speaks of webhooks, which info.x-webhook-source-addresses does not list (192.0.2.10, 192.0.2.11, 2001:db8:5::/64)",
      "the page names `2001:db8:6::/64` where it speaks of webhooks, which info.x-webhook-source-addresses does not list (192.0.2.10, 192.0.2.11, 2001:db8:5::/64)",
    ]);
    // A section about webhooks counts, whatever its lines say; an address inside a listed subnet is in the list.
    expect(check([at("## Вебхуки {#hooks}\n\nРазрешите 198.51.100.7 и 2001:db8:5::1.", "client/api-settings")])).toEqual([
      "the page names `198.51.100.7` where it speaks of webhooks, which info.x-webhook-source-addresses does not list (192.0.2.10, 192.0.2.11, 2001:db8:5::/64)",
    ]);
  });

  it("reports a listed address typed out instead of rendered, a page without the component and a broken list", () => {
    expect(check([at("**IP-адреса вебхуков.** События приходят с `192.0.2.10`.")])).toEqual([
      "the page does not render <WebhookSourceAddresses /> from info.x-webhook-source-addresses",
      "the page types the webhook source address `192.0.2.10`: render the contract's list with <WebhookSourceAddresses />",
    ]);
    const broken = { ...document, info: { ...document.info, "x-webhook-source-addresses": ["192.0.2.10", "example.com"] } };
    expect(check([at(rendered)], broken)).toEqual(["info.x-webhook-source-addresses: `example.com` is not an IP address or subnet"]);
  });

  it("reports a notice period stated in prose and a contract without the notice", () => {
    // Review 39: «сообщаем за 30 дней» stood on /api_methods only, beside the rendered list.
    expect(check([at(`${rendered}\n\nОб изменении списка сообщаем за 30 дней.`)])).toEqual([
      "the page states how far ahead a change of the webhook source addresses is announced: <WebhookSourceAddresses /> renders info.x-webhook-source-addresses-notice",
    ]);
    expect(check([at("## Вебхуки {#hooks}\n\nПро зміну цих адрес повідомляємо за 14 днів.", "client/api-settings")])).toHaveLength(1);
    // A period that is not about the list stays: scheduling at most 30 days ahead.
    expect(check([at(`${rendered}\n\nЗапланировать отправку можно не более чем на 30 дней вперёд.`)])).toEqual([]);
    const info: Record<string, unknown> = { ...document.info };
    delete info["x-webhook-source-addresses-notice"];
    expect(check([at(rendered)], { ...document, info })).toEqual([
      "info.x-webhook-source-addresses-notice has no `days` or no uk text: how far ahead a change of the list is announced",
      "info.x-webhook-source-addresses-notice has no `days` or no ru text: how far ahead a change of the list is announced",
    ]);
  });
});

describe("a blocked account is unauthorized / 110 in both catalogues (decision 19, review 42)", () => {
  const xsd = readXsd(path.resolve("contract"));

  it("accepts the contract as it is", () => {
    expect(checkBlockedAccountErrors(document, xsd)).toEqual([]);
  });

  it("reports unauthorized and 110 that name only a wrong key (as before review 42), and 112 that names the blocked account", () => {
    const copy = structuredClone(document);
    const reference = (copy.components.schemas as Record<string, Record<string, Record<string, { meaning: Record<string, string> }>>>)
      .ErrorCode?.["x-reference"];
    if (reference?.unauthorized)
      reference.unauthorized.meaning = { uk: "Ключ неправильний або відкликаний", ru: "Ключ неверный или отозван" };
    const old = xsd
      .replace(/(<error code="110"[^>]*>\s*<when xml:lang="uk">)[^<]*/, "$1Неправильні логін, пароль або API-ключ, ключ відкликано")
      .replace(/(<error code="112"[^>]*>\s*<when xml:lang="uk">)[^<]*/, "$1Акаунт призупинено або заблоковано");
    expect(checkBlockedAccountErrors(copy, old).map((p) => p.message)).toEqual([
      "ErrorCode x-reference `unauthorized` (uk) does not name the blocked account, whose key and API password are disabled (decision 19)",
      "ErrorCode 110 (uk) does not name the blocked account, whose key and API password are disabled (decision 19)",
      "ErrorCode 112 (uk) names the blocked account, which gets 110 (decision 19)",
      "ErrorCode x-reference `unauthorized` (ru) does not name the blocked account, whose key and API password are disabled (decision 19)",
    ]);
  });
});
