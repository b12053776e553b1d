import type { ReactNode } from "react";
import { useTranslation } from "../../lib/i18n";
import type { AdmonitionType } from "../../lib/mdx";

const paths: Record<AdmonitionType, string> = {
  note: "M12 8h.01M11 12h1v4h1",
  info: "M12 8h.01M11 12h1v4h1",
  tip: "M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.5.4.8 1 .8 1.6V16h5.4v-.5c0-.6.3-1.2.8-1.6A6 6 0 0 0 12 3z",
  warning: "M12 9v4M12 17h.01",
  caution: "M12 9v4M12 17h.01",
  danger: "M15 9l-6 6M9 9l6 6",
};

export function Admonition({ type = "note", title, children }: { type?: AdmonitionType; title?: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const kind = type in paths ? type : "note";
  const circled = kind !== "tip";
  return (
    <aside className={`admonition admonition--${kind}`} role="note">
      <p className="admonition__title">
        <svg
          className="admonition__icon"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
        >
          {circled ? <circle cx="12" cy="12" r="9" /> : null}
          <path d={paths[kind]} />
        </svg>
        {title ?? t(`admonition.${kind}`)}
      </p>
      <div className="admonition__body">{children}</div>
    </aside>
  );
}
