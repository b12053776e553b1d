/**
 * Front matter is data: YAML only. gray-matter evaluates `---js` (and `---coffee`) blocks with `eval`
 * by default, which would run a page's front matter as code in the server. Every reader of front matter
 * (the content index, the compiler, the Markdown output, the content checks) parses with these options.
 */
import matter from "gray-matter";

export class FrontMatterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FrontMatterError";
  }
}

/** The language named after the opening fence (`---js` → "js"); "" for plain `---`. */
export function frontMatterLanguage(raw: string): string {
  const start = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const fence = /^---([^\r\n]*)\r?\n/.exec(start);
  return fence?.[1]?.trim().toLowerCase() ?? "";
}

function refuse(language: string): never {
  throw new FrontMatterError(`front matter must be YAML; a \`---${language}\` block is not read`);
}

/**
 * Options for gray-matter: only YAML (and its alias) parse; every other engine refuses. Passing options at
 * all also turns off gray-matter's global cache, which would keep every parsed version of an edited page.
 */
export function yamlOnlyOptions(): { engines: Record<string, (input: string) => object> } {
  const refused = ["js", "javascript", "coffee", "coffeescript", "cson", "json", "toml"];
  return { engines: Object.fromEntries(refused.map((name) => [name, () => refuse(name)])) };
}

/** Throws FrontMatterError unless the file's front matter (if any) is YAML. */
export function assertYamlFrontMatter(raw: string): void {
  const language = frontMatterLanguage(raw);
  if (language !== "" && language !== "yaml" && language !== "yml") refuse(language);
}

/** Splits a file into YAML front matter and body; throws FrontMatterError for any other front-matter language. */
export function parseYamlFrontMatter(raw: string): { data: Record<string, unknown>; content: string } {
  assertYamlFrontMatter(raw);
  const { data, content } = matter(raw, yamlOnlyOptions());
  return { data: data as Record<string, unknown>, content };
}
