import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

type ModuleInfo = {
  importedIds: readonly string[];
  isEntry: boolean;
} | null;
type ChunkApi = {
  getModuleInfo: (id: string) => ModuleInfo;
  getModuleIds: () => IterableIterator<string>;
};

const framework =
  /[\\/]node_modules[\\/](react|react-dom|react-router|cookie|set-cookie-parser)[\\/]/;
/**
 * React DOM's client and its scheduler: only app/entry.client.tsx imports them, with import(), so
 * that their evaluation is a task of its own (decision 038).
 */
const domClient =
  /[\\/]node_modules[\\/](react-dom[\\/](client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;
const routeEntry = /[\\/]app[\\/]routes[\\/](.+)\?__react-router-build-client-route$/;

/** What a route module's page is, for grouping the code it shares with others. */
function routeKind(file: string): "content" | "calculator" | "application" | "staff" {
  if (file.startsWith("staff/")) return "staff";
  if (file.startsWith("calculators/") && file !== "calculators/index.tsx") return "calculator";
  if (file.startsWith("apply/")) return "application";
  return "content";
}

/**
 * Few, larger chunks (issue 19: a first visit needs at most 8 script requests). Every page
 * loads the client entry, the root route module and its own route module (React Router imports
 * each by its own URL), plus:
 * - `framework`: React, React DOM, React Router (cached across deploys of the site's code);
 * - `react-dom-client`: React DOM's client, which only the client entry loads, with import();
 * - `shell`: the client entry and what app/root.tsx imports statically (the header, footer,
 *   sign-in prompt), which every page needs;
 * - code shared by several pages, grouped by the kinds of pages that use it: `content` (only
 *   content pages), `calculator` (only calculators), `application` (only application steps),
 *   `forms` (calculators and application steps: fields, masks, formats). Code shared between
 *   content pages and others is small and goes to the shell.
 * A module that only one route imports stays in that route's own chunk (Rollup's default), and
 * code loaded with import() (the application's rules, the 404 help) keeps its own lazy chunk.
 * The back office renders no scripts (app/root.tsx), so its routes do not count as users.
 */
function pageChunks() {
  let groups: Map<string, string> | undefined;
  const closure = (api: ChunkApi, start: string) => {
    const seen = new Set<string>();
    const queue = [start];
    while (queue.length) {
      const next = queue.pop()!;
      if (seen.has(next) || framework.test(next)) continue;
      seen.add(next);
      queue.push(...(api.getModuleInfo(next)?.importedIds ?? []));
    }
    return seen;
  };
  const plan = (api: ChunkApi) => {
    const result = new Map<string, string>();
    const shell = new Set([
      ...closure(api, fileURLToPath(new URL("./app/root.tsx", import.meta.url))),
      ...closure(api, fileURLToPath(new URL("./app/entry.client.tsx", import.meta.url))),
    ]);
    const users = new Map<string, { routes: number; kinds: Set<string> }>();
    for (const id of api.getModuleIds()) {
      const match = routeEntry.exec(id);
      if (!match || !api.getModuleInfo(id)?.isEntry) continue;
      const kind = routeKind(match[1]!.replaceAll("\\", "/"));
      if (kind === "staff" || match[1] === "root.tsx") continue;
      for (const module of closure(api, id)) {
        if (shell.has(module) || module === id) continue;
        const entry = users.get(module) ?? { routes: 0, kinds: new Set<string>() };
        entry.routes++;
        entry.kinds.add(kind);
        users.set(module, entry);
      }
    }
    for (const id of shell) result.set(id, "shell");
    for (const [id, { routes, kinds }] of users) {
      if (routes < 2) continue;
      if (kinds.has("content")) result.set(id, kinds.size === 1 ? "content" : "shell");
      else if (kinds.size === 2) result.set(id, "forms");
      else result.set(id, [...kinds][0]!);
    }
    return result;
  };
  return (id: string, api: ChunkApi) => {
    if (domClient.test(id)) return "react-dom-client";
    if (framework.test(id)) return "framework";
    groups ??= plan(api);
    return groups.get(id);
  };
}

/**
 * Writes `name.br` (brotli 11) and `name.gz` (gzip 9) beside every script and stylesheet of the
 * client build, once; server/precompressed.ts serves them. Compressing per request at the
 * compression middleware's fast setting sends about 15 % more (issue 19).
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (this.environment?.name !== "client") return;
      const packs = path.join(outDir, "packs");
      for (const name of readdirSync(packs)) {
        if (!/\.(js|css)$/.test(name)) continue;
        const body = readFileSync(path.join(packs, name));
        if (body.length < 1024) continue;
        writeFileSync(
          path.join(packs, `${name}.br`),
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(path.join(packs, `${name}.gz`), gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** V8's explicit compile hint (Chrome 136): read only as the very first line of a script. */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * Marks every script of the client build for V8 to compile all its functions while it downloads,
 * off the main thread, instead of each function on the main thread when it is first called: a
 * chunk is fetched when its code is about to run (the page's route, React DOM for hydration).
 * Added to the files as written: after minification, which would drop the comment, and after
 * Vite's own additions. docs/decisions/043.
 */
function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    // Vite prepends its __vite__mapDeps to some chunks in its own generateBundle.
    writeBundle(options, bundle) {
      if (this.environment?.name !== "client" || !options.dir) return;
      for (const file of Object.values(bundle)) {
        if (file.type !== "chunk") continue;
        const written = path.join(options.dir, file.fileName);
        writeFileSync(written, `${COMPILE_HINT}\n${readFileSync(written, "utf8")}`);
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter(), compileHints(), precompress()],
  build: {
    // Spec 2: static assets are served under /packs/.
    assetsDir: "packs",
    minify: process.env.NO_MINIFY ? false : undefined,
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : // Every script request costs its headers and a round trip on a phone: small shared
        // chunks are merged into their neighbours (DESIGN.md 9, issue 19).
        { output: { manualChunks: pageChunks() } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
