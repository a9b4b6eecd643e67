// Starts the site: `node server/main.js` serves the production build, `--dev` serves with Vite's
// hot reload. Closes cleanly on SIGTERM/SIGINT: stops accepting, finishes in-flight requests,
// closes the database (PGlite must be closed or the process never exits), all within 5 seconds.
const development = process.argv.includes("--dev");
if (development) process.env.NODE_ENV ??= "development";
process.env.NODE_ENV ??= "production";

let createApp;
let viteDevServer;
if (development) {
  const vite = await import("vite");
  viteDevServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  ({ createApp } = await viteDevServer.ssrLoadModule("./server/app.ts"));
} else {
  const { pathToFileURL } = await import("node:url");
  const path = await import("node:path");
  const entry = path.resolve(process.env.BUILD_DIR ?? "build", "server/index.js");
  ({ createApp } = await import(pathToFileURL(entry).href));
}

let started;
try {
  started = await createApp({ viteDevServer });
} catch (error) {
  console.error(
    `\nThe server could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  await viteDevServer?.close();
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "0.0.0.0";
const server = started.app.listen(port, host, () => {
  const address = server.address();
  const shown = typeof address === "object" && address ? address.port : port;
  console.log(
    JSON.stringify({
      level: 30,
      msg: `listening on http://localhost:${shown} (${started.dbKind}, ${process.env.NODE_ENV})`,
      port: shown,
    }),
  );
});
server.keepAliveTimeout = 65_000;

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => {
    console.error(`Shutdown took longer than 5 s after ${signal}; exiting.`);
    process.exit(1);
  }, 5000);
  force.unref();
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeIdleConnections();
    // Keep-alive connections with a request in flight close once it is answered.
    setTimeout(() => server.closeAllConnections(), 4000).unref();
  });
  try {
    await started.shutdown();
    await viteDevServer?.close();
  } catch (error) {
    console.error("Error while shutting down:", error);
    process.exit(1);
  }
  process.exit(0);
}
process.on("SIGTERM", () => void stop("SIGTERM"));
process.on("SIGINT", () => void stop("SIGINT"));
