import { AppLink } from "../AppLink";
import { useTranslation } from "../../lib/i18n";
import type { TagSummary } from "../../lib/content/index.server";

/** Tags as labelled chips with their page counts; with `described`, each with its description too. */
export function TagCloud({ tags, described = false }: { tags: TagSummary[]; described?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={described ? "tag-index tag-index--described" : "tag-index"}>
      {tags.map((tag) => (
        <li key={tag.tag}>
          <AppLink to={tag.href} className="tag">
            {tag.label}
          </AppLink>
          <span className="tag-index__count">{t("tags.pages", { count: tag.count })}</span>
          {described && tag.description ? <p className="tag-index__description">{tag.description}</p> : null}
        </li>
      ))}
    </ul>
  );
}
