import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

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

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
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
