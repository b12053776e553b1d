import { Form, useLocation } from "@remix-run/react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "../../lib/i18n";
import type { Locale } from "../../../site.config";
import { localePrefix } from "../../lib/content";
import { contextForPath, searchConfig } from "../../lib/search";
import type { PanelAria, PanelHandle } from "./SuggestionPanel";
import { useHydrated } from "./use-search-input";

const loadPanel = () => import("./SuggestionPanel");
const SuggestionPanel = lazy(loadPanel);
const closedAria: PanelAria = { expanded: false, activeDescendant: undefined };

const SearchIcon = () => (
  <svg
    width="18"
    height="18"
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);

/** "Ctrl K", or "⌘ K" on Apple keyboards (known only in the browser, so the server renders no hint). */
function useShortcutLabel(): string | null {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return /Mac|iPhone|iPad/.test(navigator.userAgent) ? "⌘ K" : "Ctrl K";
}

/** Ctrl+K / ⌘K anywhere focuses the box. */
function useFocusShortcut(focus: () => void) {
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k") {
        event.preventDefault();
        focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [focus]);
}

/**
 * The navbar search. Without JavaScript: a GET form to /search. With it: suggestions grouped by page
 * as the reader types (the panel is loaded on first focus, Ctrl+K / ⌘K, or when the pointer comes
 * near), arrow keys and Enter to choose, Escape to close.
 * Inside a section (/api/, /client/, /admin/) suggestions come from that section first.
 */
export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const panel = useRef<PanelHandle>(null);
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [aria, setAria] = useState<PanelAria>(closedAria);
  const shortcut = useShortcutLabel();
  const action = `${localePrefix(locale)}/search`;
  const context = contextForPath(location.pathname, locale);
  const want = useCallback(() => {
    void loadPanel();
    setWanted(true);
  }, []);

  // A chosen result (or any navigation) closes and clears the box.
  useEffect(() => {
    setOpen(false);
    setValue("");
  }, [location.pathname, location.search]);

  const focus = useCallback(() => {
    want();
    input.current?.focus();
    input.current?.select();
  }, [want]);
  useFocusShortcut(focus);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (panel.current?.onKeyDown(event)) return;
    if (event.key === "Escape" && value) setValue("");
  };

  return (
    <div
      className={aria.expanded ? "search-box search-box--open" : "search-box"}
      onPointerEnter={want}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Form
        method="get"
        action={action}
        role="search"
        aria-label={t("search.quick")}
        className="search-box__form"
        onSubmit={() => setOpen(false)}
      >
        <button
          type="submit"
          className="search-box__submit"
          aria-label={t("search.submit")}
          onClick={(event) => {
            // On narrow screens the box is only this icon: the first tap opens it instead of searching for nothing.
            if (!value.trim()) {
              event.preventDefault();
              focus();
            }
          }}
        >
          <SearchIcon />
        </button>
        <input
          ref={input}
          className="search-box__input"
          // A combobox is a text input (ARIA 1.2): type="search" may not take the role.
          type="text"
          inputMode="search"
          name="q"
          value={value}
          placeholder={t("search.placeholder")}
          aria-label={t("search.label")}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={searchConfig.maxQueryLength}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={aria.expanded}
          aria-controls={wanted ? `${id}-listbox` : undefined}
          aria-activedescendant={aria.activeDescendant}
          aria-keyshortcuts="Control+K Meta+K"
          onChange={(event) => {
            want();
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => {
            want();
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        {shortcut && value === "" ? (
          <kbd className="search-box__hint" title={t("search.shortcut", { keys: shortcut })} aria-hidden="true">
            {shortcut}
          </kbd>
        ) : null}
      </Form>
      {wanted ? (
        <Suspense fallback={null}>
          <SuggestionPanel
            ref={panel}
            id={id}
            value={value}
            open={open}
            setOpen={setOpen}
            action={action}
            context={context}
            input={input}
            onAria={setAria}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
