/**
 * Reading a feedback post: a bounded body (413 past it), a form (415 otherwise), a known page and valid values
 * (400 otherwise). What is kept is the page, the answer, the reason and the comment, with the day: nothing about
 * who sent it.
 */
import type { Locale } from "../../../site.config";
import { isoDay } from "./days";
import { isFeedbackReason, MAX_COMMENT_LENGTH, type FeedbackEvent, type FeedbackReason } from "./types";

/** A comment of 2,000 Cyrillic characters is about 12 KB form-encoded; 16 KiB leaves room for the rest. */
export const MAX_FEEDBACK_BYTES = 16 * 1024;

export type FeedbackProblem = "invalid" | "tooLong" | "tooLarge" | "unsupported";

export class FeedbackError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly problem: FeedbackProblem,
  ) {
    super(problem);
    this.name = "FeedbackError";
  }
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** The body, read no further than `limit` bytes. */
async function readBounded(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw new FeedbackError(413, "tooLarge");
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new FeedbackError(413, "tooLarge");
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

export async function readFeedbackForm(request: Request, limit = MAX_FEEDBACK_BYTES): Promise<FormData> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!FORM_TYPES.includes(contentType.split(";")[0]?.trim().toLowerCase() ?? "")) throw new FeedbackError(415, "unsupported");
  const body = await readBounded(request, limit);
  try {
    return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    throw new FeedbackError(400, "invalid");
  }
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : null;
};

/**
 * The event a valid form describes. `pageLocale` says which locale a canonical page path belongs to, or null
 * when no such page is served (then the post is a 400).
 */
export function feedbackFromForm(form: FormData, pageLocale: (path: string) => Locale | null, now = new Date()): FeedbackEvent {
  const page = text(form, "page") ?? "";
  const locale = page.length <= 512 ? pageLocale(page) : null;
  const helpful = text(form, "helpful");
  const reasonRaw = text(form, "reason") ?? "";
  // Line breaks are kept as the reader typed them (CRLF from forms becomes LF); other control characters go.
  const comment = (text(form, "comment") ?? "")
    .replace(/\r\n?/g, "\n")
    .replace(/\p{Cc}/gu, (ch) => (ch === "\n" || ch === "\t" ? ch : ""))
    .trim();
  if (!locale || (helpful !== "yes" && helpful !== "no")) throw new FeedbackError(400, "invalid");
  if (reasonRaw !== "" && !isFeedbackReason(reasonRaw)) throw new FeedbackError(400, "invalid");
  if ([...comment].length > MAX_COMMENT_LENGTH) throw new FeedbackError(400, "tooLong");
  return {
    kind: "feedback",
    day: isoDay(now),
    locale,
    page,
    helpful: helpful === "yes",
    // A reason explains a "no"; with a "yes" it is ignored.
    reason: helpful === "no" && reasonRaw !== "" ? (reasonRaw as FeedbackReason) : null,
    comment: comment === "" ? null : comment,
  };
}
