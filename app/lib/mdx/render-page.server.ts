/** MDX source → page HTML and table of contents: the whole job of a compile, in one call. */
import type { Locale } from "../../../site.config";
import type { CodeBlockCounts, CodeStore } from "./code-store.server";
import { compileMdx } from "./compile.server";
import { renderMdxToHtml } from "./render.server";
import type { TocEntry } from "./remark-plugins";

export interface RenderedPage {
  html: string;
  toc: TocEntry[];
}

/** A compile's result: the page, and where its code blocks came from (for the server's metrics). */
export interface RenderedPageWithCounts extends RenderedPage {
  codeBlocks: CodeBlockCounts;
}

export interface RenderJob {
  source: string;
  locale: Locale;
  filePath: string;
  /** The API contract folder: `<CodeSamples>` and the reference components read it. */
  contractDir?: string;
}

/** `codeStore`: the code blocks highlighted by the build (the compile worker opens it; in-process compiles have none). */
export async function renderPage(
  { source, locale, filePath, contractDir }: RenderJob,
  codeStore?: CodeStore,
): Promise<RenderedPageWithCounts> {
  const { code, toc, codeBlocks } = await compileMdx(source, { locale, filePath, contractDir, codeStore });
  return { html: renderMdxToHtml(code, locale, contractDir), toc, codeBlocks };
}
