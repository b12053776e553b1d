import type { IncomingMessage, ServerResponse } from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { answerSuggestions, COMPRESS_MIN_BYTES } from "./suggest-http.server";
import type { SearchRequest, SearchService } from "./search.server";
import type { PageHit, SearchResponse, SearchStatus } from "./types";

function hit(n: number): PageHit {
  const title = `Сторінка ${n} <b>`;
  return {
    url: `/page-${n}`,
    path: `/page-${n}`,
    title: [{ text: title }],
    crumbs: ["Кабінет"],
    excerpt: [{ text: "x ".repeat(60) }],
    sections: [],
  };
}

function response(query: string, status: SearchStatus, pages: PageHit[]): SearchResponse {
  const base = { query, total: pages.length, offset: 0, pages, context: null, outside: false, partial: false, version: null };
  return { ...base, status, rewrite: null, exact: false, suggestions: [] };
}

/** A search service that answers `pages` (or `status`) and remembers what it was asked. */
function fakeSearch(pages: PageHit[], status: SearchStatus = "ok") {
  const asked: SearchRequest[] = [];
  const service = {
    search: (request: SearchRequest, mode: "page" | "suggest") => {
      asked.push(request);
      expect(mode).toBe("suggest");
      return Promise.resolve(response(request.query, status, pages));
    },
  } as unknown as SearchService;
  return { service, asked };
}

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: Buffer | null;
}

async function ask(url: string, service: SearchService, headers: Record<string, string> = {}, method = "GET"): Promise<Sent> {
  const sent: Sent = { status: 0, headers: {}, body: null };
  const res = {
    set statusCode(status: number) {
      sent.status = status;
    },
    setHeader: (name: string, value: string) => void (sent.headers[name.toLowerCase()] = value),
    end: (body?: Buffer) => void (sent.body = body ?? null),
  } as unknown as ServerResponse;
  await answerSuggestions({ url, headers, method } as IncomingMessage, res, service);
  return sent;
}

describe("answerSuggestions", () => {
  it("answers JSON for the URL's locale, cacheable for a minute, with `<` escaped", async () => {
    const { service, asked } = fakeSearch([hit(1)]);
    const sent = await ask("/ru/search/suggest?q=%3Cscript%3E&ctx=/api/", service);
    expect(asked[0]).toMatchObject({ locale: "ru", query: "<script>", ctx: "/api/" });
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "cache-control": "public, max-age=60",
      "x-robots-tag": "noindex",
    });
    const text = sent.body?.toString("utf8") ?? "";
    expect(text).not.toContain("<");
    expect((JSON.parse(text) as SearchResponse).pages[0]?.title[0]?.text).toBe("Сторінка 1 <b>");
  });

  it("compresses a body of 1 KB or more in the reader's coding, and sends a smaller one as it is", async () => {
    const big = await ask("/search/suggest?q=sms", fakeSearch([1, 2, 3, 4, 5, 6].map(hit)).service, { "accept-encoding": "gzip, br" });
    expect(big.headers["content-encoding"]).toBe("br");
    const json = zlib.brotliDecompressSync(big.body ?? Buffer.alloc(0));
    expect(json.length).toBeGreaterThanOrEqual(COMPRESS_MIN_BYTES);
    expect(big.headers["content-length"]).toBe(String(big.body?.length));
    expect(big.headers.vary).toBe("Accept-Encoding");

    const small = await ask("/search/suggest?q=zzz", fakeSearch([]).service, { "accept-encoding": "gzip, br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect((JSON.parse(small.body?.toString("utf8") ?? "") as SearchResponse).pages).toEqual([]);
  });

  it("revalidates: the same answer's ETag gets 304 without a body; HEAD gets the headers only", async () => {
    const { service } = fakeSearch([hit(1)]);
    const first = await ask("/search/suggest?q=sms", service);
    expect(first.headers.etag).toMatch(/^"/);
    const again = await ask("/search/suggest?q=sms", service, { "if-none-match": first.headers.etag ?? "" });
    expect(again.status).toBe(304);
    expect(again.body).toBeNull();
    const head = await ask("/search/suggest?q=sms", service, {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBeNull();
  });

  it("a busy search is a 503 that is never cached and says when to try again", async () => {
    const sent = await ask("/search/suggest?q=sms", fakeSearch([], "busy").service);
    expect(sent.status).toBe(503);
    expect(sent.headers["cache-control"]).toBe("no-store");
    expect(Number(sent.headers["retry-after"])).toBeGreaterThan(0);
  });
});
