/**
 * JSON example values as source literals of the sample languages: a Python dict, a JavaScript object,
 * a PHP array, and string literals (Java, Go, C#) for bodies sent as text.
 */

interface LiteralStyle {
  string: (s: string) => string;
  key: (k: string) => string;
  open: [object: string, array: string];
  close: [object: string, array: string];
  pair: string;
  empty: [object: string, array: string];
  constants: { true: string; false: string; null: string };
  trailingComma: boolean;
}

function print(value: unknown, style: LiteralStyle, indent: string, step: string): string {
  if (value === null || value === undefined) return style.constants.null;
  if (value === true) return style.constants.true;
  if (value === false) return style.constants.false;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return style.string(value);
  const inner = indent + step;
  const comma = style.trailingComma ? "," : "";
  if (Array.isArray(value)) {
    if (value.length === 0) return style.empty[1];
    // Short arrays of scalars stay on one line, as people write them.
    const items = value.map((v) => print(v, style, inner, step));
    const flat = `${style.open[1]}${items.join(", ")}${style.close[1]}`;
    if (value.every((v) => v === null || typeof v !== "object") && flat.length + indent.length <= 100) return flat;
    return `${style.open[1]}\n${items.map((i) => inner + i).join(",\n")}${comma}\n${indent}${style.close[1]}`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return style.empty[0];
  const lines = entries.map(([k, v]) => `${inner}${style.key(k)}${style.pair}${print(v, style, inner, step)}`);
  return `${style.open[0]}\n${lines.join(",\n")}${comma}\n${indent}${style.close[0]}`;
}

const jsonString = (s: string) => JSON.stringify(s);
const isIdentifier = (k: string) => /^[A-Za-z_$][\w$]*$/.test(k);

export function pythonLiteral(value: unknown, indent = ""): string {
  return print(
    value,
    {
      string: jsonString,
      key: jsonString,
      open: ["{", "["],
      close: ["}", "]"],
      pair: ": ",
      empty: ["{}", "[]"],
      constants: { true: "True", false: "False", null: "None" },
      trailingComma: true,
    },
    indent,
    "    ",
  );
}

export function javascriptLiteral(value: unknown, indent = ""): string {
  return print(
    value,
    {
      string: jsonString,
      key: (k) => (isIdentifier(k) ? k : jsonString(k)),
      open: ["{", "["],
      close: ["}", "]"],
      pair: ": ",
      empty: ["{}", "[]"],
      constants: { true: "true", false: "false", null: "null" },
      trailingComma: true,
    },
    indent,
    "  ",
  );
}

/** PHP single-quoted string: only `\` and `'` need escaping. */
export const phpString = (s: string) => `'${s.replace(/\\/g, "\\\\").replace(/'/g, "\\'")}'`;

export function phpLiteral(value: unknown, indent = ""): string {
  return print(
    value,
    {
      string: phpString,
      key: phpString,
      open: ["[", "["],
      close: ["]", "]"],
      pair: " => ",
      // An empty array would be encoded as `[]`; the API wants the object `{}`.
      empty: ["new stdClass()", "[]"],
      constants: { true: "true", false: "false", null: "null" },
      trailingComma: true,
    },
    indent,
    "    ",
  );
}

/** The body as the JSON text the API receives (two-space indent). */
export const jsonText = (value: unknown) => JSON.stringify(value, null, 2);

/** A Java or C# (regular) string literal. */
export const cStyleString = (s: string) =>
  `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"').replace(/\n/g, "\\n").replace(/\r/g, "\\r").replace(/\t/g, "\\t")}"`;

/** A Go string: a raw literal when it can be one, else an interpreted one. */
export const goString = (s: string) => (s.includes("`") ? cStyleString(s) : `\`${s}\``);

/** A C# verbatim string (`@"…"`, quotes doubled): multi-line text stays readable. */
export const csharpVerbatim = (s: string) => `@"${s.replace(/"/g, '""')}"`;

/** A Java text block with its content indented by `indent`; ends with a newline, as text blocks do. */
export function javaTextBlock(s: string, indent: string): string {
  const escaped = s.replace(/\\/g, "\\\\").replace(/"""/g, '\\"""');
  const lines = escaped.split("\n").map((line) => (line ? indent + line : line));
  return `"""\n${lines.join("\n")}\n${indent}"""`;
}

/** A string for a double-quoted shell word. */
export const shellDouble = (s: string) => `"${s.replace(/(["\\$`])/g, "\\$1")}"`;
/** A string for a single-quoted shell word. */
export const shellSingle = (s: string) => `'${s.replace(/'/g, "'\\''")}'`;
