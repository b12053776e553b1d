import { expect, it } from "vitest";
import { shouldPrefetch } from "./AppLink";

it("skips prefetching on 2g and with data saving on", () => {
  expect(shouldPrefetch(undefined)).toBe(true);
  expect(shouldPrefetch({ effectiveType: "4g" })).toBe(true);
  expect(shouldPrefetch({ effectiveType: "2g" })).toBe(false);
  expect(shouldPrefetch({ effectiveType: "slow-2g" })).toBe(false);
  expect(shouldPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
});
