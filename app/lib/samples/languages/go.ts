import { goString } from "../literals";
import { CONTENT_TYPES, KEY_COMMENT, MISSING_KEY, OTP_LIMIT_CODE, RETRY_COMMENT, urlOf, xmlTemplate } from "../request";
import { API_KEY_ENV, MAX_ATTEMPTS, MAX_WAIT_SECONDS, timeoutOf, type SampleOperation } from "../types";

/** Go, standard library (`net/http`): one `package main`. */
export function goSample(operation: SampleOperation): string {
  const body = operation.body;
  const imports = new Set(["bytes", "fmt", "io", "net/http", "os", "strconv", "time"]);
  const setup: string[] = [];
  if (operation.idempotent) {
    imports.add("crypto/rand");
    imports.add("encoding/hex");
    setup.push(
      `\t// ${KEY_COMMENT}`,
      "\trandom := make([]byte, 16)",
      "\tif _, err := rand.Read(random); err != nil {",
      "\t\tpanic(err)",
      "\t}",
      "\tidempotencyKey := hex.EncodeToString(random)",
    );
  }
  if (body.kind === "json") setup.push(`\tbody := []byte(${goString(JSON.stringify(body.value, null, 2))})`);
  else if (body.kind === "form") {
    imports.add("net/url");
    setup.push("\tform := url.Values{}", '\tform.Set("apikey", apiKey)');
    for (const [n, v] of body.fields) setup.push(`\tform.Set(${JSON.stringify(n)}, ${goString(v)})`);
    setup.push("\tbody := []byte(form.Encode())");
  } else {
    imports.add("html");
    const args: string[] = [];
    const xml = xmlTemplate(
      body.parts,
      (text) => text.replace(/%/g, "%%"),
      (name) => {
        args.push(name === "apiKey" ? "html.EscapeString(apiKey)" : "idempotencyKey");
        return "%s";
      },
    );
    setup.push(`\tbody := []byte(fmt.Sprintf(${goString(`${xml.trimEnd()}\n`)}, ${args.join(", ")}))`);
  }
  const headers = [`\t\treq.Header.Set("Content-Type", "${CONTENT_TYPES[operation.family]}")`];
  if (operation.family === "json") headers.unshift('\t\treq.Header.Set("Authorization", "Bearer "+apiKey)');
  if (operation.idempotent && operation.family !== "xml") headers.push('\t\treq.Header.Set("Idempotency-Key", idempotencyKey)');
  return [
    "package main",
    "",
    "import (",
    ...[...imports].sort().map((i) => `\t"${i}"`),
    ")",
    "",
    "func main() {",
    `\tapiKey := os.Getenv("${API_KEY_ENV}")`,
    '\tif apiKey == "" {',
    `\t\tfmt.Fprintln(os.Stderr, "${MISSING_KEY}")`,
    "\t\tos.Exit(1)",
    "\t}",
    ...setup,
    `\tclient := &http.Client{Timeout: ${timeoutOf(operation)} * time.Second}`,
    "",
    `\t// ${RETRY_COMMENT}`,
    "\tvar status int",
    "\tvar text []byte",
    `\tfor attempt := 0; attempt < ${MAX_ATTEMPTS}; attempt++ {`,
    `\t\treq, err := http.NewRequest("POST", "${urlOf(operation)}", bytes.NewReader(body))`,
    "\t\tif err != nil {",
    "\t\t\tpanic(err)",
    "\t\t}",
    ...headers,
    "\t\tresp, err := client.Do(req)",
    "\t\tif err != nil {",
    "\t\t\t// No answer (a timeout, a dropped connection): the request may have arrived, so the same key again.",
    `\t\t\tif attempt == ${MAX_ATTEMPTS - 1} {`,
    "\t\t\t\tfmt.Fprintln(os.Stderr, err)",
    "\t\t\t\tos.Exit(1)",
    "\t\t\t}",
    "\t\t\ttime.Sleep(time.Duration(1<<attempt) * time.Second)",
    "\t\t\tcontinue",
    "\t\t}",
    "\t\ttext, _ = io.ReadAll(resp.Body)",
    "\t\tresp.Body.Close()",
    "\t\tstatus = resp.StatusCode",
    "\t\twait := 0",
    operation.otpLimit
      ? `\t\tif status == http.StatusTooManyRequests && !bytes.Contains(text, []byte("${OTP_LIMIT_CODE}")) {`
      : "\t\tif status == http.StatusTooManyRequests {",
    '\t\t\tif wait, err = strconv.Atoi(resp.Header.Get("Retry-After")); err != nil {',
    "\t\t\t\twait = 1",
    "\t\t\t}",
    "\t\t} else if status >= 500 {",
    "\t\t\twait = 1 << attempt",
    "\t\t} else {",
    "\t\t\tbreak",
    "\t\t}",
    `\t\tif wait > ${MAX_WAIT_SECONDS} || attempt == ${MAX_ATTEMPTS - 1} {`,
    "\t\t\tbreak",
    "\t\t}",
    "\t\ttime.Sleep(time.Duration(wait) * time.Second)",
    "\t}",
    '\tfmt.Println("HTTP", status)',
    "\tfmt.Println(string(text))",
    "}",
  ].join("\n");
}
