/** UI-string keys are checked at compile time: i18next's key types over the Ukrainian resources (`t("navbar.menu")`). */
import type { Translation } from "./locales/uk";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: Translation };
  }
}
