import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";

/** The production build must exist: `npm test` builds before the integration tests. */
export const ROOT = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  origin: string;
  pid: number;
  dataDir: string;
  logs: () => string;
  /** SIGTERM and wait for the exit code. */
  stop: () => Promise<number | null>;
  /** SIGKILL: no shutdown code runs. */
  kill: () => Promise<void>;
  exited: Promise<number | null>;
};

export type ServerOptions = {
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
};

export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "lender-it-"));
  const { child, port, logs, exited } = await spawnServer(process.execPath, ["server/main.js"], {
    PATH: process.env.PATH ?? "",
    ...(process.env.BUILD_DIR ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    RATE_LIMIT_POINTS: "100000",
    ...(options.databaseUrl
      ? {
          DATABASE_URL: options.databaseUrl,
          SESSION_SECRET: "integration-test-session-secret-0123456789abcdef",
          ENCRYPTION_KEYS: `it1:${Buffer.alloc(32, 7).toString("base64")}`,
        }
      : {}),
    ...options.env,
  });
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    origin,
    pid: child.pid!,
    dataDir,
    logs,
    exited,
    stop: async () => {
      child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/**
 * Starts a server that should refuse to start and returns what it printed. One that starts
 * anyway is stopped again (so a failing test leaves no server behind) and "the server started"
 * is returned for the test to fail on.
 */
export async function startRefused(options: ServerOptions = {}): Promise<string> {
  let server: RunningServer;
  try {
    server = await startServer(options);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  await server.stop();
  removeDir(server.dataDir);
  return "the server started";
}

/**
 * Spawns a server (`command args` in the project folder, only `env` as its environment) and
 * waits for its log line with `"port":N`. `detached` gives it its own process group, for a
 * command such as npm that runs the server as a grandchild.
 */
export async function spawnServer(
  command: string,
  args: string[],
  env: Record<string, string>,
  options: { detached?: boolean } = {},
): Promise<{
  child: ChildProcess;
  port: number;
  logs: () => string;
  exited: Promise<number | null>;
}> {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    detached: options.detached,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never says it listens is stopped, with its process group when detached.
      if (options.detached) process.kill(-child.pid!, "SIGKILL");
      else child.kill("SIGKILL");
      reject(new Error(`server did not start:\n${output}`));
    }, 90_000);
    const check = () => {
      const match = /"port":(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, port, logs: () => output, exited };
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * One server on a fresh PGlite folder for the tests of the file, or of the describe block it is
 * called in: started before them, stopped and its folder removed after. Call the result inside
 * a test or a later hook to reach the server.
 */
export function useServer(options: ServerOptions = {}): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startServer(options);
  });
  afterAll(async () => {
    await server?.stop();
    if (server) removeDir(server.dataDir);
  });
  return () => {
    if (!server) throw new Error("the server has not started");
    return server;
  };
}

/** A fresh PostgreSQL database for one test file, when TEST_DATABASE_URL is set. */
export async function createTestDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
} | null> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return null;
  const name = `lender_it_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * A GET with the request line and Host exactly as given: fetch would normalise a path such as
 * `/\evil.example/` and does not let a test choose the Host header.
 */
export function rawGet(
  origin: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: rawPath, method: "GET", headers, setHost: !("host" in headers) },
      (res) => {
        let body = "";
        res.on("data", (c: Buffer) => (body += c.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}
