import { Writable } from "node:stream";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import {
  ServerRouter,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from "react-router";
import { getLogger } from "~/utils/logger.server";
import { NonceContext } from "~/utils/nonce";
import { withModuleScriptAfterPaint, withoutModulePreloads } from "~/utils/script-loading.server";
import { requestInfoContext } from "~/utils/request-context.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const info = loadContext.get(requestInfoContext);
  const nonce = info.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and the page cache's one render (served to every kind of client, then) get the
    // whole document at once, with no streamed fallbacks. A 404 renders its help lazily
    // (app/root.tsx): waiting for it, with no size limit on content written in place
    // (progressiveChunkSize below), puts it in the HTML where it belongs, not after the footer
    // to be moved up by a script (the page jumped, issue 19; without JavaScript it stayed empty).
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) ||
      routerContext.isSpaMode ||
      info.wholeDocument ||
      responseStatusCode === 404
        ? "onAllReady"
        : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // React writes a finished Suspense boundary after the rest of the page once the page
        // passes 12.8 KB, and moves it into place with an inline script; never do that.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // React writes a page in many small pieces; each went through compression on its own
          // (a tenth of the server's time on a page, profiled). Nothing on these pages arrives
          // later (no deferred data), so the pieces are joined and sent as one, without the
          // module preloads that held up the first paint and with the module script started
          // after it (script-loading.server.ts).
          const pieces: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              pieces.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(
                new Response(
                  withModuleScriptAfterPaint(withoutModulePreloads(Buffer.concat(pieces))),
                  {
                    headers: responseHeaders,
                    status: responseStatusCode,
                  },
                ),
              );
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) getLogger().error({ err: error }, "render error");
        },
      },
    );
  });
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  getLogger().error({ err: error, path: new URL(request.url).pathname }, "request error");
};
