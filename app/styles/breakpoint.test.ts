import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { siteConfig } from "../../site.config";

it("uses the mobile breakpoint of site.config.ts in the stylesheet", () => {
  const css = fs.readFileSync(path.join(__dirname, "site.css"), "utf8");
  const bp = siteConfig.layout.mobileBreakpointPx;
  expect(css).toContain(`@media (max-width: ${bp}px)`);
  expect(css).toContain(`@media (min-width: ${bp + 1}px)`);
  expect(css.match(/@media \((?:max|min)-width: 9\d\dpx\)/g)?.length).toBe(2);
});
