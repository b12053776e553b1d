import { cStyleString, javaTextBlock } from "../literals";
import { CONTENT_TYPES, KEY_COMMENT, MISSING_KEY, OTP_LIMIT_CODE, RETRY_COMMENT, pascalCase, urlOf, xmlTemplate } from "../request";
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, timeoutOf, type SampleOperation } from "../types";

/** The public class of an operation's Java sample (unique per operation, as javac wants one name per file). */
export const javaClassName = (operation: SampleOperation) => `${pascalCase(operation.id)}Sample`;

/** JDK 17, `java.net.http` only: one compilation unit with a `main`. */
export function javaSample(operation: SampleOperation): string {
  const body = operation.body;
  const imports = new Set([
    "java.io.IOException",
    "java.net.URI",
    "java.net.http.HttpClient",
    "java.net.http.HttpRequest",
    "java.net.http.HttpResponse",
    "java.nio.charset.StandardCharsets",
    "java.time.Duration",
  ]);
  const ind = "        ";
  const setup: string[] = [];
  if (operation.idempotent) {
    imports.add("java.util.UUID");
    setup.push(`${ind}// ${KEY_COMMENT}`, `${ind}String idempotencyKey = UUID.randomUUID().toString();`);
  }
  if (body.kind === "json") setup.push(`${ind}String body = ${javaTextBlock(JSON.stringify(body.value, null, 2), `${ind}        `)};`);
  else if (body.kind === "form") {
    imports.add("java.net.URLEncoder");
    imports.add("java.util.StringJoiner");
    const rows = [`{"apikey", apiKey}`, ...body.fields.map(([n, v]) => `{${cStyleString(n)}, ${cStyleString(v)}}`)];
    setup.push(
      `${ind}String[][] fields = {\n${rows.map((r) => `${ind}    ${r},`).join("\n")}\n${ind}};`,
      `${ind}StringJoiner form = new StringJoiner("&");`,
      `${ind}for (String[] field : fields) {`,
      `${ind}    form.add(URLEncoder.encode(field[0], StandardCharsets.UTF_8) + "=" + URLEncoder.encode(field[1], StandardCharsets.UTF_8));`,
      `${ind}}`,
      `${ind}String body = form.toString();`,
    );
  } else {
    const args: string[] = [];
    const xml = xmlTemplate(
      body.parts,
      (text) => text.replace(/%/g, "%%"),
      (name) => {
        args.push(name === "apiKey" ? "escapeXml(apiKey)" : "idempotencyKey");
        return "%s";
      },
    );
    setup.push(`${ind}String body = ${javaTextBlock(xml.trimEnd(), `${ind}        `)}.formatted(${args.join(", ")});`);
  }
  const headers = [`.header("Content-Type", "${CONTENT_TYPES[operation.family]}")`];
  if (operation.family === "json") headers.unshift('.header("Authorization", "Bearer " + apiKey)');
  if (operation.idempotent && operation.family !== "xml") headers.push('.header("Idempotency-Key", idempotencyKey)');
  const escapeMethod =
    body.kind === "xml"
      ? [
          "",
          "    private static String escapeXml(String value) {",
          '        return value.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\\"", "&quot;");',
          "    }",
        ]
      : [];
  return [
    ...[...imports].sort().map((i) => `import ${i};`),
    "",
    `public class ${javaClassName(operation)} {`,
    "    public static void main(String[] args) throws Exception {",
    `        String apiKey = System.getenv("${API_KEY_ENV}");`,
    "        if (apiKey == null || apiKey.isBlank()) {",
    `            System.err.println("${MISSING_KEY}");`,
    "            System.exit(1);",
    "        }",
    ...setup,
    "        HttpRequest request = HttpRequest.newBuilder()",
    `                .uri(URI.create("${urlOf(operation)}"))`,
    `                .timeout(Duration.ofSeconds(${timeoutOf(operation)}))`,
    ...headers.map((h) => `                ${h}`),
    "                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))",
    "                .build();",
    "        HttpClient client = HttpClient.newHttpClient();",
    "        HttpResponse<String> response = null;",
    `        // ${RETRY_COMMENT}`,
    `        for (int attempt = 0; attempt < ${MAX_ATTEMPTS}; attempt++) {`,
    "            try {",
    "                response = client.send(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));",
    "            } catch (IOException error) {",
    "                // No answer (a timeout, a dropped connection): the request may have arrived, so the same key again.",
    `                if (attempt == ${MAX_ATTEMPTS - 1}) {`,
    "                    throw error;",
    "                }",
    "                Thread.sleep((1L << attempt) * 1000L);",
    "                continue;",
    "            }",
    "            long wait;",
    operation.otpLimit
      ? `            if (response.statusCode() == 429 && !response.body().contains("${OTP_LIMIT_CODE}")) {`
      : "            if (response.statusCode() == 429) {",
    '                wait = response.headers().firstValueAsLong("Retry-After").orElse(1L);',
    "            } else if (response.statusCode() >= 500) {",
    "                wait = 1L << attempt;",
    "            } else {",
    "                break;",
    "            }",
    `            if (wait > ${MAX_WAIT_SECONDS} || attempt == ${MAX_ATTEMPTS - 1}) {`,
    "                break;",
    "            }",
    "            Thread.sleep(wait * 1000L);",
    "        }",
    '        System.out.println("HTTP " + response.statusCode());',
    "        System.out.println(response.body());",
    "    }",
    ...escapeMethod,
    "}",
  ].join("\n");
}
