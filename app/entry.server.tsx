/**
 * Streaming SSR with a per-request i18next instance in the URL's locale.
 * Bots get the whole document at once (onAllReady), browsers as soon as the shell is ready.
 */
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { createInstance } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { i18nOptions } from "./lib/i18n";
import { i18nServer } from "./lib/i18n.server";
import { log } from "./lib/log.server";
import { createViewPaddingFilter } from "./lib/react-stream-fix.server";

export const streamTimeout = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const instance = createInstance();
  const lng = await i18nServer.getLocale(request);
  await instance.use(initReactI18next).init({ ...i18nOptions, lng });

  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={instance}>
        <RemixServer context={remixContext} url={request.url} />
      </I18nextProvider>,
      {
        [readyEvent]() {
          shellRendered = true;
          const body = createViewPaddingFilter();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, onShellError rejects.
          if (shellRendered) log("error", { msg: "render failed", url: request.url, error: String(error) });
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
