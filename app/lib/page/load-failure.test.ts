import { expect, it } from "vitest";
import { isLoadFailure } from "./load-failure";

it("tells failed page loads from rendering bugs", () => {
  expect(isLoadFailure(new TypeError("Failed to fetch"))).toBe(true);
  expect(isLoadFailure(new TypeError("NetworkError when attempting to fetch resource."))).toBe(true);
  expect(isLoadFailure(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
  expect(isLoadFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
  expect(isLoadFailure("Failed to fetch")).toBe(false);
});
