import { useLocation } from "@remix-run/react";
import { AppLink } from "../AppLink";
import { useEffect, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import { siteConfig, type Locale } from "../../../site.config";
import { localePrefix, navbarSections } from "../../lib/content";
import { useDocPageData } from "../../lib/page";
import { ColorModeToggle } from "./ColorModeToggle";
import { CloseIcon } from "./icons";
import { LanguageDropdown } from "./LanguageDropdown";
import { Sidebar } from "./Sidebar";
import { SearchBox } from "../search/SearchBox";

// Mobile is width ≤ breakpoint (as the CSS media queries), desktop anything wider.
const desktopQuery = `(min-width: ${siteConfig.layout.mobileBreakpointPx + 1}px)`;

/** Open state of the mobile menu: closes on navigation and when the window grows to desktop width. */
function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    const media = window.matchMedia(desktopQuery);
    const onChange = () => media.matches && setOpen(false);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.body.classList.add("no-scroll");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("no-scroll");
    };
  }, [open]);
  return [open, setOpen] as const;
}

export function Navbar({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const page = useDocPageData();
  const [open, setOpen] = useMobileMenu();
  const home = `${localePrefix(locale)}/`;
  const items = navbarSections(locale).map((section) => ({
    label: section.label,
    to: section.href,
    active: page?.sidebarName === section.name,
  }));
  const links = (className: string) =>
    items.map((item) => (
      <AppLink
        key={item.to}
        to={item.to}
        className={item.active ? `${className} ${className}--active` : className}
        aria-current={item.active ? "true" : undefined}
      >
        {item.label}
      </AppLink>
    ));

  return (
    <header className="navbar-wrapper">
      <nav className="navbar" aria-label={t("navbar.menu")}>
        <button
          type="button"
          className="icon-button navbar__toggle"
          aria-label={t("navbar.openMenu")}
          aria-expanded={open}
          aria-controls="mobile-menu"
          onClick={() => setOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <AppLink to={home} className="navbar__brand">
          <img src="/img/logo.svg" alt="" width="28" height="28" />
          <span className="navbar__title">{siteConfig.title}</span>
        </AppLink>
        <div className="navbar__items">{links("navbar__link")}</div>
        <div className="navbar__items navbar__items--right">
          <SearchBox locale={locale} />
          <LanguageDropdown locale={locale} />
          <ColorModeToggle />
        </div>
      </nav>
      <div className={open ? "mobile-menu mobile-menu--open" : "mobile-menu"} id="mobile-menu" hidden={!open}>
        <div className="mobile-menu__backdrop" onClick={() => setOpen(false)} aria-hidden="true" />
        <div className="mobile-menu__panel" role="dialog" aria-modal="true" aria-label={t("navbar.menu")}>
          <div className="mobile-menu__header">
            <span className="navbar__title">{siteConfig.title}</span>
            <button type="button" className="icon-button" aria-label={t("navbar.closeMenu")} onClick={() => setOpen(false)}>
              <CloseIcon />
            </button>
          </div>
          <div className="mobile-menu__links">{links("mobile-menu__link")}</div>
          {page ? <Sidebar items={page.sidebar} current={page.slug} label={t("sidebar.label")} /> : null}
        </div>
      </div>
    </header>
  );
}
