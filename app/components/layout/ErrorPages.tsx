import { Link, useLocation, useRevalidator } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n";
import type { Locale } from "../../../site.config";
import { localePrefix } from "../../lib/content";
import type { SuggestedPage } from "../../lib/page";

/**
 * 404: the pages the reader most likely meant (by path and title), a search box that works without
 * JavaScript (a GET form to the search page), and the way home.
 */
export function NotFoundPage({ locale, closest = [] }: { locale: Locale; closest?: SuggestedPage[] }) {
  const { t } = useTranslation();
  const prefix = localePrefix(locale);
  return (
    <main id="main" className="error-page" tabIndex={-1}>
      <h1>{t("notFound.title")}</h1>
      <p>{t("notFound.body")}</p>
      {closest.length > 0 ? (
        <section className="not-found__closest" aria-labelledby="closest-pages">
          <h2 id="closest-pages">{t("notFound.closest")}</h2>
          <ul>
            {closest.map((page) => (
              <li key={page.href}>
                <Link to={page.href}>{page.title}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <form method="get" action={`${prefix}/search`} role="search" aria-label={t("search.heading")} className="search-page__form">
        <input
          className="search-page__input"
          type="search"
          name="q"
          aria-label={t("search.label")}
          placeholder={t("notFound.searchPlaceholder")}
          enterKeyHint="search"
        />
        {/* The label is an attribute: a text node could arrive in parts and widen the button as it is shown. */}
        <input type="submit" className="button" value={t("search.submit")} />
      </form>
      <p>{t("notFound.hint")}</p>
      <p>
        <Link to={`${prefix}/`} className="button">
          {t("notFound.home")}
        </Link>
      </p>
    </main>
  );
}

/**
 * "This page crashed." with a Try again button: a plain GET of the same URL without
 * JavaScript, a revalidation of the page's data with it.
 */
export function CrashPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const revalidator = useRevalidator();
  return (
    <main id="main" className="error-page error-page--crash" tabIndex={-1} role="alert">
      <h1>{t("crash.title")}</h1>
      <p>{t("crash.body")}</p>
      <form method="get" action={location.pathname}>
        <button
          type="submit"
          className="button"
          disabled={revalidator.state === "loading"}
          onClick={(event) => {
            event.preventDefault();
            revalidator.revalidate();
          }}
        >
          {t("crash.tryAgain")}
        </button>
      </form>
    </main>
  );
}

/**
 * The compiler was saturated (503 with Retry-After): nothing is wrong with the page, so the
 * reader is asked to reload it, which a plain GET form does without JavaScript.
 */
export function OverloadedPage() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <main id="main" className="error-page" tabIndex={-1} role="alert">
      <h1>{t("overloaded.title")}</h1>
      <p>{t("overloaded.body")}</p>
      <form method="get" action={location.pathname}>
        <button type="submit" className="button">
          {t("overloaded.retry")}
        </button>
      </form>
    </main>
  );
}

/** A failed page-data or chunk load shows a red box with the error text and a Retry that retries in place. */
export function PageErrorBox({ error }: { error: Error }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  return (
    <main id="main" className="error-page" tabIndex={-1}>
      <div className="page-error" role="alert">
        <h1 className="page-error__title">{t("pageError.title")}</h1>
        <p>{t("pageError.body")}</p>
        <pre className="page-error__detail">{error.message}</pre>
        <button
          type="button"
          className="button page-error__retry"
          disabled={revalidator.state === "loading"}
          onClick={() => revalidator.revalidate()}
        >
          {t("pageError.retry")}
        </button>
      </div>
    </main>
  );
}
