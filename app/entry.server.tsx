/**
 * Server rendering with a per-request i18next instance in the URL's locale and the
 * response's CSP nonce. The whole document is rendered before it is sent (docs pages
 * have no deferred data), so it carries a strong ETag and conditional requests get 304.
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
import { matchesIfNoneMatch, pageETag } from "./lib/server/etag.server";

export const streamTimeout = 5000;

function renderDocument(element: JSX.Element, nonce: string): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      nonce: nonce || undefined,
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

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.cspNonce === "string" ? loadContext.cspNonce : "";
  const instance = createInstance();
  await instance.use(initReactI18next).init({ ...i18nOptions, lng: await i18nServer.getLocale(request) });

  const { html, failed } = await renderDocument(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce || undefined} />
      </I18nextProvider>
    </NonceProvider>,
    nonce,
  );
  const status = failed ? 500 : responseStatusCode;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (status === 200) {
    const etag = pageETag(html, nonce);
    responseHeaders.set("ETag", etag);
    if (matchesIfNoneMatch(request.headers.get("If-None-Match"), etag)) {
      return new Response(null, { status: 304, headers: responseHeaders });
    }
  }
  return new Response(html, { status, headers: responseHeaders });
}
