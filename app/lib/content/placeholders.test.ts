import { describe, expect, it } from "vitest";
import { fillPlaceholders, UnknownPlaceholderError } from "./placeholders";

describe("fillPlaceholders", () => {
  it("replaces known placeholders from the site config, in prose and code alike", () => {
    expect(fillPlaceholders("curl https://{{apiHost}}/v1 — {{ brand }}", { apiHost: "api.x.example", brand: "X" })).toBe(
      "curl https://api.x.example/v1 — X",
    );
  });

  it("fails with the line of an unknown placeholder", () => {
    expect(() => fillPlaceholders("a\nb {{nope}}", { brand: "X" })).toThrowError(UnknownPlaceholderError);
    expect(() => fillPlaceholders("a\nb {{nope}}", { brand: "X" })).toThrowError(/line 2/);
  });

  it("does not treat object keys inherited from Object.prototype as placeholders", () => {
    expect(() => fillPlaceholders("{{toString}}", {})).toThrowError(UnknownPlaceholderError);
  });
});
