// Serves bench/floor's production build the way React Router's own Node template does:
// Express, compression, static files, @react-router/express. `PORT=… node bench/floor/server.mjs`
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const root = import.meta.dirname;
const build = await import(pathToFileURL(path.join(root, "build/server/index.js")).href);
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h" }));
app.all("/{*splat}", createRequestHandler({ build, mode: "production" }));
const port = Number(process.env.PORT ?? 3001);
const server = app.listen(port, process.env.HOST ?? "127.0.0.1", () =>
  console.log(`floor on http://127.0.0.1:${port}`),
);
process.on("SIGTERM", () => server.close(() => process.exit(0)));
