import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { expect, test } from "vitest";
import { errorAnswer } from "./error-answer";

test("the server's answer is shown whatever its length, as it was written", () => {
  const long = `We could not save this step because ${"the form changed while you were typing. ".repeat(40)}`;
  expect(long.length).toBeGreaterThan(1000);
  const answer = errorAnswer(new ErrorResponseImpl(409, "Conflict", long));
  expect(answer).toEqual({ status: 409, title: "Conflict", message: long.trim() });
});

test("a 403 asks for a reload; no body or a thrown error gets the general message", () => {
  expect(errorAnswer(new ErrorResponseImpl(403, "Forbidden", "Your session has expired."))).toEqual(
    { status: 403, title: "Please reload the page", message: "Your session has expired." },
  );
  const empty = errorAnswer(new ErrorResponseImpl(502, "Bad Gateway", "  "));
  expect(empty.status).toBe(502);
  expect(empty.message).toMatch(/^We could not show this page/);
  expect(errorAnswer(new Error("boom"))).toMatchObject({
    status: 500,
    title: "Something went wrong",
  });
});
