import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
  build: {
    // Spec 2: static assets are served under /packs/.
    assetsDir: "packs",
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
