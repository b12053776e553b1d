import { csharpVerbatim } from "../literals";
import { CONTENT_TYPES, KEY_COMMENT, MISSING_KEY, OTP_LIMIT_CODE, RETRY_COMMENT, pascalCase, urlOf, xmlTemplate } from "../request";
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, timeoutOf, type SampleOperation } from "../types";

const MEDIA_TYPES = { json: "application/json", http: "application/x-www-form-urlencoded", xml: "application/xml" } as const;

/**
 * C# 7.1 or later (`async Task Main`), `System.Net.Http.HttpClient`. A request message can be sent once, so each attempt
 * builds its own; the content type carries `charset=utf-8` as `StringContent` writes it.
 */
export function csharpSample(operation: SampleOperation): string {
  const body = operation.body;
  const setup: string[] = [];
  const ind = "        ";
  if (operation.idempotent) setup.push(`${ind}// ${KEY_COMMENT}`, `${ind}var idempotencyKey = Guid.NewGuid().ToString();`);
  if (body.kind === "json") setup.push(`${ind}var body = ${csharpVerbatim(JSON.stringify(body.value, null, 2))};`);
  else if (body.kind === "form") {
    const rows = [`["apikey"] = apiKey`, ...body.fields.map(([n, v]) => `[${JSON.stringify(n)}] = ${csharpVerbatim(v)}`)];
    setup.push(
      `${ind}var form = new Dictionary<string, string>`,
      `${ind}{`,
      ...rows.map((r) => `${ind}    ${r},`),
      `${ind}};`,
      `${ind}var body = await new FormUrlEncodedContent(form).ReadAsStringAsync();`,
    );
  } else {
    const xml = xmlTemplate(
      body.parts,
      (text) => text.replace(/\{/g, "{{").replace(/\}/g, "}}"),
      (name) => (name === "apiKey" ? "{SecurityElement.Escape(apiKey)}" : "{idempotencyKey}"),
    );
    setup.push(`${ind}var body = $${csharpVerbatim(`${xml.trimEnd()}\n`)};`);
  }
  const headers: string[] = [];
  if (operation.family === "json")
    headers.push(`${ind}    request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", apiKey);`);
  if (operation.idempotent && operation.family !== "xml") headers.push(`${ind}    request.Headers.Add("Idempotency-Key", idempotencyKey);`);
  const usings = ["System", "System.Net.Http", "System.Net.Http.Headers", "System.Text", "System.Threading.Tasks"];
  if (body.kind === "form") usings.push("System.Collections.Generic");
  if (body.kind === "xml") usings.push("System.Security");
  const mediaType = MEDIA_TYPES[operation.family];
  if (!CONTENT_TYPES[operation.family].startsWith(mediaType)) throw new Error(`content type of ${operation.family} out of step`);
  return [
    ...usings.sort().map((u) => `using ${u};`),
    "",
    `public static class ${pascalCase(operation.id)}Sample`,
    "{",
    `    private static readonly HttpClient Client = new HttpClient { Timeout = TimeSpan.FromSeconds(${timeoutOf(operation)}) };`,
    "",
    "    public static async Task Main()",
    "    {",
    `${ind}var apiKey = Environment.GetEnvironmentVariable("${API_KEY_ENV}");`,
    `${ind}if (string.IsNullOrEmpty(apiKey))`,
    `${ind}{`,
    `${ind}    Console.Error.WriteLine("${MISSING_KEY}");`,
    `${ind}    Environment.Exit(1);`,
    `${ind}}`,
    ...setup,
    "",
    `${ind}// ${RETRY_COMMENT}`,
    `${ind}HttpResponseMessage response = null;`,
    `${ind}for (var attempt = 0; attempt < ${MAX_ATTEMPTS}; attempt++)`,
    `${ind}{`,
    `${ind}    var request = new HttpRequestMessage(HttpMethod.Post, "${urlOf(operation)}");`,
    ...headers,
    `${ind}    request.Content = new StringContent(body, Encoding.UTF8, "${mediaType}");`,
    `${ind}    try`,
    `${ind}    {`,
    `${ind}        response = await Client.SendAsync(request);`,
    `${ind}    }`,
    `${ind}    catch (Exception error) when ((error is HttpRequestException || error is TaskCanceledException) && attempt < ${MAX_ATTEMPTS - 1})`,
    `${ind}    {`,
    `${ind}        // No answer (a timeout, a dropped connection): the request may have arrived, so the same key again.`,
    `${ind}        await Task.Delay(TimeSpan.FromSeconds(Math.Pow(2, attempt)));`,
    `${ind}        continue;`,
    `${ind}    }`,
    `${ind}    double wait;`,
    operation.otpLimit
      ? `${ind}    if ((int)response.StatusCode == 429 && !(await response.Content.ReadAsStringAsync()).Contains("${OTP_LIMIT_CODE}"))`
      : `${ind}    if ((int)response.StatusCode == 429)`,
    `${ind}        wait = response.Headers.RetryAfter?.Delta?.TotalSeconds ?? 1;`,
    `${ind}    else if ((int)response.StatusCode >= 500)`,
    `${ind}        wait = Math.Pow(2, attempt);`,
    `${ind}    else`,
    `${ind}        break;`,
    `${ind}    if (wait > ${MAX_WAIT_SECONDS} || attempt == ${MAX_ATTEMPTS - 1})`,
    `${ind}        break;`,
    `${ind}    await Task.Delay(TimeSpan.FromSeconds(wait));`,
    `${ind}}`,
    `${ind}Console.WriteLine("HTTP " + (int)response.StatusCode);`,
    `${ind}Console.WriteLine(await response.Content.ReadAsStringAsync());`,
    "    }",
    "}",
  ].join("\n");
}
