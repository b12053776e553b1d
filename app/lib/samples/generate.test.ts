import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateSamples } from "./generate";
import { sampleOperations, xmlParts } from "./operations.server";
import type { Sample, SampleOperation } from "./types";

const json: SampleOperation = {
  id: "sendSms",
  family: "json",
  method: "POST",
  path: "/json/v1/sms/send",
  idempotent: true,
  body: {
    kind: "json",
    value: { sender: "Shop", text: 'It\'s 100% "ready"', recipients: ["380671234567"], shorten_links: false, ref: null },
  },
  source: "test",
};
const http: SampleOperation = {
  id: "httpBalance",
  family: "http",
  method: "POST",
  path: "/http/balance",
  idempotent: false,
  body: { kind: "form", fields: [["format", "json"]] },
  source: "test",
};
const xml: SampleOperation = {
  id: "xmlSendSms",
  family: "xml",
  method: "POST",
  path: "/xml/send_sms",
  idempotent: true,
  body: {
    kind: "xml",
    parts: xmlParts('<?xml version="1.0"?>\n<request id="k1">\n  <auth apikey="your_api_key"/>\n  <text>50% {off}</text>\n</request>\n'),
  },
  source: "test",
};

const contractDir = path.resolve("contract");
const byValue = (op: SampleOperation) => new Map(generateSamples(op).map((s): [string, Sample] => [s.value, s]));
const code = (op: SampleOperation, language: string) => byValue(op).get(language)?.code ?? "";

