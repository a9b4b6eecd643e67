import { readdirSync } from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

/** The encodings the build writes beside each script and stylesheet, best first. */
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/**
 * Serves the build's scripts and stylesheets compressed once, at build time, at the highest
 * setting (brotli 11, gzip 9: vite.config.ts writes `name.js.br` and `name.js.gz`), instead of
 * compressing them again on every request at the fast setting. The browser receives fewer bytes
 * (React DOM and React Router: 110 KB → 94 KB) and the server spends no CPU on them. A request
 * that accepts neither encoding, or a file without a compressed copy, falls through to
 * express.static. Which files have copies is read once, at start: the build is immutable.
 */
export function precompressed(dir: string, options: { maxAge: string }): RequestHandler {
  let files: Set<string>;
  try {
    files = new Set(readdirSync(dir));
  } catch {
    files = new Set();
  }
  const send: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = TYPES[path.extname(name)];
    // Only a plain file name of this folder: no sub-paths, no dots games.
    if (!type || name.includes("/") || !files.has(name)) return next();
    res.vary("Accept-Encoding");
    const encoding = ENCODINGS.find(
      (e) => files.has(name + e.suffix) && req.acceptsEncodings(e.name) === e.name,
    );
    if (!encoding) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(
      name + encoding.suffix,
      {
        root: dir,
        immutable: true,
        maxAge: options.maxAge,
        lastModified: false,
        acceptRanges: false,
        dotfiles: "deny",
      },
      (error) => {
        if (error && !res.headersSent) {
          res.removeHeader("Content-Encoding");
          res.removeHeader("Content-Type");
          next();
        }
      },
    );
  };
  return send;
}
