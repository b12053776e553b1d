/**
 * The API contract in the shape an assistant reads: a JSON schema of the OpenAPI document flattened
 * into one line per field (`recipients[]`, `data.messages[].price`) with its type, whether it is
 * required, its description and its limits; and, for the XML API, the XSD definitions an operation's
 * types use, as written. Pure: the parsed contract comes in.
 */

type Schema = Record<string, unknown>;

export interface ContractField {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  constraints?: string;
}

/** A component of the OpenAPI document by its `$ref` (`#/components/schemas/Phone`). */
export function resolveRef(document: object, ref: string): Schema | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const part of ref.slice(2).split("/")) {
    node =
      typeof node === "object" && node !== null
        ? (node as Record<string, unknown>)[part.replace(/~1/g, "/").replace(/~0/g, "~")]
        : undefined;
  }
  return typeof node === "object" && node !== null ? (node as Schema) : undefined;
}

const refName = (ref: string) => ref.split("/").at(-1) ?? ref;

/** Follows `$ref`s (at most a few: the contract has no cycles at this level) and keeps the first name met. */
function deref(document: object, schema: Schema): { schema: Schema; name?: string } {
  let current = schema;
  let name: string | undefined;
  for (let hops = 0; hops < 8 && typeof current.$ref === "string"; hops++) {
    name ??= refName(current.$ref);
    const next = resolveRef(document, current.$ref);
    if (!next) break;
    current = next;
  }
  return { schema: current, name };
}

const isSchema = (value: unknown): value is Schema => typeof value === "object" && value !== null && !Array.isArray(value);
const schemas = (value: unknown): Schema[] => (Array.isArray(value) ? value.filter(isSchema) : []);

/** `string`, `integer`, `Phone (string)`, `array of MessageId (string)`, `SmsAccepted (object) or null`. */
export function describeType(document: object, raw: Schema): string {
  const { schema, name } = deref(document, raw);
  const alternatives = schemas(schema.oneOf ?? schema.anyOf);
  if (alternatives.length && !schema.type && !schema.properties) {
    return alternatives.map((alternative) => describeType(document, alternative)).join(" or ");
  }
  let type: string;
  if (schema.const !== undefined) type = `const ${JSON.stringify(schema.const)}`;
  else if (Array.isArray(schema.type)) type = schema.type.join(" or ");
  else if (typeof schema.type === "string") type = schema.type;
  else if (schema.properties || schema.allOf) type = "object";
  else type = "any";
  if (type === "array" && isSchema(schema.items)) type = `array of ${describeType(document, schema.items)}`;
  return name ? `${name} (${type})` : type;
}

/** Limits of a value: enum, pattern, lengths, ranges, item counts, format, default. */
export function describeConstraints(document: object, raw: Schema): string | undefined {
  const { schema } = deref(document, raw);
  const parts: string[] = [];
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`);
  if (typeof schema.pattern === "string") parts.push(`pattern ${schema.pattern}`);
  if (typeof schema.format === "string") parts.push(`format ${schema.format}`);
  const range = (label: string, min: unknown, max: unknown) => {
    if (typeof min === "number" && typeof max === "number") parts.push(`${label} ${min}–${max}`);
    else if (typeof min === "number") parts.push(`${label} ≥ ${min}`);
    else if (typeof max === "number") parts.push(`${label} ≤ ${max}`);
  };
  range("length", schema.minLength, schema.maxLength);
  range("value", schema.minimum, schema.maximum);
  range("items", schema.minItems, schema.maxItems);
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`);
  return parts.length ? parts.join("; ") : undefined;
}

/** The object schema behind a value: itself, the non-null branch of `X or null`, or the items of an array. */
function objectBehind(document: object, raw: Schema): { schema: Schema; suffix: string } | null {
  const { schema } = deref(document, raw);
  if (schema.properties || schema.allOf) return { schema, suffix: "" };
  if (schema.type === "array" && isSchema(schema.items)) {
    const inner = objectBehind(document, schema.items);
    return inner ? { schema: inner.schema, suffix: `[]${inner.suffix}` } : null;
  }
  const branches = schemas(schema.oneOf).filter((branch) => deref(document, branch).schema.type !== "null");
  return branches.length === 1 && branches[0] ? objectBehind(document, branches[0]) : null;
}

