import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { lender } from "~/config/lender";

export const SIGN_IN_ACTION = "portal-signin";

const SignInModal = lazy(() => import("./sign-in-modal"));

export function SignInForm({
  portalUrl,
  passwordId,
  busy = false,
  onSubmit,
  children,
}: {
  portalUrl: string;
  passwordId: string;
  busy?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
}) {
  return (
    <form method="post" action={portalUrl} onSubmit={onSubmit} className="grid gap-4">
      <p className="text-muted">
        Check your loan&apos;s status, upload documents and sign disclosures.
      </p>
      <label className="grid gap-1.5">
        <span className="font-medium">Email or username</span>
        <input
          name="username"
          autoComplete="username"
          required
          data-autofocus=""
          className="h-11 rounded-lg border border-line px-3"
        />
      </label>
      <div className="grid gap-1.5">
        <label htmlFor={passwordId} className="font-medium">
          Password
        </label>
        <input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          className="h-11 rounded-lg border border-line px-3"
        />
        {children}
      </div>
      <button
        type="submit"
        disabled={busy}
        className="min-h-12 rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
      >
        {busy ? "Signing in…" : "Sign in"}
      </button>
      <p className="text-sm text-muted">
        Trouble signing in? Call{" "}
        <a className="text-accent underline" href={lender.phoneHref}>
          {lender.phone}
        </a>
        .
      </p>
    </form>
  );
}

/**
 * Spec 2: any page opened with `?action=portal-signin` shows the portal sign-in on load. The
 * server renders the form in a panel (so it works without JavaScript); in the browser the
 * dialog's code loads only when a page asks for it, keeping it out of every page's bundle.
 */
export function SignInPrompt({ portalUrl }: { portalUrl: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const wanted = new URLSearchParams(location.search).get("action") === SIGN_IN_ACTION;
  const [open, setOpen] = useState(wanted);

  useEffect(() => {
    if (wanted) setOpen(true);
  }, [wanted, location.key]);

  if (!open) return null;
  if (!hydrated) {
    const params = new URLSearchParams(location.search);
    params.delete("action");
    const closeHref = sameSitePath(location.pathname) + (params.size ? `?${params}` : "");
    return (
      <section
        aria-labelledby="portal-signin-title"
        className="fixed inset-x-2 top-24 z-50 mx-auto max-w-lg rounded-card border border-line bg-white p-6 shadow-menu"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id="portal-signin-title" className="text-xl font-semibold">
            Sign in to your loan portal
          </h2>
          <a href={closeHref} className="text-accent underline">
            Close
          </a>
        </div>
        <div className="mt-4">
          <SignInForm portalUrl={portalUrl} passwordId="portal-password" />
        </div>
      </section>
    );
  }
  const close = () => {
    setOpen(false);
    const params = new URLSearchParams(location.search);
    if (!params.has("action")) return;
    params.delete("action");
    const search = params.toString();
    void navigate(
      {
        pathname: sameSitePath(location.pathname),
        search: search ? `?${search}` : "",
        hash: location.hash,
      },
      { replace: true, preventScrollReset: true },
    );
  };
  return (
    <Suspense fallback={null}>
      <SignInModal portalUrl={portalUrl} onClose={close} />
    </Suspense>
  );
}

/**
 * The pathname with one leading slash: a link to `//evil.example/` or `/\evil.example/` (which a
 * crafted URL can make the pathname) would take the visitor to another site.
 */
function sameSitePath(pathname: string): string {
  return `/${pathname.replace(/^(?:[/\\]|%5c|%2f)+/i, "")}`;
}
