/**
 * Server rendering with a per-request i18next instance in the URL's locale. Documents are
 * rendered whole (docs pages have no deferred data) and cached by their inputs; every
 * response gets its own CSP nonce, a strong ETag, and 304 for a matching If-None-Match.
 */
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "./lib/i18n";
import { i18nServer } from "./lib/i18n.server";
import { log } from "./lib/log.server";
import { NonceProvider } from "./lib/nonce";
import { createViewPaddingFilter } from "./lib/react-stream-fix.server";
import { matchesIfNoneMatch } from "./lib/server/etag.server";
import { FRONT_CACHEABLE_ROUTES, rememberDocument } from "./lib/server/front-cache.server";
import { getCachedDocument, NONCE_SLOT, renderCacheKey, storeDocument, withNonce } from "./lib/server/render-cache.server";

export const streamTimeout = 5000;

/** For server.ts: a ready document for this request, if one is cached (see front-cache.server). */
export { lookupDocument } from "./lib/server/front-cache.server";

function renderDocument(element: JSX.Element): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: NONCE_SLOT,
      onAllReady() {
        const body = createViewPaddingFilter();
        const chunks: Buffer[] = [];
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => resolve({ html: Buffer.concat(chunks).toString("utf8"), failed }));
        body.on("error", reject);
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        failed = true;
        log("error", { msg: "render failed", error: String(error) });
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

async function render(request: Request, remixContext: EntryContext) {
  const instance = createInstance();
  await instance.use(initReactI18next).init({ ...i18nOptions, lng: await i18nServer.getLocale(request) });
  return renderDocument(
    <NonceProvider value={NONCE_SLOT}>
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} nonce={NONCE_SLOT} />
      </I18nextProvider>
    </NonceProvider>,
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  const key = renderCacheKey(request, remixContext.staticHandlerContext);
  let document = getCachedDocument(key);
  let status = responseStatusCode;
  if (!document) {
    const { html, failed } = await render(request, remixContext);
    if (failed) status = 500;
    document = storeDocument(failed ? null : key, html);
  }
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (status === 200) {
    const leaf = remixContext.staticHandlerContext.matches.at(-1)?.route.id ?? "";
    if (key && FRONT_CACHEABLE_ROUTES.has(leaf)) await rememberDocument(request, document, responseHeaders);
    responseHeaders.set("ETag", document.etag);
    if (matchesIfNoneMatch(request.headers.get("If-None-Match"), document.etag)) {
      return new Response(null, { status: 304, headers: responseHeaders });
    }
  }
  return new Response(new Uint8Array(withNonce(document, nonce)), { status, headers: responseHeaders });
}
