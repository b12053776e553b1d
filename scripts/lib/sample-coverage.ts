/**
 * Which operations have generated samples, and which API pages show them. Pure: the checks script gives it
 * the operations read from the contract and the pages.
 */
import { SAMPLE_LANGUAGES, type SampleOperation } from "../../app/lib/samples/index";
import type { PageSource, Problem } from "./content-checks";
import { pageEndpoint } from "../../app/lib/contract";

export const CODE_SAMPLES = /<CodeSamples\s+operation="([^"]+)"\s*\/>/g;

export interface CoverageRow {
  operation: string;
  path: string;
  /** Where the example came from, or null when the contract has none yet. */
  source: string | null;
  pages: string[];
}

/** Every operation of the contract with its example's source and the pages that show its samples. */
export function sampleCoverage(all: Map<string, string>, operations: Map<string, SampleOperation>, sources: PageSource[]): CoverageRow[] {
  const rows = new Map<string, CoverageRow>();
  for (const [id, path] of all) rows.set(id, { operation: id, path, source: operations.get(id)?.source ?? null, pages: [] });
  for (const source of sources.filter((s) => s.locale === "uk")) {
    for (const m of source.raw.matchAll(CODE_SAMPLES)) rows.get(m[1] ?? "")?.pages.push(source.slug);
  }
  return [...rows.values()];
}

/**
 * An API method page whose operation has an example must show `<CodeSamples operation="…"/>` of that operation;
 * a `<CodeSamples>` must name an operation with an example.
 */
export function samplePageProblems(operations: Map<string, SampleOperation>, sources: PageSource[]): Problem[] {
  const problems: Problem[] = [];
  const byPath = new Map([...operations.values()].map((op) => [op.path, op]));
  for (const source of sources.filter((s) => s.slug.startsWith("api/"))) {
    const endpoint = pageEndpoint(source.raw, "{{apiBaseUrl}}");
    const shown = [...source.raw.matchAll(CODE_SAMPLES)].map((m) => m[1] ?? "");
    for (const id of shown) {
      const operation = operations.get(id);
      if (!operation)
        problems.push({
          file: source.file,
          message: `<CodeSamples operation="${id}"/>: the contract has no operation ${id} with a request example`,
        });
      else if (endpoint && operation.path !== endpoint.path)
        problems.push({
          file: source.file,
          message: `<CodeSamples operation="${id}"/> posts to ${operation.path}, the page's endpoint is ${endpoint.path}`,
        });
    }
    const expected = endpoint ? byPath.get(endpoint.path) : undefined;
    if (expected && !shown.includes(expected.id))
      problems.push({
        file: source.file,
        message: `the contract has a request example for ${expected.id} (${expected.path}): show its samples with <CodeSamples operation="${expected.id}" /> instead of hand-written ones`,
      });
  }
  return problems;
}

/** The coverage as a Markdown table: operation × language, and the example's source. */
export function coverageTable(rows: CoverageRow[]): string {
  const header = `| operation | path | ${SAMPLE_LANGUAGES.join(" | ")} | example | pages |`;
  const line = `|${" --- |".repeat(SAMPLE_LANGUAGES.length + 4)}`;
  const body = rows.map((row) => {
    const cells = SAMPLE_LANGUAGES.map(() => (row.source ? "✓" : "—"));
    return `| ${row.operation} | ${row.path} | ${cells.join(" | ")} | ${row.source ?? "no example"} | ${row.pages.join(", ") || "—"} |`;
  });
  return [header, line, ...body].join("\n");
}
