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
