/**
 * The jobs the compile worker runs (and, without a worker, the server itself): compiling a page
 * to HTML, and turning a page into Markdown. Both parse MDX, whose garbage stays off the server's heap.
 */
import type { MarkdownTarget } from "../markdown";
import type { RenderedPage, RenderJob } from "./render-page.server";

export type WorkerJob = ({ kind: "page" } & RenderJob) | { kind: "markdown"; source: string; target: MarkdownTarget };
export type WorkerResult = RenderedPage | string;

export async function runJob(job: WorkerJob): Promise<WorkerResult> {
  if (job.kind === "markdown") {
    const { pageMarkdown } = await import("../markdown/page-markdown.server");
    return pageMarkdown(job.source, job.target);
  }
  const { renderPage } = await import("./render-page.server");
  return renderPage(job);
}

/**
 * Loads what jobs use and runs one tiny compile (starting esbuild's service and the highlighter): a new worker
 * does this before its first job, so a job's deadline measures the job.
 */
export async function prepareJobs(): Promise<void> {
  const [{ renderPage }] = await Promise.all([import("./render-page.server"), import("../markdown/page-markdown.server")]);
  await renderPage({ source: "# Warm-up\n\n```json\n{}\n```\n", locale: "uk", filePath: "/warm-up.mdx" });
}
