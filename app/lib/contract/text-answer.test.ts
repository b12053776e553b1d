import path from "node:path";
import { describe, expect, it } from "vitest";
import { contractDocument } from "./index.server";
import { listOperations, textAnswerLines, type TextLine } from "./reference";

const document = contractDocument(path.resolve("contract"));
const http = listOperations(document).filter((o) => o.page?.startsWith("/api/http/"));

/** Whether a line fits a shape: as many fields (the last one may hold `;`), and the literal tokens as written. */
function fits(text: string, line: TextLine): boolean {
  const tokens = line.format.split(";");
  const values = text.split(";");
  const names = new Set(line.fields.map((f) => f.name));
  const last = tokens[tokens.length - 1] ?? "";
  if (values.length !== tokens.length && !(values.length > tokens.length && names.has(last))) return false;
  return tokens.every((token, at) => names.has(token) || values[at] === token);
}

describe("the plain-text answers of the HTTP API (x-lines)", () => {
  it("covers every HTTP API operation, ending with the whole-request error line", () => {
    expect(http.map((o) => o.id).sort()).toEqual([
      "httpBalance",
      "httpDelete",
      "httpScheduledSms",
      "httpSendSms",
      "httpSmsPrice",
      "httpStatus",
      "httpViber",
    ]);
    for (const op of http) {
      const lines = textAnswerLines(document, op.id, "uk") ?? [];
      expect(lines.filter((l) => !l.error).length, op.id).toBeGreaterThan(0);
      expect(lines.at(-1)?.format, op.id).toBe("ERROR;code;message");
    }
  });

  it("gives each shape an example that fits it and a described field in both languages for each name", () => {
    for (const op of http)
      for (const locale of ["uk", "ru"] as const)
        for (const line of textAnswerLines(document, op.id, locale) ?? []) {
          expect(fits(line.example, line), `${op.id} ${line.format}`).toBe(true);
          for (const field of line.fields) {
            expect(field.position, `${op.id} ${line.format} ${field.name}`).toBeGreaterThan(0);
            expect(field.description, `${op.id} ${field.name} ${locale}`).toMatch(/\p{Script=Cyrillic}/u);
          }
        }
  });

  it("describes every line of the contract's examples: each fits one of the operation's shapes", () => {
    const answers = (id: string) => {
      const node = Object.values(document.paths)
        .flatMap((m) => Object.values(m))
        .find((n) => (n as { operationId?: string }).operationId === id) as {
        responses: Record<string, { content?: Record<string, { example?: string }> }>;
      };
      return String(node.responses["200"]?.content?.["text/plain"]?.example ?? "");
    };
    for (const op of http) {
      const lines = (textAnswerLines(document, op.id, "uk") ?? []).filter((l) => !l.error);
      for (const text of answers(op.id).trim().split("\n"))
        expect(
          lines.some((line) => fits(text, line)),
          `${op.id}: ${text}`,
        ).toBe(true);
    }
  });

  it("reads a field's place, example and enumerated values", () => {
    const status = textAnswerLines(document, "httpStatus", "uk") ?? [];
    const channel = status[0]?.fields.find((f) => f.name === "channel");
    expect(channel).toMatchObject({ position: 4, example: "sms" });
    expect(channel?.rules).toContain("`viber`");
    const message = status.at(-1)?.fields.find((f) => f.name === "message");
    expect(message).toMatchObject({ position: 3, example: "Invalid login or password" });
  });
});
