import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import type { Locale } from "../../../site.config";
import { mdxComponents } from "../../components/mdx";
import { contractDocument } from "../contract/index.server";
import { StringsProvider, stringsFor } from "../i18n/index.server";

/**
 * Pages are rendered to HTML once on the server and cached, so the browser never
 * evaluates MDX code (no `unsafe-eval`, no MDX runtime in the bundle).
 */
export function renderMdxToHtml(code: string, locale: Locale, contractDir?: string): string {
  const Page = getMDXComponent(code);
  // MDX components read UI strings (admonition titles) the way every component does.
  return renderToStaticMarkup(
    <StringsProvider locale={locale} strings={stringsFor(locale)}>
      <Page components={mdxComponents(locale, () => contractDocument(contractDir))} />
    </StringsProvider>,
  );
}
