import type { ReactNode } from "react";
import type { Locale } from "../../../site.config";
import { localiseHref } from "../../lib/content";

/** Where each kind of reader starts: cards side by side on wide screens, stacked on phones. */
export function Audiences({ label, children }: { label?: string; children?: ReactNode }) {
  return (
    <nav className="audiences" aria-label={label}>
      <ul className="audiences__list">{children}</ul>
    </nav>
  );
}

const icons = {
  cabinet: "M3 5h18v12H3zM8 21h8M12 17v4",
  admin: "M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM9 12l2 2 4-4",
  api: "M8 8l-4 4 4 4M16 8l4 4-4 4M14 5l-4 14",
} as const;

/** One audience: the whole card is a link to its first page. */
export function makeAudience(locale: Locale) {
  return function Audience({
    title,
    href,
    action,
    icon = "cabinet",
    children,
  }: {
    title: string;
    href: string;
    action: string;
    icon?: keyof typeof icons;
    children?: ReactNode;
  }) {
    return (
      <li className="audience">
        <a className="audience__link" href={localiseHref(href, locale)}>
          <svg
            className="audience__icon"
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <path d={icons[icon] ?? icons.cabinet} />
          </svg>
          <span className="audience__title">{title}</span>
          <span className="audience__text">{children}</span>
          <span className="audience__action">{action} →</span>
        </a>
      </li>
    );
  };
}
