import pino from "pino";
import { getEnv } from "./env.server";

/**
 * Structured JSON logs. We never log request bodies, query strings, cookies or tokens; the
 * redaction below is a second line of defence if an object carrying them is logged by mistake.
 */
const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  "body",
  "req.body",
  "answers",
  "values",
  "*.ssn",
  "*.date_of_birth",
  "*.email",
  "*.phone",
  "csrfToken",
  "token",
];

/**
 * Errors are logged by type, code, message and stack frames only. A failed query's message
 * carries its parameters (a borrower's answers): everything from "params:" on is cut, and a
 * driver error's `detail` (which can quote a value) is never logged.
 */
export function safeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const clean = (text: string) => (text.split(/\n\s*params:/)[0] ?? "").slice(0, 1000);
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    message: clean(error.message),
    stack: (error.stack ?? "")
      .split("\n")
      .filter((line) => line.trimStart().startsWith("at "))
      .slice(0, 15)
      .join("\n"),
    ...(error.cause !== undefined ? { cause: safeError(error.cause) } : {}),
  };
}

let logger: pino.Logger | undefined;

export function getLogger(): pino.Logger {
  logger ??= pino({
    level: getEnv().LOG_LEVEL,
    base: { service: "lender-site" },
    redact: { paths: REDACT_PATHS, censor: "[redacted]" },
    serializers: { err: safeError },
  });
  return logger;
}
