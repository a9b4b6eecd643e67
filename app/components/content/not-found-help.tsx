import { Link } from "react-router";
import { lender } from "~/config/lender";
import { suggestionsFrom } from "~/content/not-found";

/**
 * The body of the 404 page (root error boundary): pages that match the address, a search of the
 * learning center (a plain GET form, so it works before and without JavaScript), the main
 * sections and a phone number.
 */
export function NotFoundHelp({ data }: { data: unknown }) {
  const suggestions = suggestionsFrom(data);
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <title>{`Page not found | ${lender.name}`}</title>
      <p className="text-sm font-semibold text-muted">Error 404</p>
      <h1 className="mt-2 text-3xl font-bold">We can&rsquo;t find that page</h1>
      <p className="mt-4 text-lg">The page may have moved, or the address may have a typo.</p>

      {suggestions.length > 0 ? (
        <section aria-labelledby="nf-suggestions" className="mt-8">
          <h2 id="nf-suggestions" className="text-xl font-bold">
            Were you looking for one of these?
          </h2>
          <ul className="mt-3 space-y-2">
            {suggestions.map((s) => (
              <li key={s.href}>
                <Link to={s.href} className="text-lg text-accent underline">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <form
        method="get"
        action="/learn"
        role="search"
        aria-label="Learning center"
        className="mt-8"
      >
        <label htmlFor="nf-q" className="block text-xl font-bold">
          Search the learning center
        </label>
        <div className="mt-3 flex gap-2">
          <input
            id="nf-q"
            type="search"
            name="q"
            maxLength={100}
            placeholder="Try: closing costs"
            className="min-h-11 w-full min-w-0 rounded-md border border-muted bg-white px-3 text-base"
          />
          <button
            type="submit"
            className="min-h-11 shrink-0 rounded-md bg-accent px-4 font-semibold text-white hover:bg-accent-dark"
          >
            Search
          </button>
        </div>
      </form>

      <section aria-labelledby="nf-sections" className="mt-10">
        <h2 id="nf-sections" className="text-xl font-bold">
          Or go to
        </h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          <li>
            <Link className="text-accent underline" to="/">
              Home page
            </Link>
          </li>
          <li>
            <Link className="text-accent underline" to="/calculators">
              Mortgage calculators
            </Link>
          </li>
          <li>
            <Link className="text-accent underline" to="/learn">
              Learning center
            </Link>
          </li>
          <li>
            <Link className="text-accent underline" to="/mortgage-types">
              Compare loan types
            </Link>
          </li>
          <li>
            <Link className="text-accent underline" to="/apply">
              Apply for a home loan
            </Link>
          </li>
          <li>
            <Link className="text-accent underline" to="/reviews">
              Borrower reviews
            </Link>
          </li>
        </ul>
      </section>

      <p className="mt-10 text-muted">
        Need help now? Call{" "}
        <a className="text-accent underline" href={lender.phoneHref}>
          {lender.phone}
        </a>
        , {lender.businessHours}.
      </p>
    </div>
  );
}
