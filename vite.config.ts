import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

type ModuleInfo = { importedIds: readonly string[] } | null;

/**
 * Two chunks every page needs, each one request: the framework (React, React DOM, React
 * Router) and the shell (what app/root.tsx imports, statically, of the site's own code). Route
 * modules and what only they share keep Rollup's own splitting.
 */
function shellChunks() {
  let shell: Set<string> | undefined;
  const framework =
    /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
  return (id: string, api: { getModuleInfo: (id: string) => ModuleInfo }) => {
    if (framework.test(id)) return "framework";
    if (!shell) {
      shell = new Set();
      const root = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
      const queue = [root];
      while (queue.length) {
        const next = queue.pop()!;
        if (shell.has(next) || framework.test(next)) continue;
        shell.add(next);
        queue.push(...(api.getModuleInfo(next)?.importedIds ?? []));
      }
    }
    if (shell.has(id)) return "shell";
    return undefined;
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

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter(), precompress()],
  build: {
    // Spec 2: static assets are served under /packs/.
    assetsDir: "packs",
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : // Every script request costs its headers and a round trip on a phone: small shared
        // chunks are merged into their neighbours (DESIGN.md 9, issue 19).
        { output: { manualChunks: shellChunks() } },
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
