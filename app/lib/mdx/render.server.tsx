import { renderToStaticMarkup } from "react-dom/server";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import type { Locale } from "../../../site.config";
import { mdxComponents } from "../../components/mdx";
import { contractDocument } from "../contract/index.server";

/**
 * Pages are rendered to HTML once on the server and cached, so the browser never
 * evaluates MDX code (no `unsafe-eval`, no MDX runtime in the bundle).
 */
export function renderMdxToHtml(code: string, locale: Locale, contractDir?: string): string {
  const Page = getMDXComponent(code);
  return renderToStaticMarkup(<Page components={mdxComponents(locale, () => contractDocument(contractDir))} />);
}
