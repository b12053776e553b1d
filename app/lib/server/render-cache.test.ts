import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { getCachedDocument, NONCE_SLOT, renderCacheKey, storeDocument, withNonce } from "./render-cache.server";

type Context = EntryContext["staticHandlerContext"];
const context = (loaderData: Record<string, unknown>, extra: Partial<Context> = {}) =>
  ({ statusCode: 200, errors: null, actionData: null, loaderData, ...extra }) as unknown as Context;
const get = (url: string) => new Request(`http://localhost${url}`);

describe("renderCacheKey", () => {
  it("keys by URL and loader data, so changed content or reader state is a new key", () => {
    const light = renderCacheKey(get("/a"), context({ root: { colorMode: "light" } }));
    expect(renderCacheKey(get("/a"), context({ root: { colorMode: "light" } }))).toBe(light);
    expect(renderCacheKey(get("/a"), context({ root: { colorMode: "dark" } }))).not.toBe(light);
    expect(renderCacheKey(get("/a?x=1"), context({ root: { colorMode: "light" } }))).not.toBe(light);
  });

  it("does not cache errors, other statuses, actions or other methods", () => {
    expect(renderCacheKey(get("/a"), context({}, { statusCode: 404 }))).toBeNull();
    expect(renderCacheKey(get("/a"), context({}, { errors: { root: new Error("x") } }))).toBeNull();
    expect(renderCacheKey(new Request("http://localhost/a", { method: "POST" }), context({}))).toBeNull();
  });
});

describe("cached documents", () => {
  it("are stored with an ETag and get a fresh nonce per response", () => {
    const key = renderCacheKey(get("/b"), context({ page: 1 }));
    const stored = storeDocument(key, `<script nonce="${NONCE_SLOT}"></script><script nonce="${NONCE_SLOT}"></script>`);
    expect(getCachedDocument(key)).toBe(stored);
    expect(withNonce(stored, "abc").toString("utf8")).toBe('<script nonce="abc"></script><script nonce="abc"></script>');
    expect(getCachedDocument(null)).toBeUndefined();
  });
});
