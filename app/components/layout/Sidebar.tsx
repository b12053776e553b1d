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

/** Categories are always expanded (no auto-collapse, and sidebars cannot be hidden). */
export function Sidebar({ items, current, label }: { items: SidebarItem[]; current?: string; label: string }) {
  return (
    <nav className="menu" aria-label={label}>
      <Items items={items} current={current} />
    </nav>
  );
}
