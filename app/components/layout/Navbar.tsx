import { useLocation } from "@remix-run/react";
import { AppLink } from "../AppLink";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n";
import { siteConfig, type Locale } from "../../../site.config";
import { localePrefix, navbarSections } from "../../lib/content";
import { useDocPageData } from "../../lib/page";
import { ColorModeToggle } from "./ColorModeToggle";
import { CloseIcon } from "./icons";
import { ParseEnd } from "./ParseEnd";
import { LanguageDropdown } from "./LanguageDropdown";
import { Sidebar, revealCurrentLink } from "./Sidebar";
import { SearchBox } from "../search/SearchBox";

// Mobile is width ≤ breakpoint (as the CSS media queries), desktop anything wider.
const desktopQuery = `(min-width: ${siteConfig.layout.mobileBreakpointPx + 1}px)`;

/**
 * The mobile menu is a `<details>`: its summary opens it without JavaScript (and, open, becomes the
 * dimmed backdrop with the close icon). With JavaScript it also closes on navigation, on Escape and
 * when the window grows to desktop width, and the page behind it stops scrolling.
 */
function useMobileMenu() {
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  useEffect(close, [location.key]);
  useEffect(() => {
    const media = window.matchMedia(desktopQuery);
    const onChange = () => media.matches && close();
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close();
    document.addEventListener("keydown", onKey);
    document.body.classList.add("no-scroll");
    revealCurrentLink(ref.current?.querySelector<HTMLElement>(".mobile-menu__panel"));
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("no-scroll");
    };
  }, [open]);
  return { ref, open, onToggle: () => setOpen(ref.current?.open ?? false) };
}

export function Navbar({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const page = useDocPageData();
  const menu = useMobileMenu();
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
        <details className="mobile-menu" ref={menu.ref} onToggle={menu.onToggle}>
          <summary className="icon-button navbar__toggle" aria-controls="mobile-menu">
            <span className="visually-hidden">{menu.open ? t("navbar.closeMenu") : t("navbar.openMenu")}</span>
            <svg className="navbar__toggle-open" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="navbar__toggle-close">
              <CloseIcon />
            </span>
          </summary>
          <div className="mobile-menu__panel" id="mobile-menu">
            <div className="mobile-menu__header">
              <span className="navbar__title">{siteConfig.title}</span>
            </div>
            <div className="mobile-menu__links">{links("mobile-menu__link")}</div>
            {page ? <Sidebar items={page.sidebar} current={page.slug} label={t("sidebar.label")} /> : null}
          </div>
        </details>
        <AppLink to={home} className="navbar__brand">
          <img src="/img/logo.svg" alt="" width="28" height="28" />
          <span className="navbar__title">{siteConfig.title}</span>
        </AppLink>
        <div className="navbar__items">{links("navbar__link")}</div>
        <div className="navbar__items navbar__items--right">
          <SearchBox locale={locale} />
          <LanguageDropdown locale={locale} />
          {siteConfig.colorMode.disableSwitch ? null : <ColorModeToggle />}
        </div>
      </nav>
      <ParseEnd />
    </header>
  );
}
