import net from "node:net";
import { expect, test } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * A raw HTTP/1.1 exchange over a socket, so that request lines and headers a browser or
 * HTTP client would refuse to send can be tried. The body is read until the server closes.
 */
function raw(path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const headers = { Host: `127.0.0.1:${port}`, ...options.headers, Connection: "close" };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join("\r\n");
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () => socket.destroy(new Error(`timeout ${path.slice(0, 60)}`)));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), body: text.slice(text.indexOf("\r\n\r\n") + 4) });
    });
    socket.write(`${options.method ?? "GET"} ${path} HTTP/1.1\r\n${head}\r\n\r\n`);
  });
}

const paths = [
  "/%",
  "/%E0%A4%A",
  "/%ZZ",
  "/client/%C0%AF",
  "/client/%00balance",
  "/client/balance%00.mdx",
  "/..%2f..%2fetc%2fpasswd",
  "/client/../../etc/passwd",
  "/%2e%2e/%2e%2e/package.json",
  "/..\\..\\windows\\win.ini",
  "/content/uk/client/balance.mdx",
  "/build/server/index.js",
  "/.env",
  "/server.ts",
  "/package.json",
  "/node_modules/react/package.json",
  `/${"a/".repeat(300)}`,
  `/${"x".repeat(5000)}`,
  `/client/balance?${"q=1&".repeat(900)}`,
  `/?q=${"a".repeat(3000)}`,
  "/client/balance?q=<script>alert(1)</script>",
  '/client/balance?x="><img src=x onerror=alert(1)>',
  "/search?q=<script>alert(1)</script>",
  "/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "/search?q=a:b~2^3*+-",
  "/ru/search?q=%22%27%60",
  "/ru/%D0%BF%D0%BE%D1%88%D1%83%D0%BA",
  "/tags/<script>",
  "/tags/%3Cscript%3E",
  "//evil.example/",
  "/\\evil.example",
  "/ru//client/balance",
  "/RU/client/balance",
  "/client/Balance",
  "/client/balance.",
  "/client/balance;jsessionid=1",
  "/client/balance/..;/admin",
  "/action/color-mode",
  "/action/dismiss-announcement",
  "/healthz?x=%",
  "/sitemap.xml?%",
  "/favicon.ico",
  "/assets/",
  "/assets/../server.js",
  "/api",
  "/api/",
  "/api/json",
  "/api/json/",
  "/client",
  "/client/",
  "/ru",
  "/index",
  "/ru/index",
  "/interface/index",
];

const headerSets: Record<string, string>[] = [
  { Host: "" },
  { Host: "exa mple" },
  { Host: "localhost:99999" },
  { Host: "[::1" },
  { Host: "<script>" },
  { "X-Forwarded-Host": "evil.example:abc" },
  { "Accept-Language": "ru-RU,ru;q=0.9" },
  { "Accept-Language": "zz;q=abc,,,;;;" },
  { "Accept-Language": "x".repeat(4000) },
  { Cookie: "theme=%%%; announcement_dismissed=%%%" },
  { Cookie: "theme=ImRhcmsi; theme=InN5c3RlbSI=" },
  { Cookie: `theme=${"A".repeat(4000)}` },
  { Accept: "application/json" },
  { "If-None-Match": '"' + "x".repeat(2000) + '"' },
  { "X-Request-Id": "<script>alert(1)</script>" },
  { Range: "bytes=0-10" },
];

test.describe("hostile and odd input", () => {
  test("a few hundred odd requests get clean 4xx or normal pages, never a 5xx or reflected markup", async () => {
    test.setTimeout(240_000);
    let count = 0;
    const check = (label: string, result: { status: number; body: string }) => {
      count += 1;
      expect(result.status, label).toBeGreaterThanOrEqual(200);
      expect(result.status, label).toBeLessThan(500);
      expect(result.body, label).not.toMatch(/<script>alert\(1\)<\/script>|onerror=alert|<img src=x/);
      // Stack-trace signatures: "    at fn (file:1:2)" frames, file:line:col positions, error class names.
      expect(result.body, label).not.toMatch(/\n\s+at [\w.<>]+ \(|\.[cm]?js:\d+:\d+|SyntaxError|TypeError|URIError|RangeError/);
    };
    for (const path of paths) {
      for (const method of ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"])
        check(`${method} ${path.slice(0, 80)}`, await raw(path, { method }));
    }
    for (const headers of headerSets) {
      for (const path of ["/", "/client/balance", "/ru/client/balance", "/nope"])
        check(`${JSON.stringify(headers).slice(0, 80)} ${path}`, await raw(path, { headers }));
    }
    expect(count).toBeGreaterThan(300);

    // The server is still fine afterwards.
    const after = await raw("/client/balance");
    expect(after.status).toBe(200);
    expect(after.body).toContain("<h1>");
  });

  test("malformed encoding and traversal get specific statuses", async () => {
    expect((await raw("/%E0%A4%A")).status).toBe(400);
    expect((await raw("/client/%00balance")).status).toBe(400);
    expect((await raw("/%2e%2e/%2e%2e/package.json")).status).toBe(404);
    expect((await raw(`/${"x".repeat(5000)}`)).status).toBe(414);
    const accepted = await raw("/", { headers: { "Accept-Language": "ru-RU,ru;q=0.9" } });
    expect(accepted.body).toContain('<html lang="uk"');
  });
});

test("preference actions refuse bodies that are not forms with 415, and empty forms are harmless", async () => {
  expect(
    (await raw("/action/color-mode", { method: "POST", headers: { "Content-Type": "application/json", "Content-Length": "2" } })).status,
  ).toBe(415);
  const empty = await raw("/action/color-mode", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "0" },
  });
  expect(empty.status).toBe(303);
});

test("a preference form posted from another site gets 403, one from this site still works", async ({ request }) => {
  const post = (action: string, origin: string, form: Record<string, string>) =>
    request.post(action, { headers: { Origin: origin }, form, maxRedirects: 0 });
  const foreign = await post("/action/color-mode", "https://evil.example", { colorMode: "dark", returnTo: "/client/balance" });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()["set-cookie"]).toBeUndefined();
  expect((await post("/action/announcement", "null", { id: "x" })).status()).toBe(403);
  const own = await post("/action/color-mode", `http://127.0.0.1:${port}`, { colorMode: "dark", returnTo: "/client/balance" });
  expect(own.status()).toBe(303);
  expect(own.headers()["set-cookie"]).toContain("theme=");
});

test("a preference form's returnTo never leads off the site, and no value breaks the answer", async ({ request }) => {
  const hostile = [
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\nSet-Cookie: a=1",
    "/a\u000bb",
    "/a\u007fb",
    "//evil.example",
    "/\\evil.example",
  ];
  for (const returnTo of hostile) {
    const response = await request.post("/action/color-mode", { form: { colorMode: "dark", returnTo }, maxRedirects: 0 });
    expect(response.status(), JSON.stringify(returnTo)).toBe(303);
    const location = response.headers()["location"] ?? "";
    expect(location, JSON.stringify(returnTo)).toMatch(/^\/(?!\/)/);
    expect(new URL(location, "https://docs.sms.example").host).toBe("docs.sms.example");
  }
});
