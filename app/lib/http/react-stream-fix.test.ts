import { PassThrough } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { createViewPaddingFilter, trimViewPadding } from "./react-stream-fix.server";

function render(withFilter: boolean): Promise<Buffer> {
  // Many short Cyrillic strings: each fills React's view a little, so a 2-byte
  // character eventually meets a view with one byte left.
  const items = Array.from({ length: 400 }, (_, i) => createElement("li", { key: i }, `Налаштування ${i}`));
  return new Promise((resolve) => {
    const stream = renderToPipeableStream(createElement("ul", null, items), {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on("data", (c: Buffer) => chunks.push(Buffer.from(c)));
        sink.on("end", () => resolve(Buffer.concat(chunks)));
        if (withFilter) stream.pipe(createViewPaddingFilter()).pipe(sink);
        else stream.pipe(sink);
      },
    });
  });
}

describe("React view padding filter", () => {
  it("React 18 alone puts NUL bytes into Cyrillic HTML (the bug this works around)", async () => {
    expect((await render(false)).includes(0)).toBe(true);
  });

  it("removes them, leaving valid UTF-8 with every word intact", async () => {
    const html = await render(true);
    expect(html.includes(0)).toBe(false);
    const text = html.toString("utf8");
    expect(text).not.toContain("\uFFFD");
    expect(text.match(/Налаштування \d+/g)).toHaveLength(400);
  });

  it("leaves chunks of any other size alone", () => {
    const small = new Uint8Array([65, 0, 0]);
    expect(trimViewPadding(small)).toBe(small);
  });
});
