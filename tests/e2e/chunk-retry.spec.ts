import { field, out } from "./calculator-helpers";
import { expect, test } from "./helpers";

// A phone that loses signal for a moment while React DOM's client downloads: entry.client tries
// the load again after a second, so the page still comes to life. Without the retry the failed
// import leaves the page as the server drew it and the result below never changes.
//
// Hand-worked (as in calculator-links.spec): $300,000 at 6.5 % for 30 years is
// PMT(6.5%/12, 360, -300000) = 1,896.20 → "$1,896"; at 6 % for 15 years r = 0.005,
// 1.005^180 = 2.454094, 300000 × 0.005 × 2.454094 / 1.454094 = 2,531.57 → "$2,532".
test("a failed load of React DOM's client is tried again and the calculator comes to life", async ({
  page,
}) => {
  let requests = 0;
  await page.route(/\/packs\/react-dom-client-[\w-]+\.js$/, (route) =>
    requests++ === 0 ? route.abort("internetdisconnected") : route.continue(),
  );
  // The helper's goto returns once the page has hydrated, which needs the second request.
  await page.goto("/calculators/amortization");
  expect(requests).toBe(2);
  await expect(out(page, "monthlyPayment")).toHaveText("$1,896");
  await field(page, "interestRate").fill("6");
  await field(page, "loanTermYears").fill("15");
  await expect(out(page, "monthlyPayment")).toHaveText("$2,532");
});
