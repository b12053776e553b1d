import { describe, expect, it } from "vitest";
import { inlineText, pageText } from "./mdx-text";

describe("inlineText", () => {
  it("keeps link text, image alt text and inline code, drops the syntax", () => {
    expect(inlineText("Див. [тарифи](/client/tariffs), ![Екран «Баланс»](/img/a.svg) і **`send_sms`**")).toBe(
      "Див. тарифи, Екран «Баланс» і send_sms",
    );
  });

  it("removes JSX tags and decodes entities, but not angle brackets inside code", () => {
    expect(inlineText('<TabItem value="java" label="Java">a &lt;= b `Bearer <ключ>`')).toBe(" a <= b Bearer <ключ>");
  });
});

const body = `Вступ до сторінки з [посиланням](/x).

## Відправлення {#send}

Текст розділу з \`send_sms\`.

:::warning[Кодування UCS-2]
Один кириличний символ.
:::

| Поле | Опис |
|---|---|
| \`text\` | Текст повідомлення |

\`\`\`json
{ "callback_url": "https://a.example" }
\`\`\`

### Підрозділ

#### Глибше

Текст четвертого рівня.

## Без id

<Tabs groupId="code">
<TabItem value="curl" label="cURL">

\`\`\`bash
curl -X POST
## not a heading
\`\`\`

</TabItem>
</Tabs>
`;

describe("pageText", () => {
  const { intro, sections } = pageText(body);

  it("returns the intro and one entry per h2/h3 with the pipeline's ids", () => {
    expect(intro.text).toBe("Вступ до сторінки з посиланням.");
    expect(sections.map((s) => [s.depth, s.id, s.heading])).toEqual([
      [2, "send", "Відправлення"],
      [3, "підрозділ", "Підрозділ"],
      [2, "без-id", "Без id"],
    ]);
  });

  it("turns admonitions, tables and inline code into text and keeps code apart", () => {
    const send = sections[0];
    expect(send?.text).toBe("Текст розділу з send_sms. Кодування UCS-2 Один кириличний символ. Поле · Опис text · Текст повідомлення");
    expect(send?.code).toEqual(['{ "callback_url": "https://a.example" }']);
  });

  it("puts deeper headings into the enclosing section and ignores headings inside code", () => {
    expect(sections[1]?.text).toBe("Глибше Текст четвертого рівня.");
    expect(sections[2]?.text).toBe("");
    expect(sections[2]?.code).toEqual(["curl -X POST\n## not a heading"]);
  });
});
