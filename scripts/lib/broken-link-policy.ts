import type { BrokenLinkPolicy } from "../../site.config";

export interface LinkProblem {
  file: string;
  line?: number;
  message: string;
  kind?: "anchor";
}

/** Splits broken links and anchors into warnings and errors by the site's two policies; `ignore` drops them. */
export function applyBrokenLinkPolicy(problems: readonly LinkProblem[], policy: { links: BrokenLinkPolicy; anchors: BrokenLinkPolicy }) {
  const warnings: LinkProblem[] = [];
  const errors: LinkProblem[] = [];
  for (const problem of problems) {
    const chosen = problem.kind === "anchor" ? policy.anchors : policy.links;
    if (chosen === "warn") warnings.push(problem);
    else if (chosen === "throw") errors.push(problem);
  }
  return { warnings, errors };
}
