import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { flagsOfCommand, shippedNodeFlags } from "../../scripts/lib/serve-flags";

/** The Node flags production runs with are chosen once (docs/OPERATIONS.md, Memory budget): the image must run what `npm run serve` runs. */
describe("runtime Node flags", () => {
  it("are the same in the Dockerfile's CMD and in npm run serve", () => {
    const cmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync("Dockerfile", "utf8"))?.[1] ?? "[]";
    const serve = shippedNodeFlags();
    expect(serve).toEqual(expect.arrayContaining(["--max-old-space-size=160", "--single-threaded-gc"]));
    expect(flagsOfCommand((JSON.parse(cmd) as string[]).join(" "))).toEqual(serve);
  });

  it("are the words between node and the script", () => {
    expect(flagsOfCommand("NODE_ENV=production node --a=1 --b build/server.js --port 3")).toEqual(["--a=1", "--b"]);
    expect(flagsOfCommand("tsx server.ts")).toEqual([]);
  });
});
