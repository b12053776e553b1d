/** Colour-mode rules: light by default; "system" exists only when the site follows the OS. */
import { siteConfig, type ColorMode } from "../../../site.config";
import { preferenceCookieValue } from "./cookie-value";

export const colorModeCookieName = "theme";

/** The modes a reader can choose; only the default one when the site disables the switch. */
export function availableModes(
  respectPrefersColorScheme: boolean = siteConfig.colorMode.respectPrefersColorScheme,
  switchDisabled: boolean = siteConfig.colorMode.disableSwitch,
): ColorMode[] {
  if (switchDisabled) return [siteConfig.colorMode.defaultMode];
  return respectPrefersColorScheme ? ["light", "dark", "system"] : ["light", "dark"];
}

export function parseColorMode(value: unknown, modes: ColorMode[] = availableModes()): ColorMode {
  return typeof value === "string" && (modes as string[]).includes(value) ? (value as ColorMode) : siteConfig.colorMode.defaultMode;
}

export function nextColorMode(current: ColorMode, modes: ColorMode[] = availableModes()): ColorMode {
  const index = modes.indexOf(current);
  return modes[(index + 1) % modes.length] ?? siteConfig.colorMode.defaultMode;
}

/**
 * Reads the mode from a `document.cookie`-style string in the browser. The server writes
 * the cookie with Remix's createCookie: base64 of the JSON value.
 */
export function colorModeFromCookieString(cookies: string): ColorMode | null {
  const value = preferenceCookieValue(cookies, colorModeCookieName);
  return value === undefined ? null : parseColorMode(value);
}
