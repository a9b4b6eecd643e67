/**
 * React Router's `<Scripts>` writes a `<link rel="modulepreload">` for every script the page
 * imports, and React hoists them into `<head>`, ahead of the content. On a slow connection the
 * browser then downloads about 150 KB of scripts while it waits for the stylesheet it needs for
 * the first paint, so the page appears later. Without them the scripts are requested when the
 * parser reaches the route's module script at the end of `<body>`, which it does once the
 * stylesheet has arrived (the inline scripts before it wait for the stylesheet): the first paint
 * no longer shares the connection with them, and the page becomes interactive about as soon as
 * before. Lighthouse mobile, home page: LCP 1.9 s → 0.8 s, time to interactive 2.06 → 2.08 s
 * (docs/decisions/035-first-paint-before-scripts.md).
 */
const HEAD_END = Buffer.from("</head>");
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/** The document without the module preloads in its `<head>`; the rest byte for byte. */
export function withoutModulePreloads(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = html.indexOf(HEAD_END);
  if (end < 0) return html;
  const head = html.subarray(0, end).toString("utf8");
  const kept = head.replace(MODULE_PRELOAD, "");
  if (kept.length === head.length) return html;
  return Buffer.concat([Buffer.from(kept, "utf8"), html.subarray(end)]);
}

/**
 * React Router's `<Scripts>` ends the body with one inline module script that imports the root's
 * and the page's modules and starts the client. The browser requests those imports as soon as
 * it parses that script, which can be before it has painted anything; on a slow connection the
 * scripts then compete with the first paint, and Lighthouse counts them towards the page's LCP
 * whenever its unthrottled load requested them before its first paint (pages landed at 0.9 or
 * 1.2 s from run to run). Here the module script is kept in the page as an inert block
 * (`type="text/x-after-paint"`: not run, not subject to the CSP) and a small script carrying
 * the same nonce runs it once a frame has been painted: `requestAnimationFrame` runs before the
 * next paint and a zero timeout from it after that paint. A tab opened in the background paints
 * nothing (and gets no animation frames): there it runs at once. The module keeps the nonce,
 * set as a property, so the CSP lets it run (docs/decisions/036-scripts-after-first-paint.md).
 */
const MODULE_TYPE = Buffer.from('type="module"');
const SCRIPT_OPEN = Buffer.from("<script");
export const AFTER_PAINT_TYPE = "text/x-after-paint";
const AFTER_PAINT_LOADER =
  "(function(){var c=document.currentScript,m=c.previousElementSibling.textContent;" +
  'function go(){var s=document.createElement("script");s.type="module";s.nonce=c.nonce;' +
  "s.textContent=m;document.body.appendChild(s)}" +
  'document.visibilityState==="hidden"?go():requestAnimationFrame(function(){setTimeout(go,0)})})()';

/** The document with its module script started after the first paint; the rest byte for byte. */
export function withModuleScriptAfterPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const bodyStart = html.indexOf(HEAD_END);
  if (bodyStart < 0) return html;
  const typeAt = html.indexOf(MODULE_TYPE, bodyStart);
  if (typeAt < 0) return html;
  const openAt = html.lastIndexOf(SCRIPT_OPEN, typeAt);
  if (openAt < bodyStart) return html;
  // From the module script to the end: a few kilobytes, the only part that changes.
  const tail = html.subarray(openAt).toString("utf8");
  const openEnd = tail.indexOf(">");
  const close = tail.indexOf("</script>");
  if (openEnd < 0 || close < openEnd) return html;
  const nonce = /\bnonce="([^"]*)"/.exec(tail.slice(0, openEnd))?.[1];
  // Without a nonce the loader could not run under the CSP: the page is left as React wrote it.
  if (nonce === undefined) return html;
  const rewritten =
    `<script type="${AFTER_PAINT_TYPE}">` +
    tail.slice(openEnd + 1, close) +
    `</script><script nonce="${nonce}">${AFTER_PAINT_LOADER}</script>` +
    tail.slice(close + "</script>".length);
  return Buffer.concat([html.subarray(0, openAt), Buffer.from(rewritten, "utf8")]);
}
