import { Link } from "react-router";
import { lender } from "~/config/lender";

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 border-t border-line bg-surface text-sm text-muted">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 md:grid-cols-3">
        <div>
          <p className="font-semibold text-ink">{lender.legalName}</p>
          <p className="mt-2">
            {lender.address.street}, {lender.address.city}, {lender.address.state}{" "}
            {lender.address.zip}
          </p>
          <p className="mt-2">
            Call us:{" "}
            <a href={lender.phoneHref} className="text-accent underline">
              {lender.phone}
            </a>
            <br />
            {lender.businessHours}
          </p>
        </div>
        <div>
          <p>
            NMLS ID{" "}
            <a
              href={lender.nmlsConsumerAccessUrl}
              className="text-accent underline"
              rel="noopener"
              target="_blank"
            >
              #{lender.nmlsId}
              <span className="sr-only"> (opens NMLS Consumer Access in a new tab)</span>
            </a>
          </p>
          <p className="mt-2">
            Licensed in: {lender.licensedStates.join(", ")}.{" "}
            <Link to="/licensing" className="text-accent underline">
              State licenses
            </Link>
          </p>
          <p className="mt-2 flex items-start gap-2">
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 22 22"
              className="mt-0.5 shrink-0"
            >
              <path
                d="M11 2 2 9h2v10h14V9h2z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.6"
              />
              <path d="M7 12h8M7 15h8" stroke="currentColor" strokeWidth="1.6" />
            </svg>
            <span>
              Equal Housing Lender. We do business in accordance with the Federal Fair Housing Law
              and the Equal Credit Opportunity Act.
            </span>
          </p>
        </div>
        <nav aria-label="Legal and policies">
          <ul className="space-y-2">
            <li>
              <Link to="/privacy" className="text-accent underline">
                Privacy notice
              </Link>
            </li>
            <li>
              <Link to="/licensing" className="text-accent underline">
                Licensing and disclosures
              </Link>
            </li>
            <li>
              <Link to="/accessibility" className="text-accent underline">
                Accessibility
              </Link>
            </li>
            <li>
              <Link to="/terms" className="text-accent underline">
                Terms of use
              </Link>
            </li>
            <li>
              <Link to="/esign" className="text-accent underline">
                E-SIGN disclosure
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
          <p>
            © {year} {lender.legalName}. Calculators give estimates, not loan offers.
          </p>
          <a href="#top" data-scroll-top="" className="text-accent underline">
            Back to top
          </a>
        </div>
      </div>
    </footer>
  );
}
