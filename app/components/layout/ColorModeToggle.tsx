import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "../../lib/i18n";
import type { ColorMode } from "../../../site.config";
import { colorModeFromCookieString, nextColorMode, parseColorMode } from "../../lib/preferences";
import { useRootData } from "../../lib/page";
import { MoonIcon, SunIcon, SystemIcon } from "./icons";

const channelName = "sms-docs:color-mode";
let broadcast: ColorMode | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mode chosen in another tab, applied here at once (BroadcastChannel, storage event as fallback). */
function useOtherTabsMode(): ColorMode | null {
  useEffect(() => {
    const apply = (value: unknown) => {
      broadcast = parseColorMode(value);
      listeners.forEach((l) => l());
    };
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName);
    channel?.addEventListener("message", (event: MessageEvent) => apply(event.data));
    const onStorage = (event: StorageEvent) => event.key === channelName && apply(event.newValue);
    // A tab that was asleep or not yet running when the message went out re-reads the cookie.
    const onVisible = () => {
      const mode = document.visibilityState === "visible" ? colorModeFromCookieString(document.cookie) : null;
      if (mode) apply(mode);
    };
    window.addEventListener("storage", onStorage);
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      channel?.close();
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => broadcast,
    () => null,
  );
}

function announce(mode: ColorMode) {
  broadcast = mode;
  listeners.forEach((l) => l());
  if (typeof BroadcastChannel !== "undefined") {
    const channel = new BroadcastChannel(channelName);
    channel.postMessage(mode);
    channel.close();
  }
  try {
    localStorage.setItem(channelName, mode);
  } catch {
    // Storage can be disabled; BroadcastChannel already told the other tabs.
  }
}

/** The mode to render: a pending toggle first, then another tab's choice, then the cookie. */
export function useColorMode(): ColorMode {
  const root = useRootData();
  const fetcher = useFetcher({ key: "color-mode" });
  const fromOtherTab = useOtherTabsMode();
  const pending = fetcher.formData?.get("colorMode");
  if (pending) return parseColorMode(pending);
  return fromOtherTab ?? root?.colorMode ?? "light";
}

const icons: Record<ColorMode, () => JSX.Element> = { light: SunIcon, dark: MoonIcon, system: SystemIcon };

/** A form post that works without JavaScript; with it, a fetcher flips the mode without a reload. */
export function ColorModeToggle() {
  const { t } = useTranslation();
  const fetcher = useFetcher({ key: "color-mode" });
  const location = useLocation();
  const mode = useColorMode();
  const next = nextColorMode(mode);
  return (
    <fetcher.Form method="post" action="/action/color-mode" className="color-mode-toggle" onSubmit={() => announce(next)}>
      <input type="hidden" name="colorMode" value={next} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        className="icon-button"
        title={t("colorMode.toggle", { mode: t(`colorMode.${mode}`) })}
        aria-label={t("colorMode.toggle", { mode: t(`colorMode.${mode}`) })}
        aria-live="polite"
        data-mode={mode}
      >
        {icons[mode]()}
      </button>
    </fetcher.Form>
  );
}
