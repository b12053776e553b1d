import { useLocation } from "@remix-run/react";
import { useTranslation } from "../../lib/i18n";
import { siteConfig, type Locale } from "../../../site.config";
import { locales, switchLocalePath } from "../../lib/content";
import { GlobeIcon } from "./icons";

/**
 * A <details> dropdown: works without JavaScript and with the keyboard.
 * Links keep the path and query; the #hash is added at click time (the server never sees it).
 */
export function LanguageDropdown({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <details className="dropdown language-dropdown">
      <summary className="navbar__link" aria-label={`${t("navbar.language")}: ${siteConfig.i18n.localeConfigs[locale].label}`}>
        <GlobeIcon />
        <span className="language-dropdown__label">{siteConfig.i18n.localeConfigs[locale].label}</span>
      </summary>
      <ul className="dropdown__menu">
        {locales.map((target) => {
          const href = `${switchLocalePath(location.pathname, target)}${location.search}`;
          return (
            <li key={target}>
              <a
                href={href}
                hrefLang={siteConfig.i18n.localeConfigs[target].htmlLang}
                lang={siteConfig.i18n.localeConfigs[target].htmlLang}
                className={target === locale ? "dropdown__link dropdown__link--active" : "dropdown__link"}
                aria-current={target === locale ? "true" : undefined}
                onClick={(event) => {
                  event.currentTarget.href = `${href}${window.location.hash}`;
                }}
              >
                {siteConfig.i18n.localeConfigs[target].label}
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
