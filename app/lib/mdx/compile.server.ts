/**
 * MDX source → bundled page code, with GFM, heading ids and anchors,
 * admonitions, Mermaid blocks and Shiki highlighting (light and dark as CSS variables).
 */
import path from "node:path";
import { bundleMDX } from "mdx-bundler";
import remarkGfm from "remark-gfm";
import remarkDirective from "remark-directive";
import type { Locale } from "../../../site.config";
import { fillPlaceholders } from "../content";
import { remarkExplicitHeadingIds } from "./heading-ids";
import { codeThemes } from "./highlighter.server";
import type { CodeBlockCounts, CodeStore } from "./code-store.server";
import { rehypeHighlight } from "./rehype-highlight.server";
import { transformerLineHighlight } from "./line-highlight";
// A leaf of the content layer, imported directly: the compile worker must not load the content index.
import { assertYamlFrontMatter, yamlOnlyOptions } from "../content/yaml-front-matter.server";
import { rehypeImages } from "./rehype-images.server";
import { remarkCodeSamples } from "../samples/index.server";
import { rehypeLocaleLinks, remarkAdmonitions, remarkApiColumns, remarkCodeBlocks, remarkHeadings, type TocEntry } from "./remark-plugins";

export interface CompiledMdx {
  code: string;
  frontmatter: Record<string, unknown>;
  toc: TocEntry[];
  codeBlocks: CodeBlockCounts;
}

export async function compileMdx(
  source: string,
  options: { locale: Locale; filePath: string; contractDir?: string; codeStore?: CodeStore },
): Promise<CompiledMdx> {
  const toc: TocEntry[] = [];
  const codeBlocks: CodeBlockCounts = { stored: 0, highlighted: 0 };
  const prepared = fillPlaceholders(source);
  assertYamlFrontMatter(prepared);
  const { code, frontmatter } = await bundleMDX<Record<string, unknown>>({
    source: prepared,
    // mdx-bundler reads front matter with gray-matter too: YAML only, never evaluated as code.
    grayMatterOptions: (options) => ({ ...options, ...yamlOnlyOptions() }),
    cwd: path.dirname(options.filePath),
    esbuildOptions: (esbuild) => ({
      ...esbuild,
      // Errors are reported by the caller (one JSON log line), not printed by esbuild.
      logLevel: "silent",
      // The bundle is evaluated once in the worker and dropped (only its HTML is kept): minifying it only cost
      // esbuild time, and escaping every Cyrillic letter as `\uXXXX` made it several times longer to send and parse.
      minify: false,
      charset: "utf8",
      // A page imports nothing from packages (React comes from globals): mdx-bundler's node-resolve plugin only
      // made esbuild call back into the worker, which then looked on disk for the page's in-memory entry.
      plugins: esbuild.plugins?.filter((plugin) => plugin.name !== "node-resolve"),
    }),
    mdxOptions(mdx) {
      mdx.remarkPlugins = [
        ...(mdx.remarkPlugins ?? []),
        remarkExplicitHeadingIds,
        remarkCodeSamples({ contractDir: options.contractDir }),
        remarkGfm,
        remarkDirective,
        remarkAdmonitions,
        remarkCodeBlocks,
        remarkHeadings({ locale: options.locale, toc }),
        remarkApiColumns({ locale: options.locale }),
      ];
      mdx.rehypePlugins = [
        ...(mdx.rehypePlugins ?? []),
        [
          rehypeHighlight,
          {
            store: options.codeStore,
            counts: codeBlocks,
            shiki: {
              themes: codeThemes,
              defaultColor: false,
              fallbackLanguage: "text",
              addLanguageClass: true,
              transformers: [transformerLineHighlight()],
              // Shiki stops tokenising a line after 500 ms by default and leaves its rest uncoloured: a busy machine or
              // a cold grammar hit it, and the page kept the wrong colours. The compile job's own deadline bounds the time.
              tokenizeTimeLimit: 0,
            },
          },
        ],
        rehypeLocaleLinks({ locale: options.locale }),
        rehypeImages,
      ];
      return mdx;
    },
  });
  return { code, frontmatter, toc, codeBlocks };
}
