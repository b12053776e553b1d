/**
 * "Copy page" and "Open as Markdown" beside a page's title. Without JavaScript only the link is
 * there (the button keeps its place, invisible, so nothing moves when it appears); the copy is
 * announced to screen readers.
 */
import { useEffect, useRef, useState } from "react";
import { writeClipboard } from "../../lib/enhance";
import { useTranslation } from "../../lib/i18n";

type CopyState = "idle" | "copied" | "failed";

async function fetchMarkdown(href: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: "text/markdown" } });
  if (!response.ok) throw new Error(`${response.status}`);
  return response.text();
}

/** Starts the clipboard write within the click (Safari's rule) with the text still on its way where the browser allows. */
async function copyMarkdown(href: string): Promise<void> {
  const text = fetchMarkdown(href);
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard?.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({ "text/plain": text.then((t) => new Blob([t], { type: "text/plain" })) })]);
      return;
    } catch {
      // Some browsers take no promise in a ClipboardItem: write the text once it is here.
    }
  }
  await writeClipboard(await text);
}

export function PageActions({ markdownHref }: { markdownHref: string }) {
  const { t } = useTranslation();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<number>();
  useEffect(() => {
    setReady(true);
    return () => window.clearTimeout(timer.current);
  }, []);
  const copy = () => {
    window.clearTimeout(timer.current);
    copyMarkdown(markdownHref).then(
      () => setState("copied"),
      () => setState("failed"),
    );
    timer.current = window.setTimeout(() => setState("idle"), 4000);
  };
  return (
    <div className="page-actions" role="group" aria-label={t("pageActions.label")}>
      {/* Phones show the short labels: both actions fit one row above the text. */}
      <a className="page-actions__open" href={markdownHref} type="text/markdown">
        <span className="page-actions__full">{t("pageActions.open")}</span>
        <span className="page-actions__short">{t("pageActions.openShort")}</span>
      </a>
      <button
        type="button"
        className={ready ? "page-actions__copy" : "page-actions__copy page-actions__copy--pending"}
        onClick={copy}
        data-copied={state === "copied" || undefined}
      >
        {state === "copied" ? (
          t("pageActions.copied")
        ) : (
          <>
            <span className="page-actions__full">{t("pageActions.copy")}</span>
            <span className="page-actions__short">{t("pageActions.copyShort")}</span>
          </>
        )}
      </button>
      <p className="visually-hidden" role="status">
        {state === "copied" ? t("pageActions.copiedAnnouncement") : state === "failed" ? t("pageActions.failed") : ""}
      </p>
    </div>
  );
}
