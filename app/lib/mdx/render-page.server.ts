/** MDX source → page HTML and table of contents: the whole job of a compile, in one call. */
import type { Locale } from "../../../site.config";
import { compileMdx } from "./compile.server";
import { renderMdxToHtml } from "./render.server";
import type { TocEntry } from "./remark-plugins";

export interface RenderedPage {
  html: string;
  toc: TocEntry[];
}

export interface RenderJob {
  source: string;
  locale: Locale;
  filePath: string;
  /** The API contract folder: `<CodeSamples>` and the reference components read it. */
  contractDir?: string;
}

export async function renderPage({ source, locale, filePath, contractDir }: RenderJob): Promise<RenderedPage> {
  const { code, toc } = await compileMdx(source, { locale, filePath, contractDir });
  return { html: renderMdxToHtml(code, locale, contractDir), toc };
}
