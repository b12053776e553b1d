/**
 * `<CodeSamples operation="sendSms" />` in a page becomes, at compile time, the tabs of the operation's
 * generated samples: `<Tabs groupId="code">` with one `<TabItem>` and one fenced code block per language.
 * The HTML pipeline then highlights them like any code block; the Markdown export prints them as fenced
 * blocks under a bold label. Nothing runs in the browser but the tabs' enhancement.
 */
import type { Root, RootContent } from "mdast";
import type { MdxJsxAttribute, MdxJsxFlowElement } from "mdast-util-mdx-jsx";
import { fillPlaceholders } from "../content";
import { contractDocument, type OpenApiDocument } from "../contract/index.server";
import { generateSamples } from "./generate";
import { sampleOperations } from "./operations.server";

export const CODE_SAMPLES_ELEMENT = "CodeSamples";

const attribute = (name: string, value: string): MdxJsxAttribute => ({ type: "mdxJsxAttribute", name, value });

/** The Tabs element of one operation's samples, placeholders filled. Throws when the operation has no example. */
export function codeSamplesTree(contractDir: string, operationId: string): MdxJsxFlowElement {
  // The document the reference components of the same page read (parsed once per contract folder); their copy adds
  // the XML operations, which the samples read from the XSD themselves.
  const operation = sampleOperations(contractDir, contractDocument(contractDir) as unknown as OpenApiDocument).get(operationId);
  if (!operation) throw new Error(`<CodeSamples operation="${operationId}"/>: the contract has no request example for ${operationId}`);
  return {
    type: "mdxJsxFlowElement",
    name: "Tabs",
    attributes: [attribute("groupId", "code")],
    children: generateSamples(operation).map((sample) => ({
      type: "mdxJsxFlowElement",
      name: "TabItem",
      attributes: [attribute("value", sample.value), attribute("label", sample.label)],
      children: [{ type: "code", lang: sample.fence, meta: null, value: fillPlaceholders(sample.code) }],
    })),
  };
}

function operationOf(node: MdxJsxFlowElement): string {
  const found = node.attributes.find((a): a is MdxJsxAttribute => a.type === "mdxJsxAttribute" && a.name === "operation");
  if (typeof found?.value !== "string") throw new Error(`<${CODE_SAMPLES_ELEMENT}> needs operation="…" (an operationId of the contract)`);
  return found.value;
}

/** Replaces every `<CodeSamples>` among the nodes (at any depth) with its tabs. */
export function expandCodeSamples(nodes: RootContent[], contractDir: string | undefined): RootContent[] {
  return nodes.map((node) => {
    if (node.type === "mdxJsxFlowElement" && node.name === CODE_SAMPLES_ELEMENT) {
      if (!contractDir) throw new Error(`<${CODE_SAMPLES_ELEMENT}> needs the contract folder`);
      return codeSamplesTree(contractDir, operationOf(node));
    }
    if ("children" in node && Array.isArray(node.children))
      (node as { children: RootContent[] }).children = expandCodeSamples(node.children as RootContent[], contractDir);
    return node;
  });
}

/** The remark plugin of the page compiler. */
export function remarkCodeSamples(options: { contractDir?: string }) {
  return () => (tree: Root) => {
    tree.children = expandCodeSamples(tree.children, options.contractDir) as Root["children"];
  };
}
