import { Form, Link, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "../../../site.config";
import { localePrefix } from "../../lib/content/paths";
import { contextForPath } from "../../lib/search/contexts";
import { searchConfig } from "../../lib/search/config";
import type { SearchContext, SearchResponse } from "../../lib/search/types";
import { Crumbs, Marked } from "./Marked";
import { useHydrated } from "./use-search-input";
import { useSuggestions } from "./use-suggestions";

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

interface FooterLink {
  url: string;
  kind: "all" | "within" | "outside";
}

/** "See all results" (to /search), and inside a section "… within" it, or "… outside" it when nothing matched inside. */
function footerLinks(action: string, query: string, context: SearchContext | null, data: SearchResponse): FooterLink[] {
  const all = { url: `${action}?${new URLSearchParams({ q: query })}`, kind: "all" as const };
  if (!context) return [all];
  if (data.outside) return [{ ...all, kind: "outside" }];
  return [{ url: `${action}?${new URLSearchParams({ q: query, ctx: context.path })}`, kind: "within" }, all];
}

/**
 * The navbar search. Without JavaScript: a GET form to /search. With it: suggestions grouped by page
 * as the reader types, arrow keys and Enter to choose, Escape to close, Ctrl+K / ⌘K to focus.
 * Inside a section (/api/, /client/, /admin/) suggestions come from that section first.
 */
export function SearchBox({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shortcut = useShortcutLabel();
  const action = `${localePrefix(locale)}/search`;
  const context = contextForPath(location.pathname, locale);
  const query = value.trim();
  const { data, loading } = useSuggestions(open ? value : "", `${action}/suggest`, context?.path ?? null);

  // A chosen result (or any navigation) closes and clears the box.
  useEffect(() => {
    setOpen(false);
    setValue("");
  }, [location.pathname, location.search]);
  useEffect(() => setActive(-1), [data]);

  const focus = useCallback(() => {
    input.current?.focus();
    input.current?.select();
  }, []);
  useFocusShortcut(focus);

  // While the answer for the latest keystroke is on its way, the previous one stays on screen.
  const current = data;
  const links = current?.status === "ok" && query ? footerLinks(action, query, context, current) : [];
  const linkLabel = (link: FooterLink) =>
    link.kind === "all"
      ? t("search.seeAll")
      : t(link.kind === "within" ? "search.seeAllWithin" : "search.seeAllOutside", { context: context?.label ?? "" });
  const options = [
    ...(current?.pages ?? []).flatMap((page) => [page.url, ...page.sections.map((section) => section.url)]),
    ...links.map((link) => link.url),
  ];
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && query !== "" && (current !== null || loading);

  // Leaving the box after a choice hands the keyboard to the page that opens.
  const close = () => {
    setOpen(false);
    input.current?.blur();
  };
  const choose = (url: string) => {
    close();
    navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
      } else if (value) {
        setValue("");
      }
      return;
    }
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!options.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((at) => (at === -1 && step === -1 ? options.length - 1 : (at + step + options.length) % options.length));
      return;
    }
    if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  let index = -1;
  const option = (url: string, className: string, children: JSX.Element, labelledBy?: string) => {
    index += 1;
    const at = index;
    return (
      <Link
        key={`${at}:${url}`}
        to={url}
        id={optionId(at)}
        role="option"
        aria-selected={active === at}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={active === at ? `${className} search-suggestion--active` : className}
        onMouseMove={() => setActive(at)}
        onClick={close}
      >
        {children}
      </Link>
    );
  };

  return (
    <div
      className={expanded ? "search-box search-box--open" : "search-box"}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Form method="get" action={action} role="search" className="search-box__form" onSubmit={() => setOpen(false)}>
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
          type="search"
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
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-keyshortcuts="Control+K Meta+K"
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        {shortcut && value === "" ? (
          <kbd className="search-box__hint" title={t("search.shortcut", { keys: shortcut })} aria-hidden="true">
            {shortcut}
          </kbd>
        ) : null}
      </Form>
      <div className="search-suggestions" hidden={!expanded}>
        {current === null && loading ? <p className="search-suggestions__status">{t("search.loading")}</p> : null}
        {current?.status === "unavailable" ? <p className="search-suggestions__status">{t("search.unavailable")}</p> : null}
        {current?.status === "ok" && current.total === 0 ? <p className="search-suggestions__status">{t("search.noResults")}</p> : null}
        {current?.status === "ok" && current.outside && context ? (
          <p className="search-suggestions__note">{t("search.outside", { context: context.label })}</p>
        ) : null}
        <div id={`${id}-listbox`} role="listbox" aria-label={t("search.suggestions")} className="search-suggestions__list">
          {(current?.pages ?? []).map((page, g) => (
            <div key={page.path} role="group" aria-labelledby={`${id}-group-${g}`} className="search-suggestions__group">
              {option(
                page.url,
                "search-suggestion search-suggestion--page",
                <>
                  <span className="search-suggestion__title" id={`${id}-group-${g}`}>
                    <Marked segments={page.title} />
                  </span>
                  <Crumbs crumbs={page.crumbs} className="search-suggestion__crumbs" />
                  {page.sections.length === 0 && page.excerpt.length ? (
                    <span className="search-suggestion__excerpt">
                      <Marked segments={page.excerpt} />
                    </span>
                  ) : null}
                </>,
              )}
              {page.sections.map((section) =>
                option(
                  section.url,
                  "search-suggestion search-suggestion--section",
                  <>
                    <span className="search-suggestion__heading">
                      <Marked segments={section.heading} />
                    </span>
                    {section.excerpt.length ? (
                      <span className="search-suggestion__excerpt">
                        <Marked segments={section.excerpt} />
                      </span>
                    ) : null}
                  </>,
                ),
              )}
            </div>
          ))}
          {links.length ? (
            <div role="group" className="search-suggestions__footer">
              {links.map((link) => option(link.url, "search-suggestion search-suggestion--all", <>{linkLabel(link)}</>))}
            </div>
          ) : null}
        </div>
        {current?.status === "ok" ? (
          <p className="search-sr-only" role="status">
            {t("search.found", { count: current.total })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
