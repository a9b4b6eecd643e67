// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test } from "vitest";
import { MaskedInput } from "./masked-input";
import { RevealPassword } from "./reveal-password";

afterEach(cleanup);

test("ticking the box shows the SSN as text, unticking hides it again", async () => {
  const user = userEvent.setup();
  render(
    <>
      <label htmlFor="ssn">Social Security number</label>
      <MaskedInput mask="ssn" id="ssn" name="ssn" type="password" defaultValue="123456789" />
      <RevealPassword inputId="ssn" label="Show SSN" />
    </>,
  );
  const input = screen.getByLabelText<HTMLInputElement>("Social Security number");
  expect(input.type).toBe("password");
  expect(input.value).toBe("123-45-6789");
  const box = screen.getByRole("checkbox", { name: "Show SSN" });
  await user.click(box);
  expect(input.type).toBe("text");
  await user.keyboard(" ");
  expect(input.type).toBe("password");
  expect(box.getAttribute("aria-controls")).toBe("ssn");
});

test("the checkbox is not submitted with the form", () => {
  render(
    <form aria-label="Consent">
      <input id="pw" type="password" name="ssn" defaultValue="123-45-6789" />
      <RevealPassword inputId="pw" />
    </form>,
  );
  const data = new FormData(screen.getByRole<HTMLFormElement>("form"));
  expect([...data.keys()]).toEqual(["ssn"]);
});

test("before hydration the checkbox is disabled, since it needs JavaScript", () => {
  const html = renderToString(<RevealPassword inputId="ssn" />);
  expect(html).toMatch(/type="checkbox"[^>]*disabled=""/);
});
