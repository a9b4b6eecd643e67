// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { LoadMore } from "./load-more";

beforeEach(() => {
  const meta = document.createElement("meta");
  meta.name = "csrf-token";
  meta.content = "token-123";
  document.head.append(meta);
});

afterEach(() => {
  cleanup();
  document.head.innerHTML = "";
});

function htmlResponse(body: string, status = 200) {
  return Promise.resolve(new Response(body, { status, headers: { "Content-Type": "text/html" } }));
}

function Reviews(props: Partial<Parameters<typeof LoadMore>[0]>) {
  return (
    <LoadMore url="/reviews" currentPage={2} as="ul" loadMoreLabel="Load more reviews" {...props}>
      <li>Great rate, fast closing.</li>
    </LoadMore>
  );
}

test("each press fetches the next page with the ajax marker, CSRF token and credentials", async () => {
  const user = userEvent.setup();
  const fetcher = vi.fn((_url: string, _init: RequestInit) =>
    htmlResponse("<li>Page three review</li>"),
  );
  render(<Reviews fetcher={fetcher} />);
  await user.click(screen.getByRole("button", { name: "Load more reviews" }));
  const [url, init] = fetcher.mock.calls[0] ?? [];
  expect(url).toBe("/reviews?page=3");
  expect(init?.credentials).toBe("same-origin");
  expect(init?.headers).toMatchObject({
    "X-Requested-With": "XMLHttpRequest",
    "X-CSRF-Token": "token-123",
  });
  await screen.findByText("Page three review");
  fetcher.mockImplementation(() => htmlResponse("<li>Page four review</li>"));
  await user.click(screen.getByRole("button", { name: "Load more reviews" }));
  expect(fetcher.mock.calls[1]?.[0]).toBe("/reviews?page=4");
});

test("the returned fragment is appended to the list", async () => {
  const user = userEvent.setup();
  render(<Reviews fetcher={() => htmlResponse("<li>Page three review</li><li>Another</li>")} />);
  await user.click(screen.getByRole("button", { name: "Load more reviews" }));
  await vi.waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(3));
  expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
    "Great rate, fast closing.",
    "Page three review",
    "Another",
  ]);
  expect(screen.getByRole("status").textContent).toBe("Page 3 loaded");
});

test("the button is disabled while a page loads, and focus stays on it", async () => {
  const user = userEvent.setup();
  let finish: (response: Response) => void = () => {};
  const pending = new Promise<Response>((resolve) => {
    finish = resolve;
  });
  const fetcher = vi.fn(() => pending);
  render(<Reviews fetcher={fetcher} loadingLabel="Loading reviews…" />);
  await user.click(screen.getByRole("button", { name: "Load more reviews" }));
  const button = screen.getByRole("button", { name: "Loading reviews…" });
  expect(button.getAttribute("aria-disabled")).toBe("true");
  expect(document.activeElement).toBe(button);
  await user.click(button);
  expect(fetcher).toHaveBeenCalledTimes(1);
  finish(new Response("<li>Late</li>"));
  await screen.findByRole("button", { name: "Load more reviews" });
  expect(button.hasAttribute("aria-disabled")).toBe(false);
});

test("a response of 2 characters or fewer stops loading and shows the end label", async () => {
  const user = userEvent.setup();
  const fetcher = vi.fn(() => htmlResponse("\n"));
  render(<Reviews fetcher={fetcher} endLabel="You have seen every review" />);
  await user.click(screen.getByRole("button", { name: "Load more reviews" }));
  const end = await screen.findByRole("button", { name: "You have seen every review" });
  expect(end.getAttribute("aria-disabled")).toBe("true");
  await user.click(end);
  expect(fetcher).toHaveBeenCalledTimes(1);
  expect(screen.getAllByRole("listitem")).toHaveLength(1);
});

test("the reviews variant: a single space means exhausted, failures are ignored silently", async () => {
  const user = userEvent.setup();
  const fetcher = vi
    .fn<(url: string, init: RequestInit) => Promise<Response>>()
    .mockImplementationOnce(() => Promise.reject(new TypeError("Network down")))
    .mockImplementationOnce(() => htmlResponse("", 500))
    .mockImplementationOnce(() => htmlResponse("<li>ok</li>"))
    .mockImplementationOnce(() => htmlResponse(" "));
  render(
    <Reviews fetcher={fetcher} isExhausted={(text) => text === " "} endLabel="No more reviews" />,
  );
  const button = screen.getByRole("button", { name: "Load more reviews" });
  await user.click(button);
  await vi.waitFor(() => expect(button.hasAttribute("aria-disabled")).toBe(false));
  await user.click(button);
  await vi.waitFor(() => expect(button.hasAttribute("aria-disabled")).toBe(false));
  expect(screen.getAllByRole("listitem")).toHaveLength(1);
  await user.click(button);
  await vi.waitFor(() => expect(screen.getAllByRole("listitem")).toHaveLength(2));
  expect(fetcher.mock.calls[2]?.[0]).toBe("/reviews?page=3");
  await user.click(button);
  await screen.findByRole("button", { name: "No more reviews" });
});

test("errors reach onError when one is given", async () => {
  const user = userEvent.setup();
  const onError = vi.fn();
  render(<Reviews fetcher={() => htmlResponse("oops", 503)} onError={onError} />);
  await user.click(screen.getByRole("button", { name: "Load more reviews" }));
  await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  expect(String(onError.mock.calls[0]?.[0])).toContain("503");
});

test("without JavaScript the server HTML has a Next page link", () => {
  const html = renderToString(<Reviews />);
  expect(html).toContain('<a href="?page=3"');
  expect(html).toContain("Next page");
  expect(html).not.toContain("<button");
});
