import type { ComponentProps } from "react";
import type { Locale } from "../../../site.config";
import { makeAdmonition } from "./Admonition";
import { CodeBlock } from "./CodeBlock";
import { Mermaid } from "./Mermaid";
import { TabItem, Tabs } from "./Tabs";

function Image(props: ComponentProps<"img">) {
  return <img loading="lazy" decoding="async" {...props} data-zoomable="" />;
}

function Table(props: ComponentProps<"table">) {
  return (
    // Focusable so keyboard users can scroll wide tables.
    <div className="table-wrapper" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/** Components available to every MDX page without an import. */
export function mdxComponents(locale: Locale) {
  return {
    Admonition: makeAdmonition(locale),
    CodeBlock,
    Mermaid,
    Tabs,
    TabItem,
    img: Image,
    table: Table,
  };
}
