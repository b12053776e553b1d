import fs from "node:fs";
import { describe, expect, it } from "vitest";

/** The heap flags production runs with are chosen once (docs/OPERATIONS.md, Memory budget): the image must run what `npm run serve` runs. */
describe("runtime heap flags", () => {
  it("are the same in the Dockerfile's CMD and in npm run serve", () => {
    const serve = (JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts.serve ?? "";
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1] ?? "[]";
    const flags = (text: string) => (text.match(/--max-[\w-]+=\d+/g) ?? []).sort();
    expect(flags(serve)).toContain("--max-old-space-size=160");
    expect(flags((JSON.parse(cmd) as string[]).join(" "))).toEqual(flags(serve));
  });
});
