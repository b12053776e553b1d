/**
 * A highlighted block's lines go to React as one HTML string instead of an element per token.
 * Shiki turns a 40-line JSON sample into hundreds of spans; as JSX each of them was walked by
 * MDX's compiler, parsed by esbuild and rendered by React, for HTML that no script ever re-renders
 * (pages reach the browser as finished HTML). The `<pre>` stays an element, so its classes and
 * the CodeBlock around it are unchanged.
 */
import type { Element, Root } from "hast";
import { toHtml } from "hast-util-to-html";
import type { MdxJsxFlowElementHast } from "mdast-util-mdx-jsx";
import { SKIP, visit } from "unist-util-visit";

/** `{__html: "…"}` as the estree MDX expects in an attribute value. */
function innerHtmlExpression(html: string) {
  const expression = {
    type: "ObjectExpression" as const,
    properties: [
      {
        type: "Property" as const,
        key: { type: "Identifier" as const, name: "__html" },
        value: { type: "Literal" as const, value: html },
        kind: "init" as const,
        method: false,
        shorthand: false,
        computed: false,
      },
    ],
  };
  return {
    type: "mdxJsxAttributeValueExpression" as const,
    value: "",
    data: {
      estree: { type: "Program" as const, sourceType: "module" as const, body: [{ type: "ExpressionStatement" as const, expression }] },
    },
  };
}

/** Shiki writes `class` (a string or a list); hast from Markdown has a `className` list. */
function classesOf(node: Element): string[] {
  const classes = node.properties.className ?? node.properties.class;
  if (Array.isArray(classes)) return classes.map(String);
  return typeof classes === "string" ? classes.split(" ").filter(Boolean) : [];
}

const isHighlightedPre = (node: Element) => node.tagName === "pre" && classesOf(node).includes("shiki");

export function rehypeCodeAsHtml() {
  return (tree: Root) => {
    visit(tree, "element", (node: Element) => {
      if (!isHighlightedPre(node)) return;
      node.children = node.children.map((child) => {
        if (child.type !== "element" || child.tagName !== "code") return child;
        const classes = classesOf(child);
        const code: MdxJsxFlowElementHast = {
          type: "mdxJsxFlowElement",
          name: "code",
          attributes: [
            ...(classes.length ? [{ type: "mdxJsxAttribute" as const, name: "className", value: classes.join(" ") }] : []),
            {
              type: "mdxJsxAttribute",
              name: "dangerouslySetInnerHTML",
              value: innerHtmlExpression(toHtml(child.children, { characterReferences: { useNamedReferences: true } })) as never,
            },
          ],
          children: [],
        };
        return code as never;
      });
      return SKIP;
    });
  };
}
