import { describe, expect, it } from "vitest";
import { layerOf, layerViolations } from "./layers";

describe("layers", () => {
  it("names the layer of a file by its folder", () => {
    expect(layerOf("app/lib/platform/config.server.ts")).toBe("platform");
    expect(layerOf("site.config.ts")).toBe("platform");
    expect(layerOf("app/lib/content/paths.ts")).toBe("capability");
    expect(layerOf("app/components/layout/Navbar.tsx")).toBe("capability");
    expect(layerOf("app/lib/http/serve-cached.server.ts")).toBe("http");
    expect(layerOf("app/routes/(ru).search.tsx")).toBe("entry");
    expect(layerOf("server.ts")).toBe("entry");
    expect(layerOf("scripts/bench.ts")).toBeNull();
    expect(layerOf("app/lib/contract/contract.test.ts")).toBeNull();
  });

  it("allows imports of the same layer and of the layers below", () => {
    expect(
      layerViolations({
        "server.ts": ["app/lib/http/request-log.server.ts", "app/lib/platform/config.server.ts"],
        "app/lib/http/serve-cached.server.ts": ["app/lib/content/index.server.ts", "app/lib/http/request-guards.server.ts"],
        "app/lib/content/doc-page.server.ts": ["app/lib/platform/index.server.ts", "app/lib/mdx/index.server.ts"],
        "app/lib/platform/log.server.ts": ["app/lib/platform/config.server.ts", "site.config.ts"],
      }),
    ).toEqual([]);
  });

  it("reports an import that points up, whichever layers it skips", () => {
    const violations = layerViolations({
      "app/lib/platform/log.server.ts": ["app/lib/content/index.server.ts"],
      "app/lib/content/doc-page.server.ts": ["app/lib/http/index.server.ts", "app/routes/(ru).$.tsx"],
      "app/lib/http/security.server.ts": ["server.ts"],
    });
    expect(violations.map(({ from, to }) => `${from} → ${to}`)).toEqual([
      "app/lib/platform/log.server.ts → app/lib/content/index.server.ts",
      "app/lib/content/doc-page.server.ts → app/lib/http/index.server.ts",
      "app/lib/content/doc-page.server.ts → app/routes/(ru).$.tsx",
      "app/lib/http/security.server.ts → server.ts",
    ]);
  });
});
