/** Typed reading of a page's front matter; anything malformed falls back to a safe default. */
import { fillPlaceholders } from "./placeholders";

export interface FrontMatter {
  title: string;
  sidebarLabel: string;
  sidebarPosition: number;
  description: string;
  tags: string[];
  draft: boolean;
  unlisted: boolean;
  /** API pages: the contract's operationId the page documents (`sendSms`). */
  operation?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? fillPlaceholders(value.trim()) : undefined;
}

export function readFrontMatter(data: Record<string, unknown>, fallbackTitle: string): FrontMatter {
  const title = text(data.title) ?? fallbackTitle;
  const position = Number(data.sidebar_position);
  return {
    title,
    sidebarLabel: text(data.sidebar_label) ?? title,
    sidebarPosition: Number.isFinite(position) ? position : Number.MAX_SAFE_INTEGER,
    description: text(data.description) ?? "",
    tags: Array.isArray(data.tags) ? data.tags.filter((t): t is string => typeof t === "string") : [],
    draft: data.draft === true,
    unlisted: data.unlisted === true,
    ...(typeof data.operation === "string" ? { operation: data.operation } : {}),
  };
}
