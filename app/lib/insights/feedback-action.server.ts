/**
 * `POST /feedback`. Without JavaScript the form is a document navigation: success is a 303 back to the page at
 * `#feedback-thanks` (the page is a cached document shared by every reader, so the thank-you is shown by CSS
 * `:target`, not by rendering); a problem is a short message in the page's language with its status. A fetcher
 * gets JSON with the same status instead (a resource route's Response reaches it as is), and the page shows the thank-you (or the problem) in place.
 */
import { redirect } from "@remix-run/node";
import type { Locale } from "../../../site.config";
import { localeFromPathname } from "../content";
import { serverT } from "../i18n/index.server";
import { isDocumentRequest } from "../preferences/index.server";
import { FeedbackError, feedbackFromForm, readFeedbackForm, type FeedbackProblem } from "./feedback.server";
import type { InsightsService } from "./service.server";
import { FEEDBACK_THANKS_ID, type FeedbackReply } from "./types";

const RETRY_AFTER_S = 60;

type ShownProblem = Exclude<FeedbackReply, { ok: true }>["problem"];
const shown = (problem: FeedbackProblem): ShownProblem => (problem === "tooLong" ? "tooLong" : "invalid");

function problemReply(request: Request, locale: Locale, status: number, problem: ShownProblem, headers: Record<string, string> = {}) {
  if (isDocumentRequest(request)) {
    const message = serverT(locale)(`feedback.errors.${problem}`);
    return new Response(`${status} ${message}\n`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers },
    });
  }
  return Response.json({ ok: false, problem } satisfies FeedbackReply, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export async function answerFeedback(
  request: Request,
  insights: InsightsService | undefined,
  client: string,
  pageLocale: (path: string) => Locale | null,
) {
  // The language of messages: the Referer's page when there is one (the form field is read only later).
  const referer = request.headers.get("Referer");
  let locale: Locale = "uk";
  try {
    if (referer) locale = localeFromPathname(new URL(referer).pathname);
  } catch {
    // An unreadable Referer keeps the default language.
  }
  if (!insights) return problemReply(request, locale, 503, "failed");
  if (!insights.allowFeedback(client)) return problemReply(request, locale, 429, "tooMany", { "Retry-After": String(RETRY_AFTER_S) });
  let event;
  try {
    const form = await readFeedbackForm(request);
    event = feedbackFromForm(form, pageLocale);
  } catch (error) {
    if (!(error instanceof FeedbackError)) throw error;
    return problemReply(request, locale, error.status, shown(error.problem));
  }
  insights.recordFeedback(event);
  if (isDocumentRequest(request))
    return redirect(`${event.page}#${FEEDBACK_THANKS_ID}`, { status: 303, headers: { "Cache-Control": "no-store" } });
  return Response.json({ ok: true } satisfies FeedbackReply, { headers: { "Cache-Control": "no-store" } });
}
