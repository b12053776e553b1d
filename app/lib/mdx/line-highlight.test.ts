import { describe, expect, it } from "vitest";
import { parseLineRanges } from "./line-highlight";

describe("parseLineRanges", () => {
  it("reads single lines and ranges from the code block's meta", () => {
    expect([...parseLineRanges('title="x" {1,3-5}')]).toEqual([1, 3, 4, 5]);
  });

  it("ignores missing, empty and nonsensical ranges", () => {
    expect(parseLineRanges(undefined).size).toBe(0);
    expect(parseLineRanges("title={x}").size).toBe(0);
    expect([...parseLineRanges("{0,2,9-3}")]).toEqual([2, 9]);
  });
});
