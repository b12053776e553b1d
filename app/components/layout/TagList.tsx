import { AppLink } from "../AppLink";
import { useTranslation } from "../../lib/i18n";
import type { Locale } from "../../../site.config";
import { localePrefix } from "../../lib/content";

/** A page's tags as links to their tag pages. */
export function TagList({ tags, locale }: { tags: string[]; locale: Locale }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list__label">{t("tags.label")}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag}>
            <AppLink to={`${localePrefix(locale)}/tags/${encodeURIComponent(tag)}`} className="tag" rel="tag">
              {tag}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
