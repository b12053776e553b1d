import { useEffect, useRef } from "react";
import { AppLink } from "../AppLink";
import type { SidebarItem } from "../../lib/content";

function Items({ items, current }: { items: SidebarItem[]; current: string | undefined }) {
  return (
    <ul className="menu__list">
      {items.map((item) =>
        item.type === "link" ? (
          <li key={item.href} className="menu__item">
            <AppLink
              to={item.href}
              className={item.slug === current ? "menu__link menu__link--active" : "menu__link"}
              aria-current={item.slug === current ? "page" : undefined}
            >
              {item.label}
            </AppLink>
          </li>
        ) : (
          <li key={`cat:${item.label}`} className="menu__item menu__item--category">
            <p className="menu__category">{item.label}</p>
            <Items items={item.items} current={current} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Scrolls `menu` (a sidebar's scroll container) so that the current page's link sits a third of
 * the way down, when it is not in view already. The first paint gets the same from `revealScript`.
 */
export function revealCurrentLink(menu: HTMLElement | null | undefined): void {
  const link = menu?.querySelector<HTMLElement>('.menu [aria-current="page"]');
  if (!menu || !link) return;
  const box = menu.getBoundingClientRect();
  const at = link.getBoundingClientRect();
  if (at.top < box.top || at.bottom > box.bottom) menu.scrollTop += at.top - box.top - (menu.clientHeight - at.height) / 3;
}

/**
 * The same as revealCurrentLink, run by the browser while it parses the page, right after the
 * sidebar (stylesheets are loaded by then): the sidebar is painted already scrolled, with no jump.
 * Only the server's markup needs it: the browser bundle carries an empty script (hydration keeps the
 * server's text; a script React inserts never runs), so its text costs no JavaScript budget.
 */
const revealScript = !import.meta.env.SSR
  ? ""
  : `(function(){var m=document.currentScript.previousElementSibling,l=m&&m.querySelector('[aria-current="page"]');if(!l)return;var b=m.getBoundingClientRect(),a=l.getBoundingClientRect();if(a.top<b.top||a.bottom>b.bottom)m.scrollTop+=a.top-b.top-(m.clientHeight-a.height)/3})()`;

/** The page's own sidebar column, scrolled to the current page before the first paint. */
export function DocSidebar({ items, current, label }: { items: SidebarItem[]; current: string; label: string }) {
  const ref = useRef<HTMLElement>(null);
  // Client navigations keep this element: bring the new page's link into view (another section's sidebar may be scrolled far).
  useEffect(() => {
    revealCurrentLink(ref.current?.querySelector<HTMLElement>(".menu"));
  }, [current]);
  return (
    <aside className="doc-sidebar" ref={ref}>
      <Sidebar items={items} current={current} label={label} />
      <script dangerouslySetInnerHTML={{ __html: revealScript }} suppressHydrationWarning />
    </aside>
  );
}

/** Categories are always expanded (no auto-collapse, and sidebars cannot be hidden). */
export function Sidebar({ items, current, label }: { items: SidebarItem[]; current?: string; label: string }) {
  return (
    <nav className="menu" aria-label={label}>
      <Items items={items} current={current} />
    </nav>
  );
}
