import type { FormEvent, ReactNode } from "react";
import { lender } from "~/config/lender";

/**
 * The portal's sign-in fields: the server-rendered panel (no JavaScript) and the dialog share
 * them. It posts to the portal, a separate system.
 */
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
