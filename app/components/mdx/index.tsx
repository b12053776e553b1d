import type { ComponentProps } from "react";
import type { Locale } from "../../../site.config";
import { Admonition } from "./Admonition";
import { Audiences, makeAudience } from "./Audiences";
import { CodeBlock } from "./CodeBlock";
import { Mermaid } from "./Mermaid";
import { makeReferenceComponents } from "./Reference";
import type { ContractDocument } from "../../lib/contract";
import { TableScroll } from "./TableScroll";
import { TabItem, Tabs } from "./Tabs";

function Image(props: ComponentProps<"img">) {
  return <img loading="lazy" decoding="async" {...props} data-zoomable="" />;
}

function Table(props: ComponentProps<"table">) {
  return (
    <TableScroll>
      <table {...props} />
    </TableScroll>
  );
}

const noContract = (): ContractDocument => {
  throw new Error("this render has no API contract");
};

/** Components available to every MDX page without an import; `contract` feeds the API reference parts. */
export function mdxComponents(locale: Locale, contract: () => ContractDocument = noContract) {
  return {
    ...makeReferenceComponents(locale, contract),
    Admonition,
    Audiences,
    Audience: makeAudience(locale),
    CodeBlock,
    Mermaid,
    Tabs,
    TabItem,
    img: Image,
    table: Table,
  };
}