describe("generateSamples", () => {
  it("gives every operation seven languages and its raw request, in the same tab order", () => {
    for (const op of [json, http, xml])
      expect(generateSamples(op).map((s) => s.value)).toEqual([
        "curl",
        "python",
        "javascript",
        "java",
        "php",
        "go",
        "csharp",
        op.family === "http" ? "http" : op.family,
      ]);
  });

  it("JSON: the key comes from SMS_API_KEY as a Bearer token, an Idempotency-Key is made once and 429 is retried", () => {
    expect(code(json, "curl")).toContain('-H "Authorization: Bearer $SMS_API_KEY"');
    expect(code(json, "curl")).toContain('-H "Idempotency-Key: $IDEMPOTENCY_KEY"');
    expect(code(json, "curl")).toContain(`'\\''`); // the apostrophe of the text, quoted for the shell
    expect(code(json, "python")).toContain('"shorten_links": False');
    expect(code(json, "python")).toContain('"ref": None');
    expect(code(json, "python")).toContain('"Idempotency-Key": idempotency_key');
    expect(code(json, "javascript")).toContain("const idempotencyKey = crypto.randomUUID();");
    expect(code(json, "javascript")).toContain("shorten_links: false");
    expect(code(json, "java")).toContain("public class SendSmsSample {");
    expect(code(json, "java")).toContain('.header("Idempotency-Key", idempotencyKey)');
    expect(code(json, "php")).toContain("'text' => 'It\\'s 100% \"ready\"'");
    expect(code(json, "go")).toContain('req.Header.Set("Authorization", "Bearer "+apiKey)');
    expect(code(json, "csharp")).toContain('new AuthenticationHeaderValue("Bearer", apiKey)');
    for (const language of ["python", "javascript", "java", "php", "go", "csharp"]) {
      expect(code(json, language), language).toContain("SMS_API_KEY");
      expect(code(json, language), language).toMatch(/429/);
      expect(code(json, language), language).toContain("{{apiBaseUrl}}/json/v1/sms/send");
    }
    expect(JSON.parse(code(json, "json"))).toEqual(json.body.kind === "json" ? json.body.value : null);
  });

  it("HTTP API: a form with apikey from the environment, no Idempotency-Key where the operation takes none", () => {
    expect(code(http, "curl")).toContain('--data-urlencode "apikey=$SMS_API_KEY"');
    expect(code(http, "curl")).toContain("--data-urlencode 'format=json'");
    expect(code(http, "python")).toContain('"apikey": api_key');
    expect(code(http, "javascript")).toContain("new URLSearchParams({");
    expect(code(http, "java")).toContain('{"apikey", apiKey}');
    expect(code(http, "php")).toContain("http_build_query([");
    expect(code(http, "go")).toContain('form.Set("apikey", apiKey)');
    expect(code(http, "csharp")).toContain('["apikey"] = apiKey');
    for (const language of ["curl", "python", "javascript", "java", "php", "go", "csharp"])
      expect(code(http, language), language).not.toMatch(/Idempotency-Key/);
    expect(code(http, "http")).toBe(
      "POST /http/balance HTTP/1.1\nHost: {{apiHost}}\nContent-Type: application/x-www-form-urlencoded; charset=utf-8\n\napikey=your_api_key&format=json",
    );
  });

  it("XML: the key goes into <auth apikey>, the idempotency id into <request id>, and each language escapes its template syntax", () => {
    expect(code(xml, "curl")).toContain('<request id="$IDEMPOTENCY_KEY">');
    expect(code(xml, "curl")).toContain('<auth apikey="$SMS_API_KEY"/>');
    expect(code(xml, "python")).toContain("<text>50% {{off}}</text>"); // f-string braces doubled
    expect(code(xml, "python")).toContain('<auth apikey="{html.escape(api_key)}"/>');
    expect(code(xml, "javascript")).toContain('<request id="${idempotencyKey}">');
    expect(code(xml, "java")).toContain("<text>50%% {off}</text>"); // String.formatted
    expect(code(xml, "java")).toContain(".formatted(idempotencyKey, escapeXml(apiKey))");
    expect(code(xml, "php")).toContain("XML, $idempotencyKey, htmlspecialchars($apiKey, ENT_XML1 | ENT_QUOTES));");
    expect(code(xml, "go")).toContain("<text>50%% {off}</text>");
    expect(code(xml, "csharp")).toContain("<text>50% {{off}}</text>"); // interpolated verbatim string
    expect(code(xml, "xml")).toContain('<auth apikey="your_api_key"/>');
    for (const language of ["python", "javascript", "java", "php", "go", "csharp"])
      expect(code(xml, language), language).not.toMatch(/Idempotency-Key/);
  });

  it("OTP: a 429 that is otp_limit_exceeded ends the sample instead of being retried", () => {
    const otp: SampleOperation = { ...json, id: "otpTelegram", path: "/json/v1/otp/telegram", otpLimit: true };
    for (const language of ["python", "javascript", "java", "php", "go", "csharp"]) {
      expect(code(otp, language), language).toContain("otp_limit_exceeded");
      expect(code(json, language), language).not.toContain("otp_limit_exceeded");
    }
    expect(code(otp, "python")).toContain('elif status == 429 and "otp_limit_exceeded" not in text:');
  });

  it("retries a request that got no answer (a timeout, a dropped connection) with the same key, as api_methods#errors says", () => {
    // Each language's own "no answer": what its HTTP client throws or returns when the connection gives nothing back.
    const noAnswer: Record<string, string> = {
      python: "except OSError as error:",
      javascript: "} catch (error) {",
      java: "} catch (IOException error) {",
      php: "if ($text === false) {",
      go: "resp, err := client.Do(req)",
      csharp: "catch (Exception error) when ((error is HttpRequestException || error is TaskCanceledException)",
    };
    for (const [language, marker] of Object.entries(noAnswer)) {
      const sample = code(json, language);
      const after = sample.slice(sample.indexOf(marker));
      expect(sample, language).toContain(marker);
      // Backs off and tries again (the loop's next attempt re-sends the same key) instead of ending the program.
      expect(after.slice(0, 400), language).toMatch(/continue|status is None/);
      expect(sample, language).toContain("no answer");
    }
    expect(code(json, "curl")).toContain("--retry 4");
  });

  it("reads from the contract which operations answer the hourly OTP limit", () => {
    const operations = sampleOperations(contractDir);
    const limited = [...operations.values()].filter((op) => op.otpLimit).map((op) => op.id);
    expect(limited.sort()).toEqual(["otpTelegram", "otpWhatsapp", "voiceOtp"]);
  });

  it("waits as long as the contract's x-client-timeout says (HLR: 60 s, as its page asks), else 30 s", () => {
    // Review 39: the HLR page asked for a client timeout of at least 60 s while its samples gave up after 30 s.
    const operations = sampleOperations(contractDir);
    const hlr = operations.get("hlr");
    const sendSms = operations.get("sendSms");
    if (!hlr || !sendSms) throw new Error("hlr and sendSms have examples in the contract");
    expect(hlr.timeoutSeconds).toBe(60);
    expect(code(hlr, "python")).toContain("urlopen(request, timeout=60)");
    expect(code(hlr, "javascript")).toContain("AbortSignal.timeout(60_000)");
    expect(code(hlr, "java")).toContain("Duration.ofSeconds(60)");
    expect(code(hlr, "go")).toContain("Timeout: 60 * time.Second");
    expect(code(hlr, "csharp")).toContain("TimeSpan.FromSeconds(60)");
    expect(code(hlr, "php")).toContain("CURLOPT_TIMEOUT => 60,");
    expect(code(sendSms, "python")).toContain("urlopen(request, timeout=30)");
  });

  it("refuses an XML example that does not authenticate with an API key", () => {
    expect(() => xmlParts('<request><auth login="a" password="b"/></request>')).toThrow(/apikey/);
  });
});
