import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import type { TocEntry } from "../../lib/mdx";

/** Offset below the sticky navbar at which a heading counts as "current". */
const ACTIVE_OFFSET_PX = 96;

/** The id of the last heading scrolled past, recomputed at most once per frame. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (ids.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: string | undefined = ids[0];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element && element.getBoundingClientRect().top <= ACTIVE_OFFSET_PX) current = id;
      }
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      setActive(atBottom ? ids.at(-1) : current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ids]);
  return active;
}

export function TableOfContents({ toc }: { toc: TocEntry[] }) {
  const { t } = useTranslation();
  const ids = useMemo(() => toc.map((entry) => entry.id), [toc]);
  const active = useActiveHeading(ids);
  if (toc.length === 0) return null;
  return (
    <nav className="toc" aria-label={t("toc.title")}>
      <p className="toc__title">{t("toc.title")}</p>
      <ul>
        {toc.map((entry) => (
          <li key={entry.id} className={`toc__item toc__item--h${entry.depth}`}>
            <a href={`#${entry.id}`} className={entry.id === active ? "toc__link toc__link--active" : "toc__link"}>
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Phones and narrow windows, where the side table of contents is hidden: the same list folded
 * under "On this page" above the article. A `<details>`, so it opens without JavaScript; with it,
 * choosing a heading folds the list again.
 */
export function MobileToc({ toc }: { toc: TocEntry[] }) {
  const { t } = useTranslation();
  if (toc.length === 0) return null;
  return (
    <details className="toc-mobile">
      <summary className="toc-mobile__summary">{t("toc.title")}</summary>
      <ul
        onClick={(event) => {
          const details = event.currentTarget.parentElement as HTMLDetailsElement;
          if ((event.target as HTMLElement).closest("a")) details.open = false;
        }}
      >
        {toc.map((entry) => (
          <li key={entry.id} className={`toc__item toc__item--h${entry.depth}`}>
            <a href={`#${entry.id}`} className="toc__link">
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
