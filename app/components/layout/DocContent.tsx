import { useNavigate } from "@remix-run/react";
import { useEffect, useRef, type MouseEvent } from "react";
import { renderDiagrams, resolveDiagramTheme } from "../../lib/enhance/mermaid";
import { enhanceTabs } from "../../lib/enhance/tabs";
import { useColorMode } from "./ColorModeToggle";

/**
 * The page body, rendered to HTML on the server. Internal links inside it navigate
 * client-side like the rest of the layout; interactive widgets are wired up after render.
 */
export function DocContent({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const colorMode = useColorMode();

  useEffect(() => {
    if (ref.current) enhanceTabs(ref.current);
  }, [html]);

  useEffect(() => {
    if (ref.current) void renderDiagrams(ref.current, resolveDiagramTheme(colorMode));
  }, [html, colorMode]);

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
