import { describe, expect, it } from "vitest";
import { contextForPath, contextLabel, parseContext } from "./contexts";

describe("parseContext", () => {
  it("accepts section paths with or without slashes and locale prefix", () => {
    expect(parseContext("/api/", "uk")).toEqual({ path: "/api/", label: "API" });
    expect(parseContext("/api", "uk")?.path).toBe("/api/");
    expect(parseContext("/ru/client/", "ru")).toEqual({ path: "/client/", label: "Руководство клиента" });
    expect(parseContext("/api/json/", "uk")).toEqual({ path: "/api/json/", label: "JSON API" });
  });

  it("ignores anything malformed", () => {
    for (const bad of [null, "", "/", "api", "/../etc/", "/a b/", "<script>", `/${"a".repeat(120)}/`]) {
      expect(parseContext(bad, "uk"), String(bad)).toBeNull();
    }
  });
});

describe("contextForPath", () => {
  it("finds the section a page belongs to", () => {
    expect(contextForPath("/api/json/send_sms", "uk")).toEqual({ path: "/api/", label: "API" });
    expect(contextForPath("/ru/client/balance", "ru")).toEqual({ path: "/client/", label: "Руководство клиента" });
    expect(contextForPath("/", "uk")).toBeNull();
    expect(contextForPath("/api_methods", "uk")).toBeNull();
  });

  it("labels unknown sections by their path", () => {
    expect(contextLabel("/general/", "uk")).toBe("/general/");
  });
});
