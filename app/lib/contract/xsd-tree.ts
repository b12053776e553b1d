/**
 * `contract/schema.xsd` as a tree of elements, read with `fast-xml-parser`: only what the reference model needs
 * (element names, attributes, children in document order, text). No validation here: `xmllint` and the JDK do that.
 */
import { XMLParser } from "fast-xml-parser";

export interface XmlNode {
  /** The qualified name as written: `xs:element`. */
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  /** The concatenated text of the node (its own text nodes, not its children's), trimmed. */
  text: string;
}

type OrderedNode = Record<string, unknown> & { ":@"?: Record<string, unknown> };

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: false,
  commentPropName: "#comment",
  processEntities: true,
});

function toNode(entry: OrderedNode): XmlNode | string | null {
  const name = Object.keys(entry).find((k) => k !== ":@");
  if (!name || name === "#comment" || name.startsWith("?")) return null;
  const value = entry[name];
  if (name === "#text") return String(value);
  const attributes: Record<string, string> = {};
  for (const [k, v] of Object.entries(entry[":@"] ?? {})) attributes[k] = String(v);
  const children: XmlNode[] = [];
  let text = "";
  for (const child of Array.isArray(value) ? (value as OrderedNode[]) : []) {
    const node = toNode(child);
    if (typeof node === "string") text += node;
    else if (node) children.push(node);
  }
  return { name, attributes, children, text: text.replace(/\s+/g, " ").trim() };
}

/** The document element of an XML text. */
export function parseXml(xml: string): XmlNode {
  const entries = parser.parse(xml) as OrderedNode[];
  for (const entry of entries) {
    const node = toNode(entry);
    if (node && typeof node !== "string") return node;
  }
  throw new Error("the XML document has no element");
}

/** The children named `name` (`xs:attribute`). */
export const childrenNamed = (node: XmlNode, name: string): XmlNode[] => node.children.filter((c) => c.name === name);

/** The first child named `name`. */
export const childNamed = (node: XmlNode, name: string): XmlNode | undefined => node.children.find((c) => c.name === name);
