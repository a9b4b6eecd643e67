import { Form, Link } from "react-router";
import { RESUME_LINK_HOURS as LINK_HOURS } from "~/lib/application/resume";
import { CSRF_FIELD } from "~/lib/application/wire";

export type AnotherDeviceView = {
  form: string;
  csrfToken: string;
  offered: boolean;
  hasDraft: boolean;
  email: string;
  state: "ask" | "sent" | "refused";
  error: string | null;
  message: string | null;
};

/** "Continue on another device": ask for an address, then say a link was sent. */
export function AnotherDevicePage({ page }: { page: AnotherDeviceView }) {
  const back = `/apply/${page.form}`;
  if (page.state === "sent") {
    return (
      <Shell title="Check your e-mail" back={back}>
        <p role="status" className="mt-4 text-lg">
          We&apos;ve sent a link to that address. Open it on the device you want to continue on: it
          works once, within {LINK_HOURS} hours. Your answers stay on this device too.
        </p>
        <p className="mt-4 text-muted">
          Nothing there after a few minutes? Check your spam folder, or ask for a new link.
        </p>
      </Shell>
    );
  }
  const unavailable = !page.offered
    ? "Links by e-mail aren't available on this site at the moment."
    : !page.hasDraft
      ? "There are no saved answers in this browser to continue yet. Answer the first question, then ask for a link."
      : null;
  return (
    <Shell title="Continue on another device" back={back}>
      {page.message ? (
        <p role="alert" className="mt-4 rounded-card border border-bad bg-white px-4 py-3 text-lg">
          {page.message}
        </p>
      ) : null}
      {unavailable && !page.message ? <p className="mt-4 text-lg">{unavailable}</p> : null}
      {!unavailable ? (
        <>
          <p className="mt-4 text-lg">
            We&apos;ll e-mail you a link that opens this application where you left off, on your
            phone, tablet or another computer. The link works once, within {LINK_HOURS} hours, and
            holds nothing about you.
          </p>
          <Form method="post" className="mt-8 grid gap-4" reloadDocument>
            <input type="hidden" name={CSRF_FIELD} value={page.csrfToken} />
            <div className="grid gap-2">
              <label htmlFor="resume-email" className="font-semibold">
                Email address
              </label>
              <input
                id="resume-email"
                name="email"
                type="email"
                autoComplete="email"
                required
                maxLength={254}
                defaultValue={page.email}
                aria-invalid={page.error ? true : undefined}
                aria-describedby={page.error ? "resume-email-error" : undefined}
                className="h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink aria-invalid:border-bad"
              />
              {page.error ? (
                <p id="resume-email-error" className="text-sm font-medium text-bad">
                  {page.error}
                </p>
              ) : null}
            </div>
            <div>
              <button
                type="submit"
                className="min-h-12 rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
              >
                Email me a link
              </button>
            </div>
          </Form>
        </>
      ) : null}
    </Shell>
  );
}

export type ContinueView =
  { kind: "valid"; csrfToken: string; token: string } | { kind: "used" | "expired" | "unknown" };

/**
 * What a resume link opens. A valid link asks for one press of a button (the POST uses it): mail
 * scanners that fetch every link in a message must not spend it.
 */
export function ContinuePage({ page }: { page: ContinueView }) {
  if (page.kind === "valid") {
    return (
      <Shell title="Continue your application">
        <p className="mt-4 text-lg">
          This opens your saved application in this browser, at the step where you left off. This
          link works only once.
        </p>
        <Form method="post" className="mt-8" reloadDocument>
          <input type="hidden" name={CSRF_FIELD} value={page.csrfToken} />
          <button
            type="submit"
            className="min-h-12 rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            Continue my application
          </button>
        </Form>
      </Shell>
    );
  }
  const why =
    page.kind === "used"
      ? "This link has already been used, so it can't open the application again."
      : page.kind === "expired"
        ? `This link has expired: links work for ${LINK_HOURS} hours.`
        : "We don't recognise this link. It may have been copied incompletely.";
  return (
    <Shell title="This link can't be used">
      <p className="mt-4 text-lg">{why}</p>
      <p className="mt-4 text-lg">
        On the device where you started, choose &ldquo;Continue on another device&rdquo; to get a
        new link, or start a new application here.
      </p>
      <p className="mt-8">
        <Link
          to="/apply"
          reloadDocument
          className="inline-flex min-h-12 items-center rounded-lg bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
        >
          Start an application
        </Link>
      </p>
    </Shell>
  );
}

function Shell({
  title,
  back,
  children,
}: {
  title: string;
  back?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      {children}
      {back ? (
        <p className="mt-8">
          <Link to={back} reloadDocument className="font-medium text-accent underline">
            Back to my application
          </Link>
        </p>
      ) : null}
    </div>
  );
}
