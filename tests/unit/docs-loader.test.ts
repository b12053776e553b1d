/**
 * The docs route's loader on the fixture content (tests/fixtures/content): a page, a 404, a redirect.
 * The test builds the services as server.ts does, from a configuration whose content folder is the fixture.
 */
import { describe, expect, it } from "vitest";
import { loader } from "../../app/routes/(ru).$";
import { readServerConfig } from "../../app/lib/platform/index.server";
import { createServices } from "../../app/lib/services/index.server";

const services = createServices(readServerConfig({ CONTENT_DIR: "tests/fixtures/content" }));

const load = (path: string, context: { dataRequest?: boolean } = {}) =>
  loader({ request: new Request(`http://localhost${path}`), params: { "*": path.slice(1) }, context: { ...context, services } });

/** What the loader threw (a Response for redirects, Remix's `data()` for error pages). */
async function thrownBy(path: string): Promise<unknown> {
  try {
    await load(path);
  } catch (thrown) {
    return thrown;
  }
  throw new Error(`${path} did not throw`);
}

describe("docs loader", () => {
  it("returns a page with its title, rendered HTML, breadcrumbs and other languages", async () => {
    const page = await load("/code");
    expect(page).toMatchObject({
      locale: "uk",
      slug: "code",
      title: "Приклади коду",
      tags: [{ tag: "json", label: "JSON API", href: "/tags/json" }],
      alternates: { uk: "/code" },
    });
    expect(page.html).toContain('id="highlight"');
    expect(page.toc.map((entry) => entry.id)).toContain("highlight");
    expect(page.breadcrumbs.at(-1)).toEqual({ label: "Приклади коду" });

    const home = await load("/ru/");
    expect(home).toMatchObject({ locale: "ru", slug: "index", title: "Фикстура", alternates: { uk: "/", ru: "/ru/" } });
  });

  it("throws a 404 for a page that does not exist (the error page takes its language from the URL)", async () => {
    expect(await thrownBy("/nowhere")).toMatchObject({ init: { status: 404 } });
    expect(await thrownBy("/ru/code")).toMatchObject({ init: { status: 404 } });
  });

  it("answers a client navigation's data fetch for an index page, which arrives without its trailing slash", async () => {
    // Remix fetches `/ru.data` for `/ru/`: a redirect back to `/ru/` would make the client fetch it again, forever.
    expect(await load("/ru", { dataRequest: true })).toMatchObject({ locale: "ru", slug: "index" });
    const document = await thrownBy("/ru");
    expect((document as Response).status).toBe(301);
    expect((document as Response).headers.get("Location")).toBe("/ru/");
  });

  it("redirects a non-canonical path to the canonical one with 301, keeping the query", async () => {
    const response = await thrownBy("/code/?tab=curl");
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(301);
    expect((response as Response).headers.get("Location")).toBe("/code?tab=curl");
  });
});
