import { Link, useNavigate } from "@remix-run/react";
import { forwardRef, useEffect, useImperativeHandle, useState, type KeyboardEvent, type RefObject } from "react";
import { useTranslation } from "../../lib/i18n";
import type { SearchContext, SearchResponse } from "../../lib/search";
import { Crumbs, Marked } from "./Marked";
import { useSuggestions } from "./use-suggestions";
import { RewriteNotice, exactHref } from "./RewriteNotice";

interface FooterLink {
  url: string;
  kind: "all" | "within" | "outside" | "exact" | "didYouMean";
  /** The query a "did you mean" link searches for. */
  query?: string;
}

/**
 * "See all results" (to /search), and inside a section "… within" it, or "… outside" it when nothing matched inside;
 * after a rewrite, "search for … exactly"; when nothing was found, the "did you mean" queries.
 */
function footerLinks(action: string, query: string, context: SearchContext | null, data: SearchResponse): FooterLink[] {
  const all = { url: `${action}?${new URLSearchParams({ q: query })}`, kind: "all" as const };
  const extra: FooterLink[] = [
    ...(data.rewrite ? [{ url: exactHref(action, query, null), kind: "exact" as const }] : []),
    ...data.suggestions.map((q) => ({ url: `${action}?${new URLSearchParams({ q })}`, kind: "didYouMean" as const, query: q })),
  ];
  if (!context) return [...extra, all];
  if (data.outside) return [...extra, { ...all, kind: "outside" }];
  return [...extra, { url: `${action}?${new URLSearchParams({ q: query, ctx: context.path })}`, kind: "within" }, all];
}

/** What the input needs to know about the panel for its ARIA attributes. */
export interface PanelAria {
  expanded: boolean;
  activeDescendant: string | undefined;
}

export interface PanelHandle {
  /** Handles the input's arrow keys, Enter and Escape; true when the key was the panel's. */
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
}

export interface PanelProps {
  id: string;
  value: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  action: string;
  context: SearchContext | null;
  input: RefObject<HTMLInputElement>;
  onAria: (aria: PanelAria) => void;
}

/**
 * The navbar's suggestion list: loaded on first focus of the search box (or Ctrl+K), so pages
 * that are only read never download it. Suggestions are grouped by page; arrow keys and Enter
 * choose, Escape closes.
 */
const SuggestionPanel = forwardRef<PanelHandle, PanelProps>(function SuggestionPanel(
  { id, value, open, setOpen, action, context, input, onAria },
  ref,
) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [active, setActive] = useState(-1);
  const query = value.trim();
  const { data, loading } = useSuggestions(open ? value : "", `${action}/suggest`, context?.path ?? null);
  useEffect(() => setActive(-1), [data]);

  // While the answer for the latest keystroke is on its way, the previous one stays on screen.
  const current = data;
  const links = current?.status === "ok" && query ? footerLinks(action, query, context, current) : [];
  const linkLabel = (link: FooterLink) => {
    if (link.kind === "exact") return t("search.searchExactly", { query });
    if (link.kind === "didYouMean") return `${t("search.didYouMean")} ${link.query ?? ""}`;
    if (link.kind === "all") return t("search.seeAll");
    return t(link.kind === "within" ? "search.seeAllWithin" : "search.seeAllOutside", { context: context?.label ?? "" });
  };
  const options = [
    ...(current?.pages ?? []).flatMap((page) => [page.url, ...page.sections.map((section) => section.url)]),
    ...links.map((link) => link.url),
  ];
  const optionId = (i: number) => `${id}-option-${i}`;
  const expanded = open && query !== "" && (current !== null || loading);
  const activeDescendant = expanded && active >= 0 ? optionId(active) : undefined;
  useEffect(() => onAria({ expanded, activeDescendant }), [expanded, activeDescendant, onAria]);

  // Leaving the box after a choice hands the keyboard to the page that opens.
  const close = () => {
    setOpen(false);
    input.current?.blur();
  };
  const choose = (url: string) => {
    close();
    navigate(url);
  };

  useImperativeHandle(ref, () => ({
    onKeyDown(event) {
      if (event.key === "Escape" && expanded) {
        event.preventDefault();
        setOpen(false);
        return true;
      }
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (!options.length) return true;
        event.preventDefault();
        setOpen(true);
        const step = event.key === "ArrowDown" ? 1 : -1;
        setActive((at) => (at === -1 && step === -1 ? options.length - 1 : (at + step + options.length) % options.length));
        return true;
      }
      if (event.key === "Enter" && expanded && active >= 0 && options[active]) {
        event.preventDefault();
        choose(options[active]);
        return true;
      }
      return false;
    },
  }));

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
    // A tab stop because it scrolls: keyboard users reach it after the input and scroll it with the keys.
    <div className="search-suggestions" hidden={!expanded} tabIndex={0}>
      {current === null && loading ? <p className="search-suggestions__status">{t("search.loading")}</p> : null}
      {current?.status === "unavailable" || current?.status === "busy" ? (
        <p className="search-suggestions__status">{t(current.status === "busy" ? "search.busy" : "search.unavailable")}</p>
      ) : null}
      {current?.status === "ok" && current.total === 0 ? <p className="search-suggestions__status">{t("search.noResults")}</p> : null}
      {current?.status === "ok" && current.rewrite ? (
        <RewriteNotice rewrite={current.rewrite} className="search-suggestions__note" />
      ) : null}
      {current?.status === "ok" && current.partial ? <p className="search-suggestions__note">{t("search.partial")}</p> : null}
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
  );
});

export default SuggestionPanel;
