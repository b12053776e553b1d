/** Both locales' strings live on the server; a page sends only its own (see root loader). */
import type { Locale } from "../../../site.config";
import ru from "../../locales/ru";
import uk from "../../locales/uk";
import type { Strings } from "./strings";

const byLocale: Record<Locale, Strings> = { uk, ru };

export function stringsFor(locale: Locale): Strings {
  return byLocale[locale];
}
