import { describe, expect, it } from "vitest";
import path from "node:path";
import { scanContent } from "../content/index.server";
import { contractDocument } from "../contract/index.server";
import { collectPages, withReferenceText } from "./collect.server";
import { pageText } from "./mdx-text";

describe("collectPages", () => {
  const content = scanContent("tests/fixtures/content", { includeDrafts: true });

  it("leaves out drafts and unlisted pages", () => {
    const paths = collectPages(content, "uk").map((p) => p.path);
    expect(paths).toContain("/");
    expect(paths).not.toContain("/draft");
    expect(paths).not.toContain("/unlisted");
  });

  it("gives every page its breadcrumbs and a body without front matter", () => {
    const home = collectPages(content, "uk").find((p) => p.path === "/");
    expect(home?.crumbs[0]).toBe("Документація");
    expect(home?.body).not.toContain("sidebar_position");
  });

  it("indexes the XML error catalogue and Email-to-SMS as the page shows them, from the contract", () => {
    const document = contractDocument(path.resolve("contract"));
    const errors = pageText(withReferenceText("## Коди {#codes}\n\n<XmlErrorCodes />\n", "ru", document)).sections[0]?.text ?? "";
    expect(errors).toContain("130 · Invalid phone number · 422 · Номер не в международном формате");
    const mail = withReferenceText('<EmailToSms part="letter" />\n\n<RequestFields operation="sendSms" />', "uk", document);
    expect(mail).toContain("3–11 символів");
    // The other components stay out of the index, as before.
    expect(mail).toContain('<RequestFields operation="sendSms" />');
    expect(withReferenceText("<XmlErrorCodes />", "uk", null)).toBe("<XmlErrorCodes />");
  });

  it("indexes the status, reason, error and value tables the references render from the contract", () => {
    const document = contractDocument(path.resolve("contract"));
    const body = ["<StatusTable codes />", "<RejectReasons />", "<ErrorCodes />", '<ValueTable schema="HlrStatus" />'].join("\n\n");
    const text = withReferenceText(body, "uk", document);
    expect(text).toContain("| `7` | `expired` | Термін минув |");
    expect(text).toMatch(/\| `invalid_number` \| Номер правильного формату/);
    expect(text).toMatch(/\| `rate_limited` \| 429 \|/);
    expect(text).toMatch(/\| `absent` \| Номер існує/);
    expect(text).not.toContain("<");
  });

  it("indexes the webhook source addresses the page renders from the contract", () => {
    const document = contractDocument(path.resolve("contract"));
    const text = pageText(withReferenceText("## Безпека {#webhook-security}\n\n<WebhookSourceAddresses />\n", "uk", document));
    expect(text.sections[0]?.text).toContain("192.0.2.11");
    expect(text.sections[0]?.text).toContain("2001:db8:5::/64");
  });
});
