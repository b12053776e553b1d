import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  type ShouldRevalidateFunction,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { siteConfig } from "../site.config";
import { localeFromPathname } from "./lib/content";
import { closestFromError, errorMeta, useRootData, type RootData, isLoadFailure } from "./lib/page";
import { StringsProvider, stringsFromMatches, translate } from "./lib/i18n";
import { localeOfRequest, pageStringsFor } from "./lib/i18n/index.server";
import { htmlRouteHeaders } from "./lib/http/index.server";
import { readReaderState } from "./lib/preferences/index.server";
import { TagManagerNoScript, TagManagerScript } from "./components/TagManager";
import { TabsFirstPaint } from "./components/TabsFirstPaint";
import { AnnouncementBar } from "./components/layout/AnnouncementBar";
import { useColorMode } from "./components/layout/ColorModeToggle";
import { CrashPage, NotFoundPage, OverloadedPage, PageErrorBox } from "./components/layout/ErrorPages";
import { Footer } from "./components/layout/Footer";
import { Navbar } from "./components/layout/Navbar";
import { NavigationProgress } from "./components/layout/NavigationProgress";
import stylesheet from "./styles/index.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

/** Error pages are rendered by this route's boundary, so it passes on the error's headers (Retry-After, no-store). */
export const headers: HeadersFunction = htmlRouteHeaders;

/** Pages set their own head; this one is used when an error reaches the root boundary. */
export const meta: MetaFunction = ({ error, matches }) => (error ? errorMeta(error, stringsFromMatches(matches)) : []);

export async function loader({ request, context }: LoaderFunctionArgs): Promise<RootData> {
  const locale = await localeOfRequest(request);
  return {
    locale,
    strings: pageStringsFor(locale),
    ...readReaderState(request),
    baseUrl: context.services.config.baseUrl,
    tagManagerId: context.services.config.tagManagerId,
  };
}

/**
 * The root data (locale, strings, reader preferences) changes only with the locale or after a
 * preference form: other navigations do not fetch it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined || localeFromPathname(currentUrl.pathname) !== localeFromPathname(nextUrl.pathname)
    ? defaultShouldRevalidate
    : false;

/** The document shell, shared by pages and error boundaries. */
export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const location = useLocation();
  const locale = root?.locale ?? localeFromPathname(location.pathname);
  const colorMode = useColorMode();
  const strings = root?.strings;
  const tagManagerId = root?.tagManagerId ?? null;
  useEffect(() => {
    // Lets tests (and curious readers) tell when the page is interactive, error pages included.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const localeConfig = siteConfig.i18n.localeConfigs[locale];
  return (
    <StringsProvider locale={locale} strings={strings}>
      <html lang={localeConfig.htmlLang} dir={localeConfig.direction} data-theme={colorMode}>
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content={colorMode === "system" ? "light dark" : colorMode} />
          <Meta />
          <Links />
          <TabsFirstPaint />
          {tagManagerId ? <TagManagerScript id={tagManagerId} /> : null}
        </head>
        <body>
          {tagManagerId ? <TagManagerNoScript id={tagManagerId} /> : null}
          <a className="skip-link" href="#main">
            {strings ? translate(strings, locale, "skipToContent") : null}
          </a>
          <NavigationProgress />
          <AnnouncementBar locale={locale} dismissed={root?.announcementDismissed ?? false} />
          <Navbar locale={locale} />
          <div className="main-wrapper">{children}</div>
          <Footer />
          <ScrollRestoration />
          <Scripts />
        </body>
      </html>
    </StringsProvider>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage locale={localeFromPathname(location.pathname)} closest={closestFromError(error.data)} />;
  }
  if (isRouteErrorResponse(error) && error.status === 503) return <OverloadedPage />;
  if (isLoadFailure(error)) return <PageErrorBox error={error} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <CrashPage />;
}