/** Properties and required names of an object schema, `allOf` parts merged in. */
function propertiesOf(document: object, raw: Schema): { properties: [string, Schema][]; required: Set<string> } {
  const { schema } = deref(document, raw);
  const properties: [string, Schema][] = [];
  const required = new Set<string>();
  for (const part of [...schemas(schema.allOf), schema]) {
    const resolved = part === schema ? schema : deref(document, part).schema;
    if (part !== schema) {
      const inner = propertiesOf(document, resolved);
      properties.push(...inner.properties);
      inner.required.forEach((name) => required.add(name));
      continue;
    }
    if (isSchema(resolved.properties)) {
      for (const [name, value] of Object.entries(resolved.properties)) if (isSchema(value)) properties.push([name, value]);
    }
    if (Array.isArray(resolved.required)) resolved.required.forEach((name) => typeof name === "string" && required.add(name));
  }
  return { properties, required };
}

/**
 * One line per field, nested objects and arrays of objects as `parent.child` and `parent[].child`,
 * down to `maxDepth` levels. A field is required when its object requires it (its parent may not be).
 */
export function flattenFields(document: object, schema: Schema, maxDepth = 3, prefix = ""): ContractField[] {
  const fields: ContractField[] = [];
  const { properties, required } = propertiesOf(document, schema);
  for (const [name, value] of properties) {
    const { schema: resolved } = deref(document, value);
    const description =
      (typeof value.description === "string" ? value.description : undefined) ??
      (typeof resolved.description === "string" ? resolved.description : undefined);
    const constraints = describeConstraints(document, value);
    fields.push({
      name: `${prefix}${name}`,
      type: describeType(document, value),
      required: required.has(name),
      ...(description && { description: description.trim() }),
      ...(constraints && { constraints }),
    });
    const inner = maxDepth > 1 ? objectBehind(document, value) : null;
    if (inner) fields.push(...flattenFields(document, inner.schema, maxDepth - 1, `${prefix}${name}${inner.suffix}.`));
  }
  return fields;
}

/** Rules between fields that a field list cannot show: "at least one of", "x needs y". */
export function fieldRules(document: object, schema: Schema): string[] {
  const { schema: resolved } = deref(document, schema);
  const rules: string[] = [];
  const groups = schemas(resolved.anyOf ?? resolved.oneOf).map((branch) =>
    Array.isArray(branch.required) ? branch.required.join(" + ") : null,
  );
  if (groups.length && groups.every(Boolean)) rules.push(`${resolved.anyOf ? "at least one" : "exactly one"} of: ${groups.join(" | ")}`);
  if (isSchema(resolved.dependentRequired)) {
    for (const [name, needs] of Object.entries(resolved.dependentRequired)) {
      if (Array.isArray(needs)) rules.push(`${name} requires ${needs.join(", ")}`);
    }
  }
  if (resolved.if || schemas(resolved.allOf).some((part) => part.if))
    rules.push("some fields are required depending on others: see the docs page");
  return rules;
}

/** A named `xs:complexType` or `xs:simpleType` of the XSD, as written (nested anonymous types included). */
export function xsdDefinition(xsd: string, name: string): string | null {
  const open = new RegExp(`<xs:(complexType|simpleType) name="${name.replace(/[^A-Za-z0-9_]/g, "")}"(\\s[^>]*)?>`).exec(xsd);
  if (!open?.[1]) return null;
  const kind = open[1];
  const tag = new RegExp(`<(/?)xs:${kind}\\b[^>]*?(/?)>`, "g");
  tag.lastIndex = open.index;
  let depth = 0;
  for (let match = tag.exec(xsd); match; match = tag.exec(xsd)) {
    if (match[2] === "/") continue;
    depth += match[1] === "/" ? -1 : 1;
    if (depth === 0) return xsd.slice(open.index, match.index + match[0].length);
  }
  return null;
}

/** The definitions a type needs, itself first: every named type it refers to (`type="…"`, `base="…"`), transitively. */
export function xsdDefinitions(xsd: string, name: string, limit = 16): { name: string; xsd: string }[] {
  const found: { name: string; xsd: string }[] = [];
  const seen = new Set<string>();
  const queue = [name];
  while (queue.length && found.length < limit) {
    const next = queue.shift() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    const definition = xsdDefinition(xsd, next);
    if (!definition) continue;
    found.push({ name: next, xsd: definition });
    for (const ref of definition.matchAll(/\s(?:type|base)="([A-Za-z][A-Za-z0-9_]*)"/g))
      if (ref[1] && !seen.has(ref[1])) queue.push(ref[1]);
  }
  return found;
}
