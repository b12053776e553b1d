/**
 * The XML API's reference parts, read from `contract/schema.xsd`: per operation (`xmlSendSms`) the request and
 * response fields with XPath-like names (`message/@sender`, `messages/message/status/@code`), the error codes and
 * when each happens. Facts come from the schema itself where it states them (`use="required"`, `minOccurs`,
 * `maxOccurs`, length, range, pattern, enumeration, `default`); texts for readers come from its annotations:
 *
 *   <xs:documentation xml:lang="uk">what the field is</xs:documentation>
 *   <xs:documentation xml:lang="uk" source="rules">a limit the schema cannot express</xs:documentation>
 *   <xs:appinfo source="errors"><error code="130" http="422"><when xml:lang="uk">…</when>…</error></xs:appinfo>
 *
 * A declaration without its own description shows its named type's (`Auth`, `Recipient`). The rows are the same
 * `FieldRow`/`ErrorRow` the JSON reference uses, so `<RequestFields>`, `<ResponseFields>`, `<ErrorTable>` and the
 * Markdown export render both families alike.
 */
import { siteConfig, type Locale } from "../../../site.config";
import type { ErrorRow, FieldRow, OperationInfo, XmlOperationReference } from "./reference";
import { childNamed, childrenNamed, parseXml, type XmlNode } from "./xsd-tree";
import { xmlOperationId, xmlOperations, xsdTypePrefix } from "./xsd-entries";

const words: Record<
  Locale,
  { upTo: string; chars: string; elements: string; default: string; pattern: string; oneOf: string; fixed: string }
> = {
  uk: {
    upTo: "до",
    chars: "символів",
    elements: "елементів",
    default: "типово",
    pattern: "шаблон",
    oneOf: "одне з",
    fixed: "завжди",
  },
  ru: {
    upTo: "до",
    chars: "символов",
    elements: "элементов",
    default: "по умолчанию",
    pattern: "шаблон",
    oneOf: "одно из",
    fixed: "всегда",
  },
};

/** Built-in XSD types as the field lists name them (the JSON reference's words: `string`, `integer`, `boolean`). */
const BUILTIN: Record<string, string> = {
  string: "string",
  int: "integer",
  integer: "integer",
  positiveInteger: "integer",
  nonNegativeInteger: "integer",
  decimal: "decimal",
  boolean: "boolean",
  dateTime: "date-time",
  anyURI: "URI",
};

const locales = siteConfig.i18n.locales;

const local = (qname: string) => qname.replace(/^xs:/, "");

/** A built-in type's name in words; the integer types' lower bound becomes a facet. */
function builtin(qname: string, facets: string[]): string {
  const name = local(qname);
  if (name === "positiveInteger") facets.push("≥ 1");
  if (name === "nonNegativeInteger") facets.push("≥ 0");
  return BUILTIN[name] ?? name;
}

/** The texts of an annotated declaration or type. */
interface Texts {
  description: Partial<Record<Locale, string>>;
  rules: Partial<Record<Locale, string>>;
}

function texts(node: XmlNode | undefined): Texts {
  const out: Texts = { description: {}, rules: {} };
  const annotation = node && childNamed(node, "xs:annotation");
  if (!annotation) return out;
  for (const doc of childrenNamed(annotation, "xs:documentation")) {
    const lang = doc.attributes["xml:lang"];
    if (!lang || !(locales as readonly string[]).includes(lang)) continue;
    const target = doc.attributes.source === "rules" ? out.rules : out.description;
    target[lang as Locale] = doc.text;
  }
  return out;
}

/** What one declaration's value is: the type's name in words, its facets, its own named type. */
interface ValueShape {
  type: string;
  facets: string[];
  named: XmlNode | undefined;
  /** A complex type: the node whose attributes and particles the field's children come from. */
  complex: XmlNode | undefined;
}

class Schema {
  readonly types = new Map<string, XmlNode>();
  constructor(readonly root: XmlNode) {
    for (const child of root.children)
      if ((child.name === "xs:complexType" || child.name === "xs:simpleType") && child.attributes.name)
        this.types.set(child.attributes.name, child);
  }

  /** The facets of a simple type (named or inline), following `restriction base` to the built-in type. */
  simple(node: XmlNode | undefined, locale: Locale, facets: string[] = [], depth = 0): string {
    const w = words[locale];
    const restriction = node && childNamed(node, "xs:restriction");
    if (!restriction || depth > 8) return "string";
    const facet = (name: string) => childNamed(restriction, `xs:${name}`)?.attributes.value;
    const enumeration = childrenNamed(restriction, "xs:enumeration").map((e) => `\`${e.attributes.value}\``);
    if (enumeration.length) facets.push(enumeration.length === 1 ? enumeration.join("") : `${w.oneOf} ${enumeration.join(", ")}`);
    const range = (min: string | undefined, max: string | undefined, unit: string) => {
      const suffix = unit ? ` ${unit}` : "";
      if (min !== undefined && max !== undefined) facets.push(`${min}–${max}${suffix}`);
      else if (max !== undefined) facets.push(`${w.upTo} ${max}${suffix}`);
      else if (min !== undefined) facets.push(`≥ ${min}`);
    };
    range(facet("minLength"), facet("maxLength"), w.chars);
    range(facet("minInclusive"), facet("maxInclusive"), "");
    const pattern = facet("pattern");
    const base = restriction.attributes.base ?? "xs:string";
    // A date's pattern only requires the offset; the type's rules text says that in words.
    if (pattern !== undefined && base !== "xs:dateTime") facets.push(`${w.pattern} \`${pattern}\``);
    if (base.startsWith("xs:")) return builtin(base, facets);
    return this.simple(this.types.get(base), locale, facets, depth + 1);
  }

