import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { PageLink } from "../../lib/docs.server";

export function Paginator({ previous, next }: { previous: PageLink | null; next: PageLink | null }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={t("paginator.label")}>
      {previous ? (
        <Link to={previous.href} className="pagination-nav__link pagination-nav__link--prev" prefetch="intent" rel="prev">
          <span className="pagination-nav__sublabel">{t("paginator.previous")}</span>
          <span className="pagination-nav__label">« {previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} className="pagination-nav__link pagination-nav__link--next" prefetch="intent" rel="next">
          <span className="pagination-nav__sublabel">{t("paginator.next")}</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </Link>
      ) : null}
    </nav>
  );
}
