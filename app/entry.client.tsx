import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { localeFromPathname } from "./lib/content/paths";
import { i18nOptions } from "./lib/i18n";

async function hydrate() {
  await i18next.use(initReactI18next).init({ ...i18nOptions, lng: localeFromPathname(window.location.pathname) });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
