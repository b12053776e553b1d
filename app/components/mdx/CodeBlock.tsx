import type { ReactNode } from "react";

/** A highlighted block with an optional title; the copy button is added in the browser. */
export function CodeBlock({ title, language, children }: { title?: string; language?: string; children?: ReactNode }) {
  return (
    <div className="code-block" data-language={language}>
      {title ? <div className="code-block__title">{title}</div> : null}
      {children}
    </div>
  );
}
