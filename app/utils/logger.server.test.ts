import { expect, test } from "vitest";
import { safeError } from "./logger.server";

test("a failed query's parameters never reach the log", () => {
  const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
    code: "23505",
    detail: "Key (email)=(pat@example.com) already exists.",
  });
  const error = new Error(
    'Failed query: insert into "applications" ("answers") values ($1)\nparams: {"contact_info":{"email":"pat@example.com","phone":"5035550142"}}',
    { cause },
  );
  const logged = JSON.stringify(safeError(error));
  expect(logged).toContain('Failed query: insert into \\"applications\\"');
  expect(logged).toContain("23505");
  expect(logged).not.toContain("pat@example.com");
  expect(logged).not.toContain("5035550142");
  expect(logged).not.toContain("params");
});

test("values that are not errors are logged by type only", () => {
  expect(safeError("ssn 123-45-6789")).toEqual({ type: "string" });
});
