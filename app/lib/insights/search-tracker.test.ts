import { describe, expect, it } from "vitest";
import { createSearchTracker, normalizeQuery, type SearchOutcome } from "./search-tracker.server";
import type { OpenEvent, SearchEvent } from "./types";

function setup() {
  let t = Date.parse("2026-11-26T10:00:00Z");
  const recorded: (SearchEvent | OpenEvent)[] = [];
  const tracker = createSearchTracker({ record: (e) => recorded.push(e), now: () => new Date(t), settleMs: 2000, linkTtlMs: 60_000 });
  return { tracker, recorded, advance: (ms: number) => (t += ms) };
}

const outcome = (query: string, results = 1, terms = [query]): SearchOutcome => ({
  locale: "uk",
  query,
  context: "",
  results,
  links: results ? [{ path: "/client/balance", terms }] : [],
});

describe("search tracker", () => {
  it("counts the suggestion query a reader settles on once, not every keystroke", () => {
    const { tracker, recorded, advance } = setup();
    for (const q of ["б", "ба", "бал", "баланс"]) {
      tracker.suggest("reader", outcome(q));
      advance(150);
    }
    tracker.sweep();
    expect(recorded).toEqual([]);
    advance(2000);
    tracker.sweep();
    expect(recorded).toEqual([
      { kind: "search", day: "2026-11-26", locale: "uk", query: "баланс", context: "", results: 1, source: "suggest" },
    ]);
  });

  it("lets the results page supersede the suggestions typed on the way to it", () => {
    const { tracker, recorded } = setup();
    tracker.suggest("reader", outcome("сма"));
    tracker.page("reader", outcome("смарт-відправка", 0));
    tracker.sweep(true);
    expect(recorded.map((e) => e.kind === "search" && `${e.source}:${e.query}`)).toEqual(["page:смарт-відправка"]);
  });

  it("keeps readers apart", () => {
    const { tracker, recorded } = setup();
    tracker.suggest("a", outcome("токен"));
    tracker.suggest("b", outcome("вебхук"));
    tracker.sweep(true);
    expect(recorded.map((e) => e.kind === "search" && e.query).sort()).toEqual(["вебхук", "токен"]);
  });

  it("records an opened result against the query whose link it was", () => {
    const { tracker, recorded, advance } = setup();
    tracker.page("reader", outcome("Баланс  рахунку", 3, ["баланс", "рахунку"]));
    advance(5000);
    tracker.open("someone-else", "uk", "/client/balance", ["баланс", "рахунку"]);
    expect(recorded.at(-1)).toEqual({ kind: "open", day: "2026-11-26", locale: "uk", query: "баланс рахунку", page: "/client/balance" });
  });

  it("ignores links it did not give out, or gave out too long ago", () => {
    const { tracker, recorded, advance } = setup();
    tracker.open("reader", "uk", "/client/balance", ["anything"]);
    tracker.page("reader", outcome("баланс"));
    advance(61_000);
    tracker.sweep();
    tracker.open("reader", "uk", "/client/balance", ["баланс"]);
    expect(recorded.filter((e) => e.kind === "open")).toEqual([]);
  });

  it("normalises case and spaces", () => {
    expect(normalizeQuery("  SMS   Статус\n")).toBe("sms статус");
  });
});
