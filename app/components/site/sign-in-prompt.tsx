import { lazy, Suspense, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useHydrated } from "~/components/ui/use-hydrated";
import { SignInForm } from "./sign-in-form";

const SIGN_IN_ACTION = "portal-signin";

const SignInModal = lazy(() => import("./sign-in-modal"));

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
