/**
 * Content writes brand names and hosts as `{{name}}`; the values come from
 * `site.config.ts` so an operator can rebrand without touching pages.
 * Filled before MDX parsing, so placeholders work in prose, front matter and code blocks alike.
 */
import { siteConfig } from "../../../site.config";

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

export class UnknownPlaceholderError extends Error {
  constructor(
    readonly placeholder: string,
    readonly line: number,
  ) {
    super(`Unknown placeholder {{${placeholder}}} on line ${line}`);
    this.name = "UnknownPlaceholderError";
  }
}

export function fillPlaceholders(source: string, values: Readonly<Record<string, string>> = siteConfig.placeholders): string {
  return source.replace(PLACEHOLDER, (match, name: string, offset: number) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      const line = source.slice(0, offset).split("\n").length;
      throw new UnknownPlaceholderError(name, line);
    }
    return value;
  });
}
