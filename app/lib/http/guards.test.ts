import { describe, expect, it } from "vitest";
import { cspDirectives } from "./security.server";
import { isUsableHost, judgeRequest, MAX_URL_LENGTH } from "./request-guards.server";

describe("judgeRequest", () => {
  it("lets ordinary page and action requests through", () => {
    expect(judgeRequest("GET", "/client/balance?x=1")).toBeNull();
    expect(judgeRequest("HEAD", "/ru/")).toBeNull();
    expect(judgeRequest("POST", "/action/color-mode")).toBeNull();
  });

  it("lets every method to /mcp through: the MCP endpoint answers methods and origins itself, in JSON-RPC", () => {
    expect(judgeRequest("POST", "/mcp")).toBeNull();
    expect(judgeRequest("GET", "/mcp")).toBeNull();
    expect(judgeRequest("DELETE", "/mcp")).toBeNull();
    expect(judgeRequest("POST", "/mcp", "https://evil.example", "docs.example.com")).toBeNull();
    // Only the exact path: the guards still apply around it.
    expect(judgeRequest("POST", "/mcp/x")).toEqual({ status: 405, allow: "GET, HEAD" });
    expect(judgeRequest("POST", "/mcp/../mcp")).toEqual({ status: 404 });
  });

  it("lets API tools preflight the contract files, the XML entry schemas included, and nothing else", () => {
    expect(judgeRequest("OPTIONS", "/api/xml/schema.xsd")).toBeNull();
    expect(judgeRequest("OPTIONS", "/api/xml/schemas/send_sms.xsd")).toBeNull();
    expect(judgeRequest("OPTIONS", "/api/xml/send_sms")).toEqual({ status: 405, allow: "GET, HEAD" });
  });

  it("answers 405 with Allow for methods a page does not accept", () => {
    expect(judgeRequest("POST", "/client/balance")).toEqual({ status: 405, allow: "GET, HEAD" });
    expect(judgeRequest("DELETE", "/")).toEqual({ status: 405, allow: "GET, HEAD" });
    expect(judgeRequest("GET", "/action/color-mode")).toEqual({ status: 405, allow: "POST" });
  });

  it("refuses preference forms posted from another site with 403, not the 500 Remix would give", () => {
    expect(judgeRequest("POST", "/action/color-mode", "https://docs.example.com", "docs.example.com")).toBeNull();
    expect(judgeRequest("POST", "/action/color-mode", "http://127.0.0.1:8080", "127.0.0.1:8080")).toBeNull();
    expect(judgeRequest("POST", "/action/color-mode", undefined, "docs.example.com")).toBeNull();
    expect(judgeRequest("POST", "/action/color-mode", "https://evil.example", "docs.example.com")).toEqual({ status: 403 });
    // A proxy that drops the port from Host: the browser's Origin keeps it.
    expect(judgeRequest("POST", "/action/color-mode", "http://127.0.0.1:8080", "127.0.0.1")).toEqual({ status: 403 });
    expect(judgeRequest("POST", "/action/announcement", "null", "docs.example.com")).toEqual({ status: 403 });
    expect(judgeRequest("POST", "/action/announcement", "not a url", "docs.example.com")).toEqual({ status: 403 });
  });

  it("takes feedback posts like the preference forms: POST only, from the site's own origin", () => {
    expect(judgeRequest("POST", "/feedback", "https://docs.example.com", "docs.example.com")).toBeNull();
    expect(judgeRequest("POST", "/feedback.data", "https://docs.example.com", "docs.example.com")).toBeNull();
    expect(judgeRequest("POST", "/feedback", undefined, "docs.example.com")).toBeNull();
    expect(judgeRequest("POST", "/feedback", "https://evil.example", "docs.example.com")).toEqual({ status: 403 });
    expect(judgeRequest("POST", "/feedback.data", "https://evil.example", "docs.example.com")).toEqual({ status: 403 });
    expect(judgeRequest("GET", "/feedback")).toEqual({ status: 405, allow: "POST" });
    // Other paths still take no posts.
    expect(judgeRequest("POST", "/feedbacks")).toEqual({ status: 405, allow: "GET, HEAD" });
  });

  it("rejects malformed encoding, NUL bytes, traversal and over-long URLs", () => {
    expect(judgeRequest("GET", "/%E0%A4%A")).toEqual({ status: 400 });
    expect(judgeRequest("GET", "/search?q=%ZZ")).toEqual({ status: 400 });
    expect(judgeRequest("GET", "/client%00/balance")).toEqual({ status: 400 });
    expect(judgeRequest("GET", "/client/%2e%2e/%2e%2e/etc/passwd")).toEqual({ status: 404 });
    expect(judgeRequest("GET", "/..%5c..%5cwindows")).toEqual({ status: 404 });
    expect(judgeRequest("GET", `/${"a".repeat(MAX_URL_LENGTH)}`)).toEqual({ status: 414 });
  });
});

describe("cspDirectives", () => {
  it("allows inline scripts only by hash, and third parties only with a tag manager", () => {
    const plain = cspDirectives(["abc="], { tagManager: false, https: false });
    expect(plain["script-src"]).toEqual(["'self'", "'sha256-abc='"]);
    expect(Object.values(plain).flat().join(" ")).not.toContain("unsafe-eval");
    expect(plain["script-src"]?.join(" ")).not.toContain("unsafe");
    expect(plain["frame-ancestors"]).toEqual(["'none'"]);
    expect(cspDirectives([], { tagManager: true, https: false })["script-src"]).toContain("https://www.googletagmanager.com");
    expect(cspDirectives([], { tagManager: false, https: true })).toHaveProperty("upgrade-insecure-requests");
  });
});

describe("isUsableHost", () => {
  it("accepts host names, IPs and ports, and nothing else", () => {
    for (const ok of ["localhost", "localhost:3000", "docs.example.com", "127.0.0.1:8080", "[::1]:3000"])
      expect(isUsableHost(ok), ok).toBe(true);
    for (const bad of [undefined, "", "exa mple", "localhost:99999", "[::1", "<script>", "a/b", "user@host", "x".repeat(300)])
      expect(isUsableHost(bad), String(bad)).toBe(false);
  });
});
