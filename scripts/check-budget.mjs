// Reads the production build's route manifest and adds up, for every page, the gzipped
// JavaScript a first visit downloads: the client entry, and every route module in
// the page's match chain with the chunks they import. Fails when a page is over its budget
// (DESIGN.md 9: 130 KB for content pages, 180 KB for calculators and applications).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
export const BUDGETS = {
  content: 130 * KB,
  calculator: 180 * KB,
  application: 180 * KB,
  // The back office renders no <Scripts> (app/root.tsx): its pages load no JavaScript at all.
  staff: 0,
};

export function pageKind(fullPath) {
  if (fullPath === "/staff" || fullPath.startsWith("/staff/")) return "staff";
  if (fullPath.startsWith("/calculators/")) return "calculator";
  // The choosers (/apply, /apply/short) are the application's first page: they share its chunk
  // (vite.config.ts pageChunks: every route under routes/apply/), so the first step is loaded.
  if (fullPath === "/apply" || fullPath.startsWith("/apply/")) return "application";
  return "content";
}

export function readManifest(clientDir) {
  const packs = path.join(clientDir, "packs");
  const file = readdirSync(packs).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error(`No React Router manifest in ${packs}: run the build first.`);
  const source = readFileSync(path.join(packs, file), "utf8");
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return { manifest: JSON.parse(json), manifestFile: `/packs/${file}` };
}

export function pageBudgets(clientDir) {
  const { manifest } = readManifest(clientDir);
  const sizes = new Map();
  const gz = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(clientDir, url))).length);
    return sizes.get(url);
  };
  const routes = manifest.routes;
  const children = new Set(
    Object.values(routes)
      .map((r) => r.parentId)
      .filter(Boolean),
  );
  const pages = [];
  for (const route of Object.values(routes)) {
    if (children.has(route.id) || !route.hasDefaultExport) continue;
    const chain = [];
    for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) chain.unshift(r);
    const fullPath =
      "/" +
      chain
        .map((r) => r.path ?? "")
        .filter(Boolean)
        .join("/");
    // Not the manifest file: with React Router's lazy route discovery (the default) a page's
    // HTML carries the routes it needs and the rest come from /__manifest on demand; no page
    // downloads manifest-*.js (seen in the browser's network log).
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const r of chain) {
      files.add(r.module);
      for (const i of r.imports ?? []) files.add(i);
    }
    const kind = pageKind(fullPath);
    // A borrower's page ships none of the back office's code (its text would show here).
    if (kind !== "staff") {
      for (const f of files) {
        const code = readFileSync(path.join(clientDir, f), "utf8");
        if (code.includes("Sign out everywhere") || code.includes("/staff/"))
          throw new Error(`${fullPath} ships back-office code (${f}).`);
      }
    }
    const bytes = kind === "staff" ? 0 : [...files].reduce((sum, f) => sum + gz(f), 0);
    pages.push({ id: route.id, path: fullPath, kind, bytes, budget: BUDGETS[kind] });
  }
  return pages.sort((a, b) => a.path.localeCompare(b.path));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = pageBudgets(path.resolve(process.env.BUILD_DIR ?? "build", "client"));
  let failed = 0;
  for (const p of pages) {
    const over = p.bytes > p.budget;
    if (over) failed++;
    console.log(
      `${over ? "OVER" : "ok  "} ${(p.bytes / KB).toFixed(1).padStart(6)} KB / ${(p.budget / KB).toFixed(0)} KB  ${p.kind.padEnd(11)} ${p.path}`,
    );
  }
  if (failed) {
    console.error(`\n${failed} page(s) ship more JavaScript than DESIGN.md 9 allows.`);
    process.exit(1);
  }
}
