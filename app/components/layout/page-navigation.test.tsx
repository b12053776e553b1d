// @vitest-environment happy-dom
/** Breadcrumbs and the paginator as a reader meets them: inside a Remix app, in Ukrainian. */
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { StringsProvider } from "../../lib/i18n/react";
import { stringsFor } from "../../lib/i18n/strings.server";
import { Breadcrumbs } from "./Breadcrumbs";
import { Paginator } from "./Paginator";

afterEach(cleanup);

/** Renders `ui` on a page of a stub Remix app (links need the router), with the site's strings. */
function renderPage(ui: ReactNode) {
  const RemixStub = createRemixStub([
    {
      path: "*",
      Component: () => (
        <StringsProvider locale="uk" strings={stringsFor("uk")}>
          {ui}
        </StringsProvider>
      ),
    },
  ]);
  render(<RemixStub initialEntries={["/client/balance"]} />);
}

describe("Breadcrumbs", () => {
  it("links home and every crumb above the page, and marks the page itself as current", async () => {
    renderPage(
      <Breadcrumbs
        home="/"
        crumbs={[
          { label: "Документація", href: "/interface/" },
          { label: "Посібник клієнта" },
          { label: "Баланс", href: "/client/balance" },
        ]}
      />,
    );
    const nav = await screen.findByRole("navigation", { name: "Навігаційний ланцюжок" });
    expect(within(nav).getByRole("link", { name: "Головна сторінка" }).getAttribute("href")).toBe("/");
    expect(within(nav).getByRole("link", { name: "Документація" }).getAttribute("href")).toBe("/interface/");
    // A category without a page of its own, and the current page even when it has a link: plain text.
    expect(within(nav).queryByRole("link", { name: "Посібник клієнта" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Баланс" })).toBeNull();
    const items = within(nav).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["", "Документація", "Посібник клієнта", "Баланс"]);
    expect(items.map((item) => item.getAttribute("aria-current"))).toEqual([null, null, null, "page"]);
  });
});

describe("Paginator", () => {
  it("offers the previous and the next page with their labels", async () => {
    renderPage(<Paginator previous={{ label: "Тарифи", href: "/client/tariffs" }} next={{ label: "Платежі", href: "/client/payments" }} />);
    const nav = await screen.findByRole("navigation", { name: "Сторінки документації" });
    const [previous, next] = within(nav).getAllByRole("link");
    expect(previous?.getAttribute("href")).toBe("/client/tariffs");
    expect(previous?.getAttribute("rel")).toBe("prev");
    expect(previous?.textContent).toBe("Попередня« Тарифи");
    expect(next?.getAttribute("href")).toBe("/client/payments");
    expect(next?.getAttribute("rel")).toBe("next");
    expect(next?.textContent).toBe("НаступнаПлатежі »");
  });

  it("on the first page offers only the next one, and on a lone page nothing at all", async () => {
    renderPage(<Paginator previous={null} next={{ label: "Реєстрація", href: "/registration/" }} />);
    const nav = await screen.findByRole("navigation", { name: "Сторінки документації" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.getAttribute("rel")),
    ).toEqual(["next"]);
    cleanup();

    renderPage(
      <>
        <p>Сторінка</p>
        <Paginator previous={null} next={null} />
      </>,
    );
    await screen.findByText("Сторінка");
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
