import { phpLiteral, phpString } from "../literals";
import { CONTENT_TYPES, KEY_COMMENT, MISSING_KEY, OTP_LIMIT_CODE, RETRY_COMMENT, urlOf, xmlTemplate } from "../request";
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, timeoutOf, type SampleOperation } from "../types";

/** PHP 8 with the curl extension. */
export function phpSample(operation: SampleOperation): string {
  const body = operation.body;
  const setup: string[] = [];
  if (operation.idempotent) setup.push(`// ${KEY_COMMENT}`, "$idempotencyKey = bin2hex(random_bytes(16));");
  if (body.kind === "json")
    setup.push(`$body = json_encode(${phpLiteral(body.value)}, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);`);
  else if (body.kind === "form") {
    const rows = ["'apikey' => $apiKey", ...body.fields.map(([n, v]) => `${phpString(n)} => ${phpString(v)}`)];
    setup.push(`$body = http_build_query([\n${rows.map((r) => `    ${r},`).join("\n")}\n]);`);
  } else {
    const args: string[] = [];
    const xml = xmlTemplate(
      body.parts,
      (text) => text.replace(/%/g, "%%"),
      (name) => {
        args.push(name === "apiKey" ? "htmlspecialchars($apiKey, ENT_XML1 | ENT_QUOTES)" : "$idempotencyKey");
        return "%s";
      },
    );
    setup.push(`$body = sprintf(<<<'XML'\n${xml.trimEnd()}\nXML, ${args.join(", ")});`);
  }
  const headers = [`'Content-Type: ${CONTENT_TYPES[operation.family]}'`];
  if (operation.family === "json") headers.unshift("'Authorization: Bearer ' . $apiKey");
  if (operation.idempotent && operation.family !== "xml") headers.push("'Idempotency-Key: ' . $idempotencyKey");
  return [
    "<?php",
    "",
    `$apiKey = getenv('${API_KEY_ENV}');`,
    "if ($apiKey === false || $apiKey === '') {",
    `    fwrite(STDERR, "${MISSING_KEY}\\n");`,
    "    exit(1);",
    "}",
    "",
    ...setup,
    "",
    `// ${RETRY_COMMENT}`,
    `for ($attempt = 0; $attempt < ${MAX_ATTEMPTS}; $attempt++) {`,
    "    $retryAfter = 1;",
    `    $curl = curl_init('${urlOf(operation)}');`,
    "    curl_setopt_array($curl, [",
    "        CURLOPT_POST => true,",
    "        CURLOPT_POSTFIELDS => $body,",
    `        CURLOPT_HTTPHEADER => [\n${headers.map((h) => `            ${h},`).join("\n")}\n        ],`,
    "        CURLOPT_RETURNTRANSFER => true,",
    `        CURLOPT_TIMEOUT => ${timeoutOf(operation)},`,
    "        CURLOPT_HEADERFUNCTION => function ($curl, $line) use (&$retryAfter) {",
    "            if (stripos($line, 'Retry-After:') === 0) {",
    "                $retryAfter = (int) trim(substr($line, 12));",
    "            }",
    "            return strlen($line);",
    "        },",
    "    ]);",
    "    $text = curl_exec($curl);",
    "    if ($text === false) {",
    "        // No answer (a timeout, a dropped connection): the request may have arrived, so the same key again.",
    `        if ($attempt === ${MAX_ATTEMPTS - 1}) {`,
    '            fwrite(STDERR, curl_error($curl) . "\\n");',
    "            exit(1);",
    "        }",
    "        curl_close($curl);",
    "        sleep(2 ** $attempt);",
    "        continue;",
    "    }",
    "    $status = curl_getinfo($curl, CURLINFO_RESPONSE_CODE);",
    "    curl_close($curl);",
    operation.otpLimit ? `    if ($status === 429 && strpos($text, '${OTP_LIMIT_CODE}') === false) {` : "    if ($status === 429) {",
    "        $wait = $retryAfter;",
    "    } elseif ($status >= 500) {",
    "        $wait = 2 ** $attempt;",
    "    } else {",
    "        break;",
    "    }",
    `    if ($wait > ${MAX_WAIT_SECONDS} || $attempt === ${MAX_ATTEMPTS - 1}) {`,
    "        break;",
    "    }",
    "    sleep($wait);",
    "}",
    'echo "HTTP $status\\n$text\\n";',
  ].join("\n");
}
