import { describe, expect, it } from "vitest";
import { isResultsPath } from "./suggest-paths";

describe("isResultsPath", () => {
  it("is the results page of each locale, in any letter case, with or without a final slash", () => {
    for (const path of ["/search", "/ru/search", "/Search", "/ru/search/"]) expect(isResultsPath(path)).toBe(true);
  });
  it("is not its data request, the suggestions or any other page", () => {
    for (const path of ["/search.data", "/search/suggest", "/ru/search/suggest", "/", "/client/search", "/searching"])
      expect(isResultsPath(path)).toBe(false);
  });
});
