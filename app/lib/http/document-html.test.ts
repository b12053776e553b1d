import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, moveTrailingContentIntoBody } from "./document-html.server";

const sha = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("moveTrailingContentIntoBody", () => {
  it("moves what React wrote after </html> to the end of the body", () => {
    const html = "<html><body><main>x</main></body></html><!--$--><script>close()</script><!--/$-->";
    expect(moveTrailingContentIntoBody(html)).toBe("<html><body><main>x</main><!--$--><script>close()</script><!--/$--></body></html>");
  });

  it("leaves a well-formed document alone", () => {
    const html = "<html><body>x</body></html>";
    expect(moveTrailingContentIntoBody(html)).toBe(html);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes each inline script once, and skips external and data scripts", () => {
    const html = [
      '<script type="module">import "/a.js";</script>',
      "<script>window.x = 'Привіт';</script>",
      '<script src="/b.js"></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      "<script>window.x = 'Привіт';</script>",
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha('import "/a.js";'), sha("window.x = 'Привіт';")]);
  });
});
