import { AppLink } from "../AppLink";
import { useTranslation } from "../../lib/i18n";
import type { TagRef } from "../../lib/content/index.server";

/** A page's tags, labelled in the page's language, as links to their tag pages. */
export function TagList({ tags }: { tags: TagRef[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <div className="tag-list">
      <span className="tag-list__label">{t("tags.label")}</span>
      <ul>
        {tags.map((tag) => (
          <li key={tag.tag}>
            <AppLink to={tag.href} className="tag" rel="tag">
              {tag.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
