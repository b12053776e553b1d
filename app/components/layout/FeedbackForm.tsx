import { useFetcher } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n";
import { FEEDBACK_REASONS, FEEDBACK_THANKS_ID, MAX_COMMENT_LENGTH, type FeedbackReply } from "../../lib/insights";

/**
 * "Was this page helpful?" at the end of a doc page. A plain form: without JavaScript it posts, the server answers
 * 303 to `#feedback-thanks`, and CSS `:target` shows the thank-you (the page itself is a cached document, the same
 * for everyone). With JavaScript a fetcher posts it and the thank-you replaces the form without a reload. The reason
 * and the comment show once Yes or No is chosen (CSS `:has`; browsers without it show them from the start).
 */
export function FeedbackForm({ page }: { page: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<FeedbackReply>({ key: `feedback:${page}` });
  const reply = fetcher.state === "idle" ? fetcher.data : undefined;
  const sending = fetcher.state !== "idle";
  return (
    <section className="feedback" aria-label={t("feedback.label")}>
      <p id={FEEDBACK_THANKS_ID} className="feedback__thanks" tabIndex={-1}>
        {t("feedback.thanks")}
      </p>
      {reply?.ok ? (
        <p className="feedback__thanks feedback__thanks--sent" role="status">
          {t("feedback.thanks")}
        </p>
      ) : (
        <fetcher.Form method="post" action="/feedback" className="feedback__form">
          <input type="hidden" name="page" value={page} />
          <fieldset className="feedback__choice">
            <legend className="feedback__question">{t("feedback.question")}</legend>
            <label className="feedback__option">
              <input type="radio" name="helpful" value="yes" required />
              <span>{t("feedback.yes")}</span>
            </label>
            <label className="feedback__option">
              <input type="radio" name="helpful" value="no" required />
              <span>{t("feedback.no")}</span>
            </label>
          </fieldset>
          <div className="feedback__more">
            <label className="feedback__field feedback__reason">
              <span>{t("feedback.reason")}</span>
              <select name="reason" defaultValue="">
                <option value="">{t("feedback.reasonNone")}</option>
                {FEEDBACK_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`feedback.reasons.${reason}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="feedback__field">
              <span>{t("feedback.comment")}</span>
              <textarea name="comment" rows={3} maxLength={MAX_COMMENT_LENGTH} aria-describedby="feedback-hint" />
            </label>
            <p id="feedback-hint" className="feedback__hint">
              {t("feedback.commentHint")}
            </p>
            <button type="submit" className="button feedback__submit" disabled={sending}>
              {sending ? t("feedback.sending") : t("feedback.submit")}
            </button>
            {reply && !reply.ok ? (
              <p className="feedback__problem" role="alert">
                {t(`feedback.errors.${reply.problem}`)}
              </p>
            ) : null}
          </div>
        </fetcher.Form>
      )}
    </section>
  );
}
