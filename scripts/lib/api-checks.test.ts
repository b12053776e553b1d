import { describe, expect, it } from "vitest";
import { ALLOWED_TAGS, type PageSource } from "./content-checks";
import { checkApiConsistency, tableKeys } from "./api-checks";

const page = (slug: string, body: string, tags: readonly string[] = []): PageSource => ({
  locale: "uk",
  slug,
  file: `content/uk/${slug}.mdx`,
  raw: `---\ntitle: T\ntags: [${tags.join(", ")}]\n---\n\n${body}\n`,
});

const reference = page(
  "api/json/references/message_statuses",
  [
    "## Статуси {#statuses}",
    "| `status` | Значення |",
    "|---|---|",
    "| `delivered` | Доставлено |",
    "## Причини {#reasons}",
    "| `reason` | Значення |",
    "|---|---|",
    "| `blacklisted` | У чорному списку |",
    "## Помилки {#errors}",
    "| `code` | HTTP |",
    "|---|---|",
    "| `unauthorized` | 401 |",
  ].join("\n"),
  ALLOWED_TAGS,
);
const xmlCodes = page("api/xml/references/message_status_codes", "## Коди {#codes}\n\n| `4` | delivered |");
const xmlErrors = page("api/xml/references/request_error", "## Коди {#codes}\n\n| `110` | Authentication failed |");
const overview = (links: string[]) => page("api_methods", links.map((l) => `[x](${l})`).join(" "));
const fence = (lang: string, code: string) => `\`\`\`${lang}\n${code}\n\`\`\``;

describe("tableKeys", () => {
  it("reads the first column of the tables in one section only", () => {
    const body = "## A {#a}\n| `x` | 1 |\n### A1 {#a1}\n| `y` | 2 |\n## B {#b}\n| `z` | 3 |";
    expect([...tableKeys(body, "a")]).toEqual(["x", "y"]);
    expect([...tableKeys(body, "b")]).toEqual(["z"]);
  });
});

describe("checkApiConsistency", () => {
  const refs = [reference, xmlCodes, xmlErrors];
  const allLinked = [
    "/api/json/references/message_statuses",
    "/api/xml/references/message_status_codes",
    "/api/xml/references/request_error",
  ];

  it("accepts examples that use only defined codes", () => {
    const send = page(
      "api/json/send_sms",
      fence("json", '{"success": false, "error": {"code": "unauthorized"}, "data": {"status": "delivered"}}'),
    );
    const xml = page("api/xml/status", fence("xml", '<response><status code="4">delivered</status><error code="110">x</error></response>'));
    expect(checkApiConsistency([...refs, send, xml, overview([...allLinked, "/api/json/send_sms", "/api/xml/status"])])).toEqual([]);
  });

  it("reports undefined statuses, reasons, error codes, XML codes and plain-text errors", () => {
    const send = page(
      "api/json/send_sms",
      [fence("json", '{"status": "lost", "reason": "moon", "error": {"code": "teapot"}}'), fence("text", "ERROR;nope;x")].join("\n\n"),
    );
    const xml = page("api/xml/status", fence("xml", '<response><status code="42">x</status><error code="999">x</error></response>'));
    const messages = checkApiConsistency([...refs, send, xml, overview([...allLinked, "/api/json/send_sms", "/api/xml/status"])]).map(
      (p) => p.message,
    );
    expect(messages).toEqual([
      'status "lost" is not in the status reference',
      'reason "moon" is not in the reference of rejection reasons',
      'error code "teapot" is not in the error reference',
      'error code "nope" is not in the error reference',
      "XML status code 42 is not in the status code reference",
      "XML error code 999 is not in the request error reference",
    ]);
  });

  it("takes the XML error codes from the XSD when the reference page renders them instead of listing them", () => {
    const rendered = page("api/xml/references/request_error", "## Коди {#codes}\n\n<XmlErrorCodes />");
    const xml = page("api/xml/status", fence("xml", '<response><error code="130">x</error></response>'));
    const pages = [reference, xmlCodes, rendered, xml, overview([...allLinked, "/api/xml/status"])];
    expect(checkApiConsistency(pages, new Set(["110", "130"]))).toEqual([]);
    expect(checkApiConsistency(pages, new Set(["110"])).map((p) => p.message)).toEqual([
      "XML error code 130 is not in the request error reference",
    ]);
  });

  it("accepts a status the page documents itself", () => {
    const mnp = page("api/mnp", `| \`results[].status\` | \`found\` or \`unknown\` |\n\n${fence("json", '{"status": "found"}')}`);
    expect(checkApiConsistency([...refs, mnp, overview([...allLinked, "/api/mnp"])])).toEqual([]);
  });

  it("reports API pages missing from the overview and tags no page uses", () => {
    const untagged = { ...reference, raw: reference.raw.replace(/tags: \[[^\]]*\]/, "tags: [sms]") };
    const messages = checkApiConsistency([untagged, xmlCodes, xmlErrors, page("api/mnp", "x"), overview(allLinked)]).map((p) => p.message);
    expect(messages).toContain("the overview does not link /api/mnp");
    expect(messages).toContain('tag "viber" (docs/CONTENT.md) is used by no page');
  });
});
