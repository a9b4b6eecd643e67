// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, test } from "vitest";
import { Expandable, ExpandableList } from "./expandable";

afterEach(cleanup);

test("the content is rendered when the button is first pressed, and kept once closed", async () => {
  const user = userEvent.setup();
  render(
    <Expandable label="What closing costs include">
      <p>Appraisal, title insurance and recording fees.</p>
    </Expandable>,
  );
  const button = screen.getByRole("button", { name: "What closing costs include" });
  const region = document.getElementById(button.getAttribute("aria-controls")!)!;
  expect(button.getAttribute("aria-expanded")).toBe("false");
  expect(region.hidden).toBe(true);
  expect(screen.queryByText("Appraisal, title insurance and recording fees.")).toBeNull();
  await user.click(button);
  expect(button.getAttribute("aria-expanded")).toBe("true");
  const content = screen.getByText("Appraisal, title insurance and recording fees.");
  expect(content.parentElement).toBe(region);
  expect(region.hidden).toBe(false);
  await user.click(button);
  expect(region.hidden).toBe(true);
  expect(content.isConnected).toBe(true);
});

test("closed, the server HTML has the button and an empty region, not the content", () => {
  // Hidden, with no script to open it, the content would only cost the server and hydration.
  const html = renderToString(
    <Expandable label="Show the data as a table">
      <table>
        <caption>Loan balance by year</caption>
      </table>
    </Expandable>,
  );
  expect(html).toContain("Show the data as a table");
  expect(html).toMatch(/<div id="[^"]+" hidden=""><\/div>/);
  expect(html).not.toContain("Loan balance by year");
  expect(
    renderToString(
      <Expandable label="Open" defaultOpen>
        <p>Shown</p>
      </Expandable>,
    ),
  ).toContain("<p>Shown</p>");
});

test("it works from the keyboard and can start open", async () => {
  const user = userEvent.setup();
  render(
    <Expandable label={(open) => (open ? "Hide the table" : "Show the table")} defaultOpen>
      <p>Table</p>
    </Expandable>,
  );
  await user.tab();
  expect(screen.getByText("Table").parentElement?.hidden).toBe(false);
  await user.keyboard("{Enter}");
  expect(screen.getByRole("button", { name: "Show the table" }).getAttribute("aria-expanded")).toBe(
    "false",
  );
  await user.keyboard(" ");
  expect(screen.getByRole("button", { name: "Hide the table" })).toBeTruthy();
});

const faqs = ["Rates", "Fees", "Points", "Escrow", "PMI", "Closing"];

test("a long list shows its first items and a Show all N button", async () => {
  const user = userEvent.setup();
  render(<ExpandableList items={faqs} initialCount={3} />);
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "Rates",
    "Fees",
    "Points",
  ]);
  await user.click(screen.getByRole("button", { name: "Show all 6" }));
  expect(screen.getAllByRole("listitem")).toHaveLength(6);
  const fewer = screen.getByRole("button", { name: "Show fewer" });
  expect(fewer.getAttribute("aria-expanded")).toBe("true");
  await user.click(fewer);
  expect(screen.getAllByRole("listitem")).toHaveLength(3);
});

test("a short list has no button", () => {
  render(<ExpandableList items={faqs.slice(0, 2)} initialCount={3} />);
  expect(screen.getAllByRole("listitem")).toHaveLength(2);
  expect(screen.queryByRole("button")).toBeNull();
});

test("the server HTML (no JavaScript) shows every item and no button", () => {
  const html = renderToString(<ExpandableList items={faqs} initialCount={3} />);
  for (const faq of faqs) expect(html).toContain(`<li class="">${faq}</li>`);
  expect(html).not.toContain("hidden");
  expect(html).not.toContain("<button");
});

test("expanding moves focus to the first item it revealed", async () => {
  const user = userEvent.setup();
  render(<ExpandableList items={faqs} initialCount={3} />);
  await user.click(screen.getByRole("button", { name: "Show all 6" }));
  await waitFor(() => expect(document.activeElement?.textContent).toBe("Escrow"));
});
