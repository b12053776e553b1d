import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { brotliWindowBits, encodeDocument, etagFor, matchesIfNoneMatch, negotiateEncoding, replyWith } from "./document-encoding.server";

const html = `<!DOCTYPE html><html><body>${"Повідомлення SMS ".repeat(500)}</body></html>`;

describe("negotiateEncoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(negotiateEncoding("gzip, deflate, br")).toBe("br");
    expect(negotiateEncoding("gzip, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(negotiateEncoding("gzip;q=0.5, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("deflate")).toBe("identity");
    expect(negotiateEncoding("*")).toBe("br");
    expect(negotiateEncoding("*, br;q=0")).toBe("gzip");
    expect(negotiateEncoding("")).toBe("identity");
    expect(negotiateEncoding(undefined)).toBe("identity");
    expect(negotiateEncoding("identity")).toBe("identity");
    expect(negotiateEncoding("gzip, br", ["gzip"])).toBe("gzip");
    expect(negotiateEncoding("br", ["gzip"])).toBe("identity");
  });
});

describe("brotliWindowBits", () => {
  it("is the smallest window that holds the document, from 64 KB up to brotli's default 4 MB", () => {
    expect(brotliWindowBits(0)).toBe(16);
    expect(brotliWindowBits(60_000)).toBe(16);
    expect(brotliWindowBits(70_000)).toBe(17);
    expect(brotliWindowBits(300_000)).toBe(19);
    expect(brotliWindowBits(50_000_000)).toBe(22);
  });

  it("compresses a document larger than the smallest window as well as the default window does", async () => {
    const html = Array.from({ length: 4000 }, (_, n) => `<p id="p${n}">Статус повідомлення ${n % 97}: доставлено</p>`).join("");
    const document = await encodeDocument(200, [], html);
    const defaultWindow = zlib.brotliCompressSync(Buffer.from(html), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
    expect(zlib.brotliDecompressSync(document.br ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(document.br?.length).toBeLessThanOrEqual(defaultWindow.length * 1.01);
  });
});

describe("encodeDocument and replyWith", () => {
  it("makes the compressed variants once, each decoding to the same bytes", async () => {
    const document = await encodeDocument(
      200,
      [
        ["Content-Type", "text/html"],
        ["ETag", '"old"'],
        ["Vary", "Cookie, Accept-Encoding"],
      ],
      html,
    );
    expect(zlib.gunzipSync(document.gzip ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
    expect(zlib.brotliDecompressSync(document.br ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
    expect(document.headers).toEqual([["Content-Type", "text/html"]]);
    const reply = replyWith(document, { method: "GET", acceptEncoding: "gzip, br" });
    expect(reply.body).toBe(document.br);
    expect(reply.headers).toContainEqual(["Content-Encoding", "br"]);
    expect(reply.headers).toContainEqual(["ETag", etagFor(document, "br")]);
    expect(reply.headers).toContainEqual(["Vary", "Cookie, Accept-Encoding"]);
    expect(replyWith({ ...document, vary: "" }, { method: "GET" }).headers).toContainEqual(["Vary", "Accept-Encoding"]);
    expect(reply.headers).toContainEqual(["Content-Length", String(document.br?.length)]);
  });

  it("gives every answer of one kind the same headers, made once, and each kind its own", async () => {
    const document = await encodeDocument(200, [["Content-Type", "text/html"]], html);
    const br = replyWith(document, { method: "GET", acceptEncoding: "br" });
    expect(replyWith(document, { method: "HEAD", acceptEncoding: "gzip, br" }).headers).toBe(br.headers);
    const identity = replyWith(document, { method: "GET" }).headers;
    expect(identity).not.toBe(br.headers);
    expect(identity).toContainEqual(["Content-Length", String(document.identity.length)]);
    expect(identity.some(([name]) => name === "Content-Encoding")).toBe(false);
    const notModified = replyWith(document, { method: "GET", acceptEncoding: "br", ifNoneMatch: etagFor(document, "br") });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.some(([name]) => name === "Content-Length")).toBe(false);
    expect(notModified.headers).toContainEqual(["ETag", etagFor(document, "br")]);
  });

  it("makes only the compressions asked for, and never sends one it lacks", async () => {
    const gzipOnly = await encodeDocument(200, [], html, ["gzip"]);
    expect(gzipOnly.br).toBeUndefined();
    const reply = replyWith(gzipOnly, { method: "GET", acceptEncoding: "gzip, br" });
    expect(reply.headers).toContainEqual(["Content-Encoding", "gzip"]);
    expect(zlib.gunzipSync(reply.body ?? Buffer.alloc(0)).toString("utf8")).toBe(html);
    const plain = await encodeDocument(200, [], html, []);
    const identity = replyWith(plain, { method: "GET", acceptEncoding: "br" });
    expect(identity.headers.find(([name]) => name === "Content-Encoding")).toBeUndefined();
    expect(identity.body?.toString("utf8")).toBe(html);
  });

  it("answers 304 to any ETag of the document, and HEAD without a body", async () => {
    const document = await encodeDocument(200, [], html);
    expect(replyWith(document, { method: "GET", ifNoneMatch: etagFor(document, "gzip"), acceptEncoding: "br" }).status).toBe(304);
    expect(replyWith(document, { method: "GET", ifNoneMatch: `W/${etagFor(document, "identity")}` }).status).toBe(304);
    expect(replyWith(document, { method: "GET", ifNoneMatch: '"other", "another"' }).status).toBe(200);
    const head = replyWith(document, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
    expect(head.headers).toContainEqual(["Content-Length", String(document.identity.length)]);
  });

  it("never answers 304 for an error document", async () => {
    const notFound = await encodeDocument(404, [], html);
    expect(matchesIfNoneMatch("*", notFound)).toBe(true);
    expect(replyWith(notFound, { method: "GET", ifNoneMatch: "*" }).status).toBe(404);
  });
});

describe("error documents", () => {
  it("are never cacheable, whatever Cache-Control the route gave them", async () => {
    const publicHeaders: [string, string][] = [["Cache-Control", "public, max-age=60, s-maxage=300"]];
    for (const status of [404, 500, 503]) {
      const document = await encodeDocument(status, publicHeaders, "<p>error</p>");
      expect(document.headers.filter(([name]) => name.toLowerCase() === "cache-control")).toEqual([["Cache-Control", "no-store"]]);
    }
    const ok = await encodeDocument(200, publicHeaders, "<p>ok</p>");
    expect(ok.headers).toEqual(publicHeaders);
  });
});
