/**
 * A page's front matter: one schema (zod) for both readings. `npm run check:content` holds every page to
 * it strictly; the site reads it leniently, so a page with a malformed field still renders with a safe
 * default instead of failing.
 */
import { z } from "zod";
import { tagDefinitions } from "../../../content/tags";
import { fillPlaceholders } from "./placeholders";

const filled = (name: string) => z.string({ error: `"${name}" is missing or empty` }).trim().min(1, { error: `"${name}" is missing or empty` });
const tag = z.string().refine((value) => Object.hasOwn(tagDefinitions, value), { error: (issue) => `unknown tag "${String(issue.input)}"` });

export const frontMatterSchema = z.object({
  title: filled("title"),
  sidebar_label: filled("sidebar_label"),
  sidebar_position: z.number({ error: '"sidebar_position" must be a number' }).finite({ error: '"sidebar_position" must be a number' }),
  description: filled("description"),
  tags: z.array(tag, { error: '"tags" must be a list' }).optional(),
  draft: z.boolean({ error: '"draft" must be true or false' }).optional(),
  unlisted: z.boolean({ error: '"unlisted" must be true or false' }).optional(),
  /** API pages: the contract's operationId the page documents (`sendSms`). */
  operation: z.string({ error: '"operation" must be an operationId' }).optional(),
});

/** What is wrong with a page's front matter, one message per problem; empty when it is valid. */
export function frontMatterProblems(data: Record<string, unknown>): string[] {
  const result = frontMatterSchema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export interface FrontMatter {
  title: string;
  sidebarLabel: string;
  sidebarPosition: number;
  description: string;
  tags: string[];
  draft: boolean;
  unlisted: boolean;
  operation?: string;
}

type Fields = z.infer<typeof frontMatterSchema>;

/** A field as the schema wants it, or undefined: the lenient reading, field by field. */
function field<K extends keyof Fields>(data: Record<string, unknown>, name: K): Fields[K] | undefined {
  const result = frontMatterSchema.shape[name].safeParse(data[name]);
  return result.success ? (result.data as Fields[K]) : undefined;
}

export function readFrontMatter(data: Record<string, unknown>, fallbackTitle: string): FrontMatter {
  const text = (name: "title" | "sidebar_label" | "description") => {
    const value = field(data, name);
    return value === undefined ? undefined : fillPlaceholders(value);
  };
  const title = text("title") ?? fallbackTitle;
  const operation = field(data, "operation");
  return {
    title,
    sidebarLabel: text("sidebar_label") ?? title,
    sidebarPosition: field(data, "sidebar_position") ?? Number.MAX_SAFE_INTEGER,
    description: text("description") ?? "",
    // Every tag the author wrote is shown (a tag new to content/tags.ts still gets its page); check:content
    // reports unknown ones, so a typo is caught before release.
    tags: Array.isArray(data.tags) ? data.tags.filter((value): value is string => typeof value === "string" && value.trim() !== "") : [],
    draft: field(data, "draft") === true,
    unlisted: field(data, "unlisted") === true,
    ...(operation !== undefined ? { operation } : {}),
  };
}
