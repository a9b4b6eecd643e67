import { useId, useState, type FormEvent } from "react";
import { Modal } from "~/components/ui/modal";
import { RevealPassword } from "~/components/ui/reveal-password";
import { lender } from "~/config/lender";
import { SignInForm } from "./sign-in-form";

/** Reads the text of an HTML answer, so a third party's markup is shown, never run. */
function answerText(body: string): string {
  const doc = new DOMParser().parseFromString(body, "text/html");
  doc.querySelectorAll("script, style, noscript, template").forEach((el) => el.remove());
  // Blocks end with a space, so "<h1>A</h1><p>B</p>" reads "A B".
  doc
    .querySelectorAll("h1, h2, h3, h4, h5, h6, p, li, div, br, tr, td")
    .forEach((el) => el.append(" "));
  return (doc.body?.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 600);
}

type Failure = { kind: "answer"; text: string } | { kind: "unreachable" };

/**
 * The borrower-portal sign-in dialog, loaded only when a page asks for it (see sign-in-prompt).
 * The form posts to the portal (a separate system); when that post fails, the portal's answer
 * is shown in place of the form (spec 7's cas-redirect rule), as text.
 */
export default function SignInModal({
  portalUrl,
  onClose,
}: {
  portalUrl: string;
  onClose: () => void;
}) {
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const passwordId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    try {
      const res = await fetch(form.action, {
        method: "POST",
        body: new FormData(form),
        credentials: "include",
        redirect: "follow",
      });
      if (res.ok) {
        window.location.assign(res.url || form.action);
        return;
      }
      setFailure({
        kind: "answer",
        text: answerText(await res.text()) || `The portal answered with an error (${res.status}).`,
      });
    } catch {
      // Offline, or the portal does not let this site read its answer (CORS): either way the
      // borrower can still sign in on the portal's own page.
      setFailure({ kind: "unreachable" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title="Sign in to your loan portal" id="portal-signin">
      <div data-signin-block="">
        {failure !== null ? (
          <div role="alert" className="grid gap-3">
            {failure.kind === "answer" ? (
              <p data-portal-answer="">{failure.text}</p>
            ) : (
              <p data-portal-unreachable="">
                We couldn&apos;t reach the borrower portal from this page. Nothing was sent. You can{" "}
                <a className="text-accent underline" href={portalUrl}>
                  sign in on the portal&apos;s own page
                </a>
                , or call us at{" "}
                <a className="text-accent underline" href={lender.phoneHref}>
                  {lender.phone}
                </a>{" "}
                and we&apos;ll help you get in.
              </p>
            )}
            <button
              type="button"
              className="justify-self-start text-accent underline"
              onClick={() => setFailure(null)}
            >
              Try again
            </button>
          </div>
        ) : (
          <SignInForm portalUrl={portalUrl} passwordId={passwordId} busy={busy} onSubmit={onSubmit}>
            <RevealPassword inputId={passwordId} label="Show password" />
          </SignInForm>
        )}
      </div>
    </Modal>
  );
}
