/** The title an admonition shows when the page gives none, per locale: the page and its Markdown agree. */
import type { Locale } from "../../../site.config";

export type AdmonitionType = "note" | "tip" | "info" | "warning" | "danger" | "caution";

export const ADMONITION_TYPES: readonly AdmonitionType[] = ["note", "tip", "info", "warning", "danger", "caution"];

export const defaultAdmonitionTitles: Record<Locale, Record<AdmonitionType, string>> = {
  uk: { note: "Примітка", tip: "Порада", info: "Інформація", warning: "Увага", danger: "Небезпечно", caution: "Обережно" },
  ru: { note: "Примечание", tip: "Совет", info: "Информация", warning: "Внимание", danger: "Опасно", caution: "Осторожно" },
};

export function isAdmonitionType(name: string): name is AdmonitionType {
  return (ADMONITION_TYPES as readonly string[]).includes(name);
}
