import { describe, expect, it } from "vitest";
import { pageMarkdown } from "./page-markdown.server";

const source = `---
title: Баланс {{brand}}
description: Як перевірити баланс.
---

Сторінка про баланс у {{brand}}: див. [кабінет](/client/balance), [помилки](#errors) і [сайт](https://example.org/x).

## Перевірка {#check}

:::warning[Ліміт]
Не частіше ніж **раз на секунду**.
:::

:::tip
Порада без назви.
:::

<Tabs groupId="code">
<TabItem value="java" label="Java">

\`\`\`java title="Balance.java" {2}
class Balance {}
\`\`\`

</TabItem>
<TabItem value="curl" label="cURL">

\`\`\`bash
curl https://{{apiHost}}/balance
\`\`\`

</TabItem>
</Tabs>

\`\`\`mermaid
flowchart LR
  A --> B
\`\`\`

![Схема кабінету](/img/uk/cabinet.svg)

| Поле | Тип |
| --- | --- |
| balance | number |

{/* примітка для редактора */}

Час 10:30, а не :directive.

## Помилки {#errors}
`;

describe("pageMarkdown", () => {
  const markdown = pageMarkdown(source, { locale: "ru", slug: "client/balance", baseUrl: "https://docs.example" });

  it("starts with the title as # and the description as a quote, placeholders filled", () => {
    expect(markdown.startsWith("# Баланс ExampleSMS\n\n> Як перевірити баланс.\n")).toBe(true);
    expect(markdown).not.toContain("{{");
    expect(markdown).toContain("curl https://api.sms.example/balance");
  });

  it("turns admonitions into quotes led by their title (the locale's default when none)", () => {
    expect(markdown).toContain("> **Ліміт**\n>\n> Не частіше ніж **раз на секунду**.");
    expect(markdown).toContain("> **Совет**\n>\n> Порада без назви.");
  });

  it("flattens tabs into labelled blocks and keeps code with its language and title", () => {
    expect(markdown).toContain('**Java**\n\n```java title="Balance.java"\nclass Balance {}\n```');
    expect(markdown).toContain("**cURL**\n\n```bash\n");
    expect(markdown).toContain("```mermaid\nflowchart LR\n  A --> B\n```");
  });

  it("makes links and images absolute in the page's locale", () => {
    expect(markdown).toContain("[кабінет](https://docs.example/ru/client/balance)");
    expect(markdown).toContain("[помилки](https://docs.example/ru/client/balance#errors)");
    expect(markdown).toContain("[сайт](https://example.org/x)");
    expect(markdown).toContain("![Схема кабінету](https://docs.example/img/uk/cabinet.svg)");
  });

  it("keeps headings without their explicit ids, tables as GFM, and leaves no MDX behind", () => {
    expect(markdown).toContain("\n## Перевірка\n");
    expect(markdown).toContain("\n## Помилки\n");
    expect(markdown).toContain("| Поле | Тип |\n| - | - |\n| balance | number |");
    expect(markdown).toContain("Час 10:30, а не :directive.");
    expect(markdown).not.toMatch(/<\/?(Tabs|TabItem)|:::|\{#|примітка для редактора/);
  });

  it("throws on a source that does not parse", () => {
    expect(() => pageMarkdown("---\ntitle: x\n---\n\n<Tabs>\n", { locale: "uk", slug: "x", baseUrl: "https://docs.example" })).toThrow();
  });
});
