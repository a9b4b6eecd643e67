import type { SetupView } from "./service.server";
import { BUTTON, Notice, PostForm, TextField } from "./ui";

export function SignInForm({ error, setupDone }: { error?: string; setupDone: boolean }) {
  return (
    <div className="mx-auto max-w-md rounded-card border border-line bg-white p-6">
      <h1 className="text-2xl font-bold">Staff sign-in</h1>
      <p className="mt-2 text-muted">
        For the lender&apos;s staff only. Every sign-in is recorded.
      </p>
      {setupDone ? (
        <Notice tone="good">Your account is set up. Sign in with your new password.</Notice>
      ) : null}
      {error ? <Notice tone="bad">{error}</Notice> : null}
      <PostForm className="mt-6 grid gap-4" label="Sign in">
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <button type="submit" className={BUTTON}>
          Continue
        </button>
      </PostForm>
    </div>
  );
}

export function CodeForm({ error }: { error?: string }) {
  return (
    <div className="mx-auto max-w-md rounded-card border border-line bg-white p-6">
      <h1 className="text-2xl font-bold">Enter your code</h1>
      <p className="mt-2 text-muted">
        Open your authenticator app and enter the 6-digit code it shows for this site.
      </p>
      {error ? <Notice tone="bad">{error}</Notice> : null}
      <PostForm className="mt-6 grid gap-4" label="Authenticator code">
        <TextField
          label="6-digit code"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <button type="submit" className={BUTTON}>
          Sign in
        </button>
      </PostForm>
      <p className="mt-4">
        <a className="text-accent underline" href="/staff/sign-in">
          Start again
        </a>
      </p>
    </div>
  );
}

export function SetupForm({
  view,
  errors,
}: {
  view: SetupView & { token: string };
  errors: Record<string, string>;
}) {
  return (
    <div className="mx-auto max-w-2xl rounded-card border border-line bg-white p-6">
      <h1 className="text-2xl font-bold">Set up your staff account</h1>
      <p className="mt-2">
        {view.name}, &lt;{view.email}&gt;. Choose a password, then add this account to an
        authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…): a code from
        it is needed at every sign-in.
      </p>
      {errors.form ? <Notice tone="bad">{errors.form}</Notice> : null}
      <PostForm className="mt-6 grid gap-5" label="Set up">
        <input type="hidden" name="token" value={view.token} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 12 characters; a phrase of several words is good. Common passwords are refused."
          error={errors.password}
        />
        <TextField
          label="The same password again"
          name="confirm"
          type="password"
          autoComplete="new-password"
          error={errors.confirm}
        />
        <section aria-labelledby="totp-heading" className="grid gap-3">
          <h2 id="totp-heading" className="text-xl font-semibold">
            Your authenticator
          </h2>
          <p>Scan this QR code with the app, or type the key below into it.</p>
          <div
            role="img"
            aria-label="QR code holding your authenticator key"
            className="h-48 w-48 border border-line"
            dangerouslySetInnerHTML={{ __html: view.qrSvg }}
          />
          <p>
            Key:{" "}
            <code data-totp-secret className="font-mono text-lg break-all">
              {view.secret}
            </code>
          </p>
        </section>
        <TextField
          label="The 6-digit code the app now shows"
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          error={errors.code}
        />
        <button type="submit" className={BUTTON}>
          Finish set-up
        </button>
      </PostForm>
    </div>
  );
}

export function SetupExpired() {
  return (
    <div className="mx-auto max-w-md rounded-card border border-line bg-white p-6">
      <h1 className="text-2xl font-bold">This set-up link does not work</h1>
      <p className="mt-2">
        It has expired or was already used. Ask an administrator for a new link.
      </p>
    </div>
  );
}
