import { AppLink } from "../AppLink";
import { useTranslation } from "../../lib/i18n";
import type { PageLink } from "../../lib/content/index.server";

export function Paginator({ previous, next }: { previous: PageLink | null; next: PageLink | null }) {
  const { t } = useTranslation();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={t("paginator.label")}>
      {previous ? (
        <AppLink to={previous.href} className="pagination-nav__link pagination-nav__link--prev" rel="prev">
          <span className="pagination-nav__sublabel">{t("paginator.previous")}</span>
          <span className="pagination-nav__label">« {previous.label}</span>
        </AppLink>
      ) : (
        <span />
      )}
      {next ? (
        <AppLink to={next.href} className="pagination-nav__link pagination-nav__link--next" rel="next">
          <span className="pagination-nav__sublabel">{t("paginator.next")}</span>
          <span className="pagination-nav__label">{next.label} »</span>
        </AppLink>
      ) : null}
    </nav>
  );
}
