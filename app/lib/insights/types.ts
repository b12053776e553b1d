/**
 * What the insights capability records and reports. Nothing here identifies a reader: no address,
 * no cookie, no exact time (a day and its week only).
 */
import type { Locale } from "../../../site.config";

export const FEEDBACK_REASONS = ["missing", "unclear", "code", "outdated", "other"] as const;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[number];

export function isFeedbackReason(value: string): value is FeedbackReason {
  return (FEEDBACK_REASONS as readonly string[]).includes(value);
}

/** At most this many characters of comment are accepted (more is a 400). */
export const MAX_COMMENT_LENGTH = 2000;

/** The element a plain form post returns to (`/page#feedback-thanks`); CSS `:target` shows it. */
export const FEEDBACK_THANKS_ID = "feedback-thanks";

/** What a fetcher's feedback post answers. */
export type FeedbackReply = { ok: true } | { ok: false; problem: "invalid" | "tooLong" | "tooMany" | "failed" };

export interface FeedbackEvent {
  kind: "feedback";
  day: string;
  locale: Locale;
  /** The page's canonical path (`/client/balance`, `/ru/client/balance`). */
  page: string;
  helpful: boolean;
  reason: FeedbackReason | null;
  comment: string | null;
}

export interface SearchEvent {
  kind: "search";
  day: string;
  locale: Locale;
  /** The query as the reader settled on it, trimmed, whitespace collapsed, lower case. */
  query: string;
  /** The section the search was limited to (`/api/`), or "" for the whole site. */
  context: string;
  results: number;
  source: "page" | "suggest";
}

export interface OpenEvent {
  kind: "open";
  day: string;
  locale: Locale;
  /** The search the link came from (null is allowed by the schema for links whose search is unknown). */
  query: string | null;
  page: string;
}

export type InsightEvent = FeedbackEvent | SearchEvent | OpenEvent;

export interface QueryRow {
  locale: string;
  query: string;
  searches: number;
  results: number;
  lastDay: string;
}

export interface PageFeedbackRow {
  locale: string;
  page: string;
  no: number;
  yes: number;
}

export interface CommentRow {
  day: string;
  locale: string;
  page: string;
  helpful: boolean;
  reason: string | null;
  comment: string;
}

export interface WeekRow {
  week: string;
  searches: number;
  zeroResults: number;
  opened: number;
  yes: number;
  no: number;
}

export interface InsightsReport {
  zeroResults: QueryRow[];
  unopened: QueryRow[];
  pagesWithNo: PageFeedbackRow[];
  comments: CommentRow[];
  weeks: WeekRow[];
}
