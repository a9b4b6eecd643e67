import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { errorAnswer } from "~/components/site/error-answer";
import { Footer } from "~/components/site/footer";
import { Header } from "~/components/site/header";
import { PageBehaviours } from "~/components/site/page-behaviours";
import { SignInPrompt } from "~/components/site/sign-in-prompt";
import { lender } from "~/config/lender";
import { csrfMiddleware } from "~/utils/csrf.server";
import { getEnv } from "~/utils/env.server";
import { useNonce } from "~/utils/nonce";
import { requestInfoContext } from "~/utils/request-context.server";
import { jsonLd } from "~/utils/seo";
import stylesheet from "./styles/app.css?url";

export const middleware: Route.MiddlewareFunction[] = [csrfMiddleware];

export function loader({ context, request }: Route.LoaderArgs) {
  const env = getEnv();
  const info = context.get(requestInfoContext);
  return {
    csrfToken: info.csrfToken,
    origin: env.PUBLIC_ORIGIN ?? new URL(request.url).origin,
    gtmId: env.GTM_ID ?? null,
    placesKey: env.GOOGLE_PLACES_KEY ?? null,
    portalSignInUrl: process.env.PORTAL_SIGNIN_URL ?? lender.portalSignInUrl,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

/** The token and settings never change during a visit: no need to reload them on navigation. */
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // `precedence` makes React place the stylesheet at the top of <head>, ahead of the script
  // preloads it hoists there: the one render-blocking request is asked for first.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: Route.MetaFunction = () => [
  jsonLd({
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${lender.siteUrl}/#organization`,
    name: lender.legalName,
    url: lender.siteUrl,
    telephone: lender.phone,
    identifier: { "@type": "PropertyValue", propertyID: "NMLS ID", value: lender.nmlsId },
    address: {
      "@type": "PostalAddress",
      streetAddress: lender.address.street,
      addressLocality: lender.address.city,
      addressRegion: lender.address.state,
      postalCode: lender.address.zip,
      addressCountry: "US",
    },
  }),
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<RootData>("root");
  const nonce = useNonce();
  // A page whose loader says `sensitiveStep: true` (an application step asking for SSN, date of
  // birth, income…) loads no third-party script.
  const matches = useMatches();
  const sensitive = matches.some(
    (m) => (m.loaderData as { sensitiveStep?: unknown } | undefined)?.sensitiveStep === true,
  );
  // The lender's back office (/staff) has its own frame: no site header, footer, sign-in
  // prompt or page behaviours, no third-party script, and no JavaScript at all (plain forms and
  // links; nothing is hydrated), so the staff pages ship no code and run none.
  const staff = matches.some((m) => (m.handle as { staff?: unknown } | undefined)?.staff === true);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a58a8" />
        {data ? <meta name="csrf-token" content={data.csrfToken} /> : null}
        <Meta />
        <Links />
        {/* Without scripting every dependent field of a step shows (see app.css), controls that
            need the script (sliders) do not, and the header's links show unmeasured. */}
        <noscript>
          <style>
            {
              "[data-js-hidden]{display:block}[data-js-only]{display:none}[data-js-measured]{visibility:visible}"
            }
          </style>
        </noscript>
        {data?.gtmId && !sensitive && !staff ? <TagManager id={data.gtmId} nonce={nonce} /> : null}
      </head>
      <body id="top" className="min-h-screen bg-white font-sans text-ink antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-accent px-4 py-3 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to main content
        </a>
        {staff ? (
          children
        ) : (
          <>
            <Header />
            <main id="main" tabIndex={-1} className="outline-none">
              {children}
            </main>
            <Footer />
            <PageBehaviours />
            {data ? <SignInPrompt portalUrl={data.portalSignInUrl} /> : null}
          </>
        )}
        {staff ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function TagManager({ id, nonce }: { id: string; nonce: string }) {
  const safeId = /^GTM-[A-Z0-9]{4,12}$/.test(id) ? id : null;
  if (!safeId) return null;
  const code = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`;
  return (
    <>
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: code }} />
      <script nonce={nonce} async src={`https://www.googletagmanager.com/gtm.js?id=${safeId}`} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

// The 404 page's help (suggestions, search, contacts) is code only a missing page needs: every
// other page's first visit is spared it (issue 19). The server still renders it in the HTML.
const NotFoundHelp = lazy(() =>
  import("~/components/content/not-found-help").then((m) => ({ default: m.NotFoundHelp })),
);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const network = isNetworkFailure(error);
  useEffect(() => {
    // Spec 2: a page fetch that fails on the network falls back to a full page load.
    if (network) window.location.reload();
  }, [network]);

  if (isRouteErrorResponse(error) && error.status === 404)
    return (
      <Suspense fallback={null}>
        <NotFoundHelp data={error.data} />
      </Suspense>
    );
  const { status, title, message } = errorAnswer(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold text-muted">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg whitespace-pre-line" data-server-answer="">
        {message}
      </p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
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
          <Link className="text-accent underline" to="/apply">
            Apply for a home loan
          </Link>
        </li>
      </ul>
      <p className="mt-8 text-muted">
        Need help now? Call{" "}
        <a className="text-accent underline" href={lender.phoneHref}>
          {lender.phone}
        </a>
        , {lender.businessHours}.
      </p>
    </div>
  );
}

function isNetworkFailure(error: unknown): boolean {
  return (
    typeof window !== "undefined" &&
    error instanceof TypeError &&
    /failed to fetch|networkerror|load failed|network request failed/i.test(error.message)
  );
}