  value(declaration: XmlNode, locale: Locale): ValueShape {
    const typeName = declaration.attributes.type;
    const inlineSimple = childNamed(declaration, "xs:simpleType");
    const inlineComplex = childNamed(declaration, "xs:complexType");
    const facets: string[] = [];
    if (inlineSimple) return { type: this.simple(inlineSimple, locale, facets), facets, named: undefined, complex: undefined };
    if (inlineComplex) return { ...this.complexValue(inlineComplex, locale, facets), facets, named: undefined };
    if (!typeName) return { type: "string", facets, named: undefined, complex: undefined };
    if (typeName.startsWith("xs:")) return { type: builtin(typeName, facets), facets, named: undefined, complex: undefined };
    const named = this.types.get(typeName);
    if (named?.name === "xs:simpleType") return { type: this.simple(named, locale, facets), facets, named, complex: undefined };
    return { ...this.complexValue(named, locale, facets), facets, named };
  }

  /** A complex type's value: an element with only children and attributes, or a simple value with attributes. */
  private complexValue(node: XmlNode | undefined, locale: Locale, facets: string[]): { type: string; complex: XmlNode | undefined } {
    const simpleContent = node && childNamed(node, "xs:simpleContent");
    const extension = simpleContent && childNamed(simpleContent, "xs:extension");
    if (extension) {
      const base = extension.attributes.base ?? "xs:string";
      const type = base.startsWith("xs:") ? builtin(base, facets) : this.simple(this.types.get(base), locale, facets);
      return { type, complex: node };
    }
    return { type: "element", complex: node };
  }

  /** Attributes and child elements of a complex type, base type first (`complexContent`/`simpleContent` extension). */
  content(node: XmlNode | undefined, depth = 0): { attributes: XmlNode[]; elements: { node: XmlNode; choice: boolean }[] } {
    const out = { attributes: [] as XmlNode[], elements: [] as { node: XmlNode; choice: boolean }[] };
    if (!node || depth > 8) return out;
    const visit = (n: XmlNode, choice: boolean) => {
      for (const child of n.children) {
        if (child.name === "xs:attribute") out.attributes.push(child);
        else if (child.name === "xs:element") out.elements.push({ node: child, choice });
        else if (child.name === "xs:sequence") visit(child, choice);
        else if (child.name === "xs:choice") visit(child, true);
        else if (child.name === "xs:complexContent" || child.name === "xs:simpleContent") {
          const extension = childNamed(child, "xs:extension");
          const base = extension?.attributes.base;
          if (base && !base.startsWith("xs:")) {
            const inherited = this.content(this.types.get(base), depth + 1);
            out.attributes.push(...inherited.attributes);
            out.elements.push(...inherited.elements);
          }
          if (extension) visit(extension, choice);
        }
      }
    };
    visit(node, false);
    return out;
  }
}

/** A declaration and where it sits: what the model's rows are made of, and what the content check walks. */
export interface XsdDeclaration {
  /** `request/@id`, `message/@sender`, `messages/message/status`. */
  path: string;
  node: XmlNode;
  attribute: boolean;
  required: boolean;
  rows: Record<Locale, FieldRow>;
}

function occurrences(node: XmlNode, locale: Locale): string | null {
  const min = node.attributes.minOccurs ?? "1";
  const max = node.attributes.maxOccurs ?? "1";
  if (max === "1") return null;
  const w = words[locale];
  return max === "unbounded" ? `≥ ${min} ${w.elements}` : `${min}–${max} ${w.elements}`;
}

function declarations(schema: Schema, typeName: string, root: "request" | "response"): XsdDeclaration[] {
  const out: XsdDeclaration[] = [];
  const walk = (complex: XmlNode | undefined, parent: string, depth: number) => {
    if (depth > 8) return;
    const { attributes, elements } = schema.content(complex);
    for (const attribute of attributes) {
      const name = attribute.attributes.name ?? attribute.attributes.ref ?? "";
      out.push(declaration(schema, attribute, `${parent || root}/@${name}`, true, attribute.attributes.use === "required"));
    }
    for (const { node, choice } of elements) {
      const name = node.attributes.name ?? "";
      const path = parent ? `${parent}/${name}` : name;
      out.push(declaration(schema, node, path, false, !choice && node.attributes.minOccurs !== "0"));
      walk(schema.value(node, "uk").complex, path, depth + 1);
    }
  };
  walk(schema.types.get(typeName), "", 0);
  return out;
}

