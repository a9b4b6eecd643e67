import { Link } from "react-router";
import type { Route } from "./+types/home";
import { primaryButton, secondaryButton } from "~/components/content/styles";
import { lender } from "~/config/lender";
import { CALCULATORS } from "~/content/calculators";
import { listArticles } from "~/content/learn.server";
import { reviewTeaser } from "~/features/reviews/service.server";
import { pageMeta } from "~/utils/seo";
import type { PageCacheHandle } from "~/utils/page-cache";
import { formatDecimal } from "~/lib/format/decimal";

/** The guides a first-time visitor is most likely to want, in this order. */
const FEATURED_ARTICLES = [
  "first-time-home-buyer-guide",
  "how-a-mortgage-works",
  "down-payments-and-pmi",
  "prequalification-vs-preapproval",
];

const POPULAR_CALCULATORS = [
  "/calculators/mortgage-payment",
  "/calculators/affordability",
  "/calculators/refinance",
  "/calculators/amortization",
  "/calculators/extra-payment",
  "/calculators/down-payment",
];

const LOANS = [
  {
    name: "Conventional loans",
    href: "/learn/conventional-loans",
    text: "From 3% down for many first-time buyers. Mortgage insurance can come off as you build equity.",
  },
  {
    name: "FHA loans",
    href: "/learn/fha-loans",
    text: "3.5% down with a credit score of 580 or higher, and flexible credit rules.",
  },
  {
    name: "VA loans",
    href: "/learn/va-loans",
    text: "No down payment and no monthly mortgage insurance for eligible service members and veterans.",
  },
  {
    name: "USDA loans",
    href: "/learn/usda-loans",
    text: "No down payment for eligible homes in rural and many suburban areas.",
  },
  {
    name: "Jumbo loans",
    href: "/learn/jumbo-loans",
    text: "For homes that need a loan above the conforming loan limit.",
  },
  {
    name: "Refinancing",
    href: "/learn/refinancing-and-break-even",
    text: "Lower your rate or payment, change your term, or take cash out of your equity.",
  },
];

/** One render per build, day and reviews import serves every visitor (server/page-cache.ts). */
export const handle: PageCacheHandle = { pageCache: "reviews" };

