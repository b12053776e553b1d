import { describe, expect, it } from "vitest";
import { FeedbackError, feedbackFromForm, MAX_FEEDBACK_BYTES, readFeedbackForm } from "./feedback.server";
import { answerFeedback } from "./feedback-action.server";
import type { InsightsService } from "./service.server";
import type { FeedbackEvent } from "./types";

const pages: Record<string, "uk" | "ru"> = { "/client/balance": "uk", "/ru/client/balance": "ru" };
const pageLocale = (path: string) => pages[path] ?? null;
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};
const post = (body: string, headers: Record<string, string> = {}) =>
  new Request("http://localhost/feedback", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  });

describe("feedback form", () => {
  it("keeps the page, the answer, the reason of a No and the comment, with the day only", () => {
    const event = feedbackFromForm(
      form({ page: "/ru/client/balance", helpful: "no", reason: "outdated", comment: "  Цены\r\nустарели\u0007 " }),
      pageLocale,
      new Date("2026-11-26T13:45:00Z"),
    );
    expect(event).toEqual({
      kind: "feedback",
      day: "2026-11-26",
      locale: "ru",
      page: "/ru/client/balance",
      helpful: false,
      reason: "outdated",
      comment: "Цены\nустарели",
    });
    expect(feedbackFromForm(form({ page: "/client/balance", helpful: "yes", reason: "code" }), pageLocale)).toMatchObject({
      reason: null,
      comment: null,
    });
  });

  it("refuses unknown pages, bad values and over-long comments with 400", () => {
    const problem = (fields: Record<string, string>) => {
      try {
        feedbackFromForm(form(fields), pageLocale);
        return null;
      } catch (error) {
        return error instanceof FeedbackError ? `${error.status} ${error.problem}` : String(error);
      }
    };
    expect(problem({ page: "/nope", helpful: "yes" })).toBe("400 invalid");
    expect(problem({ page: "/client/balance", helpful: "maybe" })).toBe("400 invalid");
    expect(problem({ page: "/client/balance" })).toBe("400 invalid");
    expect(problem({ page: "/client/balance", helpful: "no", reason: "spam" })).toBe("400 invalid");
    expect(problem({ page: "/client/balance", helpful: "no", comment: "я".repeat(2000) })).toBeNull();
    expect(problem({ page: "/client/balance", helpful: "no", comment: "я".repeat(2001) })).toBe("400 tooLong");
  });

  it("reads no further than the limit: a larger body is 413, a non-form 415", async () => {
    const big = `page=%2Fclient%2Fbalance&helpful=no&comment=${"x".repeat(MAX_FEEDBACK_BYTES)}`;
    await expect(readFeedbackForm(post(big))).rejects.toMatchObject({ status: 413 });
    // Without a Content-Length (chunked), the stream is cut at the limit.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i += 1) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const chunked = new Request("http://localhost/feedback", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    await expect(readFeedbackForm(chunked)).rejects.toMatchObject({ status: 413 });
    await expect(readFeedbackForm(post("{}", { "Content-Type": "application/json" }))).rejects.toMatchObject({ status: 415 });
  });
});

describe("POST /feedback", () => {
  function service(allow = true) {
    const recorded: FeedbackEvent[] = [];
    const insights = { allowFeedback: () => allow, recordFeedback: (e: FeedbackEvent) => recorded.push(e) } as unknown as InsightsService;
    return { insights, recorded };
  }
  const body = "page=%2Fru%2Fclient%2Fbalance&helpful=yes&comment=";

  it("without JavaScript: 303 back to the page's thank-you", async () => {
    const { insights, recorded } = service();
    const response = await answerFeedback(post(body, { "Sec-Fetch-Mode": "navigate" }), insights, "c", pageLocale);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/ru/client/balance#feedback-thanks");
    expect(recorded).toHaveLength(1);
  });

  it("from a fetcher: JSON, no redirect; a problem keeps its status", async () => {
    const { insights } = service();
    const ok = await answerFeedback(post(body, { "Sec-Fetch-Mode": "cors" }), insights, "c", pageLocale);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true });
    const bad = await answerFeedback(post("page=%2Fnope&helpful=yes", { "Sec-Fetch-Mode": "cors" }), insights, "c", pageLocale);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, problem: "invalid" });
  });

  it("too many posts: 429 with Retry-After, in the page's language, and nothing recorded", async () => {
    const { insights, recorded } = service(false);
    const response = await answerFeedback(post(body, { Referer: "http://localhost/ru/client/balance" }), insights, "c", pageLocale);
    expect(response.status).toBe(429);
    expect(response.headers.get("Retry-After")).toBe("60");
    expect(await response.text()).toMatch(/Слишком много отзывов/);
    expect(recorded).toEqual([]);
  });
});