function declaration(schema: Schema, node: XmlNode, path: string, attribute: boolean, required: boolean): XsdDeclaration {
  const rows = {} as Record<Locale, FieldRow>;
  for (const locale of locales) {
    const value = schema.value(node, locale);
    const own = texts(node);
    const ofType = texts(value.named);
    const rules = [
      ...value.facets,
      node.attributes.default !== undefined ? `${words[locale].default} \`${node.attributes.default}\`` : null,
      node.attributes.fixed !== undefined ? `${words[locale].fixed} \`${node.attributes.fixed}\`` : null,
      attribute ? null : occurrences(node, locale),
      ofType.rules[locale] ?? null,
      own.rules[locale] ?? null,
    ].filter((r): r is string => Boolean(r));
    rows[locale] = {
      path,
      name: path,
      type: value.type,
      required,
      rules: rules.join("; "),
      description: own.description[locale] ?? ofType.description[locale] ?? "",
      children: [],
    };
  }
  return { path, node, attribute, required, rows };
}

/** The `<error>` entries of a type's `xs:appinfo source="errors"`: code, HTTP status, and per locale `when` and `action`. */
function errorList(type: XmlNode | undefined): Record<Locale, ErrorRow[]> {
  const out = Object.fromEntries(locales.map((l) => [l, [] as ErrorRow[]])) as Record<Locale, ErrorRow[]>;
  const annotation = type && childNamed(type, "xs:annotation");
  const list = annotation && childrenNamed(annotation, "xs:appinfo").find((a) => a.attributes.source === "errors");
  for (const error of list ? childrenNamed(list, "error") : [])
    for (const locale of locales) {
      const inLocale = (name: string) => childrenNamed(error, name).find((w) => w.attributes["xml:lang"] === locale)?.text ?? "";
      const http = Number(error.attributes.http);
      out[locale].push({
        code: error.attributes.code ?? "",
        status: Number.isFinite(http) && http > 0 ? http : null,
        when: inLocale("when"),
        action: inLocale("action"),
        ...(error.attributes.text !== undefined ? { text: error.attributes.text } : {}),
      });
    }
  return out;
}

const errors = (schema: Schema, typeName: string) => errorList(schema.types.get(typeName));

/**
 * The XML API's error catalogue: every code of the simple type `ErrorCode` with the message the answer carries
 * (`text`), its HTTP status, when it happens and what to do, from the type's `xs:appinfo source="errors"`. An
 * operation's own list (`…Request`) says when that operation answers a code; this one is the reference page's.
 */
export function xsdErrorCodes(xsd: string, root: XmlNode = parseXml(xsd)): Record<Locale, ErrorRow[]> {
  return errorList(new Schema(root).types.get("ErrorCode"));
}

/** The values of one of the XSD's enumerated simple types (`ErrorCode`, `StatusName`). */
export function xsdEnumeration(xsd: string, typeName: string, root: XmlNode = parseXml(xsd)): string[] {
  const restriction = childNamed(new Schema(root).types.get(typeName) ?? root, "xs:restriction");
  return restriction ? childrenNamed(restriction, "xs:enumeration").map((e) => e.attributes.value ?? "") : [];
}

export interface XsdOperation {
  /** `send_sms`. */
  name: string;
  /** `xmlSendSms`. */
  id: string;
  request: XsdDeclaration[];
  response: XsdDeclaration[];
  reference: XmlOperationReference;
}

/** Every operation the XSD defines (its `…Request` types), with its reference parts in every locale. */
export function xsdOperations(xsd: string, apiBaseUrl: string, root: XmlNode = parseXml(xsd)): XsdOperation[] {
  const schema = new Schema(root);
  return xmlOperations(xsd).map((name) => {
    const prefix = xsdTypePrefix(name);
    const id = xmlOperationId(name);
    const request = declarations(schema, `${prefix}Request`, "request");
    const response = declarations(schema, `${prefix}Response`, "response");
    const errorRows = errors(schema, `${prefix}Request`);
    const info = (locale: Locale): OperationInfo => ({
      id,
      method: "POST",
      path: `/xml/${name}`,
      url: `${apiBaseUrl}/xml/${name}`,
      contentType: "application/xml; charset=utf-8",
      summary: name,
      description: texts(schema.types.get(`${prefix}Request`)).description[locale] ?? "",
      page: `/api/xml/${name}`,
    });
    const byLocale = <T>(make: (locale: Locale) => T) => Object.fromEntries(locales.map((l) => [l, make(l)])) as Record<Locale, T>;
    return {
      name,
      id,
      request,
      response,
      reference: {
        info: byLocale(info),
        request: byLocale((l) => request.map((d) => d.rows[l])),
        response: byLocale((l) => response.map((d) => d.rows[l])),
        errors: errorRows,
      },
    };
  });
}

/** The reference parts of every XML operation by id, as `ContractDocument.xml` carries them. */
export function xsdReference(xsd: string, apiBaseUrl: string): Record<string, XmlOperationReference> {
  return Object.fromEntries(xsdOperations(xsd, apiBaseUrl).map((op) => [op.id, op.reference]));
}
