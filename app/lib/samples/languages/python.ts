import { pythonLiteral } from "../literals";
import { CONTENT_TYPES, KEY_COMMENT, MISSING_KEY, OTP_LIMIT_CODE, RETRY_COMMENT, urlOf, xmlTemplate } from "../request";
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, timeoutOf, type SampleOperation } from "../types";

/** Python 3, standard library only (`urllib.request`): nothing to install for the reader. */
export function pythonSample(operation: SampleOperation): string {
  const body = operation.body;
  const imports = new Set(["os", "sys", "time", "urllib.error", "urllib.request"]);
  const setup: string[] = [];
  const headers: string[] = [];
  if (operation.idempotent) {
    imports.add("uuid");
    setup.push(`# ${KEY_COMMENT}`, "idempotency_key = str(uuid.uuid4())");
  }
  if (operation.family === "json") headers.push('"Authorization": f"Bearer {api_key}"');
  headers.push(`"Content-Type": "${CONTENT_TYPES[operation.family]}"`);
  if (operation.idempotent && operation.family !== "xml") headers.push('"Idempotency-Key": idempotency_key');
  if (body.kind === "json") {
    imports.add("json");
    setup.push(`body = ${pythonLiteral(body.value)}`, 'data = json.dumps(body).encode("utf-8")');
  } else if (body.kind === "form") {
    imports.add("urllib.parse");
    const fields = [`"apikey": api_key`, ...body.fields.map(([n, v]) => `${JSON.stringify(n)}: ${JSON.stringify(v)}`)];
    setup.push(`form = {\n${fields.map((f) => `    ${f},`).join("\n")}\n}`, 'data = urllib.parse.urlencode(form).encode("utf-8")');
  } else {
    imports.add("html");
    const xml = xmlTemplate(
      body.parts,
      (text) => text.replace(/\\/g, "\\\\").replace(/\{/g, "{{").replace(/\}/g, "}}"),
      (name) => (name === "apiKey" ? "{html.escape(api_key)}" : "{idempotency_key}"),
    );
    setup.push(`xml = f"""${xml.trimEnd()}\n"""`, 'data = xml.encode("utf-8")');
  }
  const importLines = [...imports].sort().map((m) => `import ${m}`);
  return [
    ...importLines,
    "",
    `api_key = os.environ.get("${API_KEY_ENV}")`,
    "if not api_key:",
    `    sys.exit("${MISSING_KEY}")`,
    "",
    ...setup,
    `headers = {\n${headers.map((h) => `    ${h},`).join("\n")}\n}`,
    "",
    "",
    "def send():",
    `    request = urllib.request.Request("${urlOf(operation)}", data=data, headers=headers, method="POST")`,
    "    try:",
    `        with urllib.request.urlopen(request, timeout=${timeoutOf(operation)}) as response:`,
    '            return response.status, response.headers, response.read().decode("utf-8")',
    "    except urllib.error.HTTPError as error:",
    '        return error.code, error.headers, error.read().decode("utf-8")',
    "    except OSError as error:  # no answer: a timeout or a dropped connection",
    "        return None, {}, str(error)",
    "",
    "",
    `# ${RETRY_COMMENT}`,
    `for attempt in range(${MAX_ATTEMPTS}):`,
    "    status, response_headers, text = send()",
    "    if status is None:",
    "        wait = 2**attempt",
    operation.otpLimit ? `    elif status == 429 and "${OTP_LIMIT_CODE}" not in text:` : "    elif status == 429:",
    '        wait = int(response_headers.get("Retry-After", "1"))',
    "    elif status >= 500:",
    "        wait = 2**attempt",
    "    else:",
    "        break",
    `    if wait > ${MAX_WAIT_SECONDS} or attempt == ${MAX_ATTEMPTS - 1}:`,
    "        break",
    "    time.sleep(wait)",
    "if status is None:",
    '    sys.exit(f"no answer: {text}")',
    'print("HTTP", status)',
    "print(text)",
  ].join("\n");
}
