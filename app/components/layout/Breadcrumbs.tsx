import { AppLink } from "../AppLink";
import { useTranslation } from "../../lib/i18n";
import type { Crumb } from "../../lib/content/index.server";

export function Breadcrumbs({ crumbs, home }: { crumbs: Crumb[]; home: string }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t("breadcrumbs.label")}>
      <ol>
        <li>
          <AppLink to={home} aria-label={t("breadcrumbs.home")} className="breadcrumbs__home">
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
              <path
                d="M10 19v-5h4v5c0 .55.45 1 1 1h3c.55 0 1-.45 1-1v-7h1.7c.46 0 .68-.57.33-.87L12.67 3.6a1 1 0 0 0-1.34 0l-8.36 7.53c-.34.3-.13.87.33.87H5v7c0 .55.45 1 1 1h3c.55 0 1-.45 1-1z"
                fill="currentColor"
              />
            </svg>
          </AppLink>
        </li>
        {crumbs.map((crumb, i) => (
          <li key={`${i}:${crumb.label}`} aria-current={i === crumbs.length - 1 ? "page" : undefined}>
            {crumb.href && i < crumbs.length - 1 ? <AppLink to={crumb.href}>{crumb.label}</AppLink> : <span>{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
