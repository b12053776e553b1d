/** Admonition kinds (`:::note` …). Their default titles are UI strings (`admonition.<kind>` in app/locales). */

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger" | "caution";

export const ADMONITION_TYPES: readonly AdmonitionType[] = ["note", "tip", "info", "warning", "danger", "caution"];

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}