export async function loader() {
  const reviews = await reviewTeaser();
  const articles = listArticles();
  const featured = FEATURED_ARTICLES.flatMap((slug) => articles.filter((a) => a.slug === slug));
  return { reviews, featured, articleCount: articles.length };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: `${lender.name}: home loans, mortgage calculators and advice`,
    description:
      "Buy a home or refinance with a licensed lender. Estimate your payment, see what you can afford, learn how mortgages work and apply online.",
    path: "/",
    matches,
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: lender.name,
        url: lender.siteUrl,
        inLanguage: "en-US",
      },
    ],
  });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { reviews, featured, articleCount } = loaderData;
  const calculators = POPULAR_CALCULATORS.flatMap((path) =>
    CALCULATORS.filter((c) => c.path === path),
  );
  return (
    <>
      <section aria-labelledby="hero-title" className="bg-accent-soft">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold text-accent-dark">
            Mortgage lender · NMLS #{lender.nmlsId} · Equal Housing Lender
          </p>
          <h1
            id="hero-title"
            className="mt-3 max-w-3xl text-4xl leading-tight font-bold text-balance sm:text-5xl"
          >
            Home loans, explained plainly
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink">
            Buy a home or refinance the one you have. Run the numbers with our calculators, learn
            how mortgages work, and apply online when you are ready. A licensed loan officer reviews
            every application.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/apply/purchase" className={primaryButton}>
              Apply to buy a home
            </Link>
            <Link to="/apply/refinance" className={secondaryButton}>
              Apply to refinance
            </Link>
          </div>
          <p className="mt-5 max-w-2xl text-ink">
            Short on time? Answer four quick steps and a loan officer will contact you:{" "}
            <Link to="/apply/short-purchase" className="font-semibold text-accent-dark underline">
              quick purchase form
            </Link>{" "}
            or{" "}
            <Link to="/apply/short-refinance" className="font-semibold text-accent-dark underline">
              quick refinance form
            </Link>
            .
          </p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <section aria-labelledby="loans-title" className="mt-14">
          <h2 id="loans-title" className="text-2xl font-bold sm:text-3xl">
            Loans we offer
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            Fixed and adjustable rates, for a home you live in, a second home or an investment
            property.
          </p>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {LOANS.map((loan) => (
              <li key={loan.href}>
                <Link
                  to={loan.href}
                  className="block h-full rounded-card border border-line p-4 no-underline hover:border-accent sm:p-5"
                >
                  <span className="text-lg font-semibold text-accent">{loan.name}</span>
                  <span className="mt-2 block text-muted">{loan.text}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-5">
            <Link to="/mortgage-types" className="font-semibold text-accent underline">
              Compare loan types side by side
            </Link>
          </p>
        </section>

        <section aria-labelledby="steps-title" className="mt-14">
          <h2 id="steps-title" className="text-2xl font-bold sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-6 grid gap-4 md:grid-cols-3">
            <li className="rounded-card bg-surface p-5">
              <p className="text-sm font-semibold text-accent-dark">Step 1</p>
              <h3 className="mt-1 text-lg font-semibold">Run the numbers</h3>
              <p className="mt-2 text-muted">
                See a monthly payment, a price range and what extra payments save. The calculators
                run in your browser; nothing you type is sent to us.
              </p>
            </li>
            <li className="rounded-card bg-surface p-5">
              <p className="text-sm font-semibold text-accent-dark">Step 2</p>
              <h3 className="mt-1 text-lg font-semibold">Apply online</h3>
              <p className="mt-2 text-muted">
                One step at a time, on your phone or computer. Each step is saved as soon as you
                finish it.
              </p>
            </li>
            <li className="rounded-card bg-surface p-5">
              <p className="text-sm font-semibold text-accent-dark">Step 3</p>
              <h3 className="mt-1 text-lg font-semibold">Talk it through</h3>
              <p className="mt-2 text-muted">
                A loan officer goes over your options with you and sends your Loan Estimate, so you
                can compare offers.
              </p>
            </li>
          </ol>
        </section>

        <section aria-labelledby="calculators-title" className="mt-14">
          <h2 id="calculators-title" className="text-2xl font-bold sm:text-3xl">
            Mortgage calculators
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-3">
            {calculators.map((calc) => (
              <li key={calc.path}>
                <Link
                  to={calc.path}
                  className="block h-full rounded-card border border-line p-4 no-underline hover:border-accent sm:p-5"
                >
                  <span className="font-semibold text-accent">{calc.name}</span>
                  <span className="mt-1 block text-muted">{calc.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-5">
            <Link to="/calculators" className="font-semibold text-accent underline">
              See all {CALCULATORS.length} mortgage calculators
            </Link>
          </p>
        </section>

        <div className="mt-14 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <section aria-labelledby="reviews-title" className="rounded-card border border-line p-6">
            <h2 id="reviews-title" className="text-2xl font-bold">
              What borrowers say
            </h2>
            {reviews.count > 0 ? (
              <>
                <p className="mt-4 flex items-center gap-3">
                  <span className="text-4xl font-bold">{reviews.average.toFixed(1)}</span>
                  <Stars average={reviews.average} />
                </p>
                <p className="mt-1 text-muted">
                  Average rating out of 5, from {formatDecimal(reviews.count, 0)}{" "}
                  {reviews.count === 1 ? "review" : "reviews"}
                </p>
                <p className="mt-4">
                  <Link to="/reviews" className="font-semibold text-accent underline">
                    Read borrower reviews
                  </Link>
                </p>
              </>
            ) : (
              <>
                <p className="mt-4" data-reviews-empty>
                  Reviews appear here as borrowers who got their loan with us share them. Until
                  then, ask us anything: a loan officer answers within one business day, with no
                  credit check and no obligation.
                </p>
                <p className="mt-4">
                  <Link to="/apply/short" className="font-semibold text-accent underline">
                    Ask a loan officer
                  </Link>
                </p>
              </>
            )}
          </section>

          <section aria-labelledby="learn-title">
            <h2 id="learn-title" className="text-2xl font-bold">
              New to mortgages? Start here
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {featured.map((a) => (
                <li key={a.slug}>
                  <Link
                    to={`/learn/${a.slug}`}
                    className="block h-full rounded-card border border-line p-4 no-underline hover:border-accent"
                  >
                    <span className="font-semibold text-accent">{a.title}</span>
                    <span className="mt-1 block text-sm text-muted">
                      {a.readingMinutes} min read
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <p className="mt-4">
              <Link to="/learn" className="font-semibold text-accent underline">
                Browse all {articleCount} guides in the learning center
              </Link>
            </p>
          </section>
        </div>

        <section
          aria-labelledby="contact-title"
          className="mt-14 rounded-card bg-surface p-6 sm:p-8"
        >
          <h2 id="contact-title" className="text-2xl font-bold">
            Rather talk to a person?
          </h2>
          <p className="mt-2 text-lg">
            Call{" "}
            <a href={lender.phoneHref} className="font-semibold text-accent underline">
              {lender.phone}
            </a>
            , {lender.businessHours}.
          </p>
          <p className="mt-2 text-muted">
            Licensed in {lender.licensedStates.length} states.{" "}
            <Link to="/licensing" className="text-accent underline">
              See our state licenses
            </Link>
            .
          </p>
        </section>
      </div>
    </>
  );
}

/** Five stars filled to the average; decorative, the number beside them is what is read out. */
function Stars({ average }: { average: number }) {
  const percent = Math.max(0, Math.min(100, (average / 5) * 100));
  return (
    <span aria-hidden="true" className="relative inline-block text-2xl leading-none tracking-wider">
      <span className="text-line">★★★★★</span>
      <span
        className="absolute inset-y-0 left-0 overflow-hidden whitespace-nowrap text-chart-amber"
        style={{ width: `${percent}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
