/** The current page's strings for components (`useTranslation().t`) and for meta functions. */
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Locale } from "../../../site.config";
import { translate, type StringValues, type Strings, type UiKey } from "./strings";

interface StringsValue {
  locale: Locale;
  strings: Strings | undefined;
}

const StringsContext = createContext<StringsValue | null>(null);

export function StringsProvider({ locale, strings, children }: StringsValue & { children: ReactNode }) {
  const value = useMemo(() => ({ locale, strings }), [locale, strings]);
  return <StringsContext.Provider value={value}>{children}</StringsContext.Provider>;
}

export type Translate = (key: UiKey, values?: StringValues) => string;

export function useTranslation(): { t: Translate; locale: Locale | undefined } {
  const value = useContext(StringsContext);
  return useMemo(() => {
    const strings = value?.strings;
    // Without strings (only if the root loader itself failed) keys are shown rather than nothing.
    const t: Translate = (key, values) => (strings && value ? translate(strings, value.locale, key, values) : key);
    return { t, locale: value?.locale };
  }, [value]);
}

/** The page's strings from route matches, for meta functions (they run outside React). */
export function stringsFromMatches(matches: readonly { id: string; data: unknown }[]): Strings | undefined {
  const root = matches.find((match) => match.id === "root")?.data;
  return root && typeof root === "object" && "strings" in root ? (root.strings as Strings) : undefined;
}
