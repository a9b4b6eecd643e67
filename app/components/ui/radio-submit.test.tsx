// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, expect, test, vi } from "vitest";
import { RadioSubmit } from "./radio-submit";

afterEach(cleanup);

const ANSWERS = [
  { value: "yes", label: "Yes, I found a home" },
  { value: "no", label: "Not yet" },
];

function Step({ onSubmit }: { onSubmit: (answer: FormDataEntryValue | null) => void }) {
  return (
    <form
      aria-label="Home in mind"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(new FormData(event.currentTarget).get("home_in_mind"));
      }}
    >
      <RadioSubmit name="home_in_mind" legend="Do you have a home in mind?" options={ANSWERS} />
    </form>
  );
}

test("choosing an answer with the mouse submits the form with it", async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<Step onSubmit={onSubmit} />);
  await user.click(screen.getByText("Not yet"));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledWith("no");
});

test("arrow keys move between answers without submitting; Enter submits the chosen one", async () => {
  const user = userEvent.setup();
  const onSubmit = vi.fn();
  render(<Step onSubmit={onSubmit} />);
  await user.tab();
  await user.keyboard(" ");
  expect(onSubmit).toHaveBeenLastCalledWith("yes");
  onSubmit.mockClear();
  await user.keyboard("{ArrowDown}");
  expect(screen.getByRole<HTMLInputElement>("radio", { name: "Not yet" }).checked).toBe(true);
  expect(onSubmit).not.toHaveBeenCalled();
  await user.keyboard("{Enter}");
  expect(onSubmit).toHaveBeenCalledWith("no");
});

test("without JavaScript a submit button is there instead", () => {
  const html = renderToString(<Step onSubmit={() => {}} />);
  expect(html).toMatch(/<noscript><button type="submit"[^>]*>Continue<\/button><\/noscript>/);
  render(<Step onSubmit={() => {}} />);
  expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
});
