import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { useTranslation } from "../../lib/i18n";
import { addCopyButtons, applyHighlight, observeDiagrams, resolveDiagramTheme, enhanceTabs, scheduleZoom } from "../../lib/enhance";
import { useColorMode } from "./ColorModeToggle";
import { usePageBody } from "../../lib/page";

/**
 * The page body, rendered to HTML on the server. Internal links inside it navigate
 * client-side like the rest of the layout; interactive widgets are wired up after render.
 */
export function DocContent({ html: fromLoader }: { html: string | null }) {
  const html = usePageBody(fromLoader);
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const colorMode = useColorMode();
  const { t } = useTranslation();

  useEffect(() => {
    if (ref.current) enhanceTabs(ref.current);
  }, [html]);

  useEffect(() => {
    if (ref.current) addCopyButtons(ref.current, { copy: t("code.copy"), copied: t("code.copied"), label: t("code.copyLabel") });
  }, [html, t]);

  useEffect(
    () =>
      ref.current
        ? observeDiagrams(ref.current, resolveDiagramTheme(colorMode), {
            open: t("diagram.open"),
            title: t("diagram.title"),
            zoomIn: t("diagram.zoomIn"),
            zoomOut: t("diagram.zoomOut"),
            reset: t("diagram.reset"),
            close: t("diagram.close"),
          })
        : undefined,
    [html, colorMode, t],
  );

  useEffect(() => (ref.current ? scheduleZoom(ref.current, resolveDiagramTheme(colorMode)) : undefined), [html, colorMode]);

  // Search results link here with `?_highlight=term`. Clearing edits the address bar in place
  // (no navigation: that would refetch the page and jump back to the #heading).
  const { search } = useLocation();
  useEffect(() => {
    if (!ref.current) return;
    return applyHighlight(ref.current, search, {
      clearLabel: t("search.clearHighlight"),
      onClear: (rest) => window.history.replaceState(window.history.state, "", `${window.location.pathname}${rest}${window.location.hash}`),
    });
  }, [html, search, t]);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest("a");
    if (!anchor || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return;
    if (url.pathname === window.location.pathname && url.search === window.location.search) return; // same-page #hash
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  // The article's links are delegated to the container; keyboard activation fires click too.
  return <div ref={ref} className="markdown" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
