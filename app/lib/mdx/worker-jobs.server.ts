/**
 * The jobs the compile worker runs (and, without a worker, the server itself): compiling a page
 * to HTML, and turning a page into Markdown. Both parse MDX, whose garbage stays off the server's heap.
 */
import type { MarkdownTarget } from "../markdown";
import type { CodeStore, CodeStoreLocation } from "./code-store.server";
import type { RenderedPageWithCounts, RenderJob } from "./render-page.server";

export type WorkerJob = ({ kind: "page" } & RenderJob) | { kind: "markdown"; source: string; target: MarkdownTarget };
export type WorkerResult = RenderedPageWithCounts | string;

/** What the thread that starts a compile worker passes in `workerData`. */
export interface CompileWorkerData {
  /** The code blocks the build highlighted (absent: every block is highlighted in the worker). */
  codeStore?: CodeStoreLocation;
}

export async function runJob(job: WorkerJob, codeStore?: CodeStore): Promise<WorkerResult> {
  if (job.kind === "markdown") {
    const { pageMarkdown } = await import("../markdown/page-markdown.server");
    return pageMarkdown(job.source, job.target);
  }
  const { renderPage } = await import("./render-page.server");
  return renderPage(job, codeStore);
}

/**
 * Loads what jobs use and runs one tiny compile (starting esbuild's service), and loads the highlighter: a new worker
 * does this before its first job, so a job's deadline measures the job. Loading Shiki's grammars and regex engine
 * took seconds on a saturated machine, enough to push a page with one new code block past its deadline; what grows
 * the worker's memory is highlighting (the engine's compiled regexes), which the build's code store spares most jobs.
 */
export async function prepareJobs(): Promise<void> {
  const [{ renderPage }, { getHighlighter }] = await Promise.all([
    import("./render-page.server"),
    import("./highlighter.server"),
    import("../markdown/page-markdown.server"),
  ]);
  await Promise.all([renderPage({ source: "# Warm-up\n\nText.\n", locale: "uk", filePath: "/warm-up.mdx" }), getHighlighter()]);
}
