import { describe, expect, it } from "vitest";
import { packageDirOf } from "./third-party-licenses";

describe("packageDirOf", () => {
  it("finds the package folder of a bundled module, scoped or not, nested or not", () => {
    expect(packageDirOf("/p/node_modules/react-dom/cjs/react-dom.production.min.js")).toBe("/p/node_modules/react-dom");
    expect(packageDirOf("/p/node_modules/@remix-run/react/dist/esm/index.js")).toBe("/p/node_modules/@remix-run/react");
    expect(packageDirOf("/p/node_modules/mermaid/node_modules/d3-path/src/path.js")).toBe("/p/node_modules/mermaid/node_modules/d3-path");
    expect(packageDirOf("\0/p/node_modules/scheduler/index.js?commonjs-exports")).toBe("/p/node_modules/scheduler");
  });

  it("leaves the site's own modules out", () => {
    expect(packageDirOf("/p/app/root.tsx")).toBeNull();
    expect(packageDirOf("\0vite/preload-helper.js")).toBeNull();
  });
});
