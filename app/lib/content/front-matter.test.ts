import { describe, expect, it } from "vitest";
import { frontMatterProblems, readFrontMatter } from "./front-matter.server";

const valid = { title: "Баланс", sidebar_label: "Баланс", sidebar_position: 3, description: "Як перевірити баланс.", tags: ["balance"] };

describe("front matter: one schema, two readings", () => {
  it("accepts a complete page", () => {
    expect(frontMatterProblems(valid)).toEqual([]);
    expect(readFrontMatter(valid, "fallback")).toMatchObject({ title: "Баланс", sidebarPosition: 3, tags: ["balance"], draft: false });
  });

  it("names every problem for the content check", () => {
    expect(frontMatterProblems({ title: " ", sidebar_position: "3", description: 5, tags: ["sms", "nope"], draft: "yes" })).toEqual([
      '"title" is missing or empty',
      '"sidebar_label" is missing or empty',
      '"sidebar_position" must be a number',
      '"description" is missing or empty',
      'unknown tag "nope"',
      '"draft" must be true or false',
    ]);
  });

  it("reads the same fields leniently, field by field, with safe defaults", () => {
    const front = readFrontMatter({ title: 42, sidebar_position: "x", tags: ["sms", "new-tag", 7, " "], draft: "yes", operation: "sendSms" }, "slug");
    expect(front).toEqual({
      title: "slug",
      sidebarLabel: "slug",
      sidebarPosition: Number.MAX_SAFE_INTEGER,
      description: "",
      tags: ["sms", "new-tag"],
      draft: false,
      unlisted: false,
      operation: "sendSms",
    });
  });
});
