import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { Field } from "~/components/ui/field";
import { CSRF_FIELD } from "~/lib/application/wire";

/**
 * The back office's building blocks. Staff pages are plain server-rendered HTML forms and links
 * (they work without JavaScript and reload the document), built on the UI kit's Field.
 */

export const INPUT =
  "block w-full min-h-11 rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus:outline-2 focus:outline-accent";
export const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-accent px-5 font-semibold text-white hover:bg-accent-dark focus:outline-2 focus:outline-offset-2 focus:outline-accent";
export const BUTTON_QUIET =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-line bg-white px-4 font-medium text-accent hover:bg-accent-soft";

/** The CSRF token every staff form carries (checked by the root middleware before any action). */
export function CsrfField() {
  const root = useRouteLoaderData<{ csrfToken: string }>("root");
  return <input type="hidden" name={CSRF_FIELD} value={root?.csrfToken ?? ""} />;
}

export function PostForm({
  action,
  children,
  className = "",
  label,
}: {
  action?: string;
  children: ReactNode;
  className?: string;
  label?: string;
}) {
  return (
    <form method="post" action={action} className={className} aria-label={label}>
      <CsrfField />
      {children}
    </form>
  );
}

export function TextField({
  label,
  name,
  type = "text",
  error,
  autoComplete,
  defaultValue,
  hint,
  required = true,
  inputMode,
  id,
}: {
  label: string;
  name: string;
  /** Defaults to f-{name}; give one when a page has two fields of the same name. */
  id?: string;
  type?: string;
  error?: string;
  autoComplete?: string;
  defaultValue?: string;
  hint?: string;
  required?: boolean;
  inputMode?: "numeric" | "email" | "text";
}) {
  return (
    <Field label={label} error={error} hint={hint} required={required} id={id ?? `f-${name}`}>
      {(props) => (
        <input
          {...props}
          name={name}
          type={type}
          autoComplete={autoComplete}
          defaultValue={defaultValue}
          inputMode={inputMode}
          className={INPUT}
        />
      )}
    </Field>
  );
}

export function SelectField({
  label,
  name,
  options,
  defaultValue,
  empty,
  error,
}: {
  label: string;
  name: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string;
  /** The label of a first "any" choice with an empty value. */
  empty?: string;
  error?: string;
}) {
  return (
    <Field label={label} id={`f-${name}`} error={error}>
      {(props) => (
        <select {...props} name={name} defaultValue={defaultValue} className={INPUT}>
          {empty !== undefined ? <option value="">{empty}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function Notice({
  tone = "info",
  children,
}: {
  tone?: "info" | "bad" | "good";
  children: ReactNode;
}) {
  const colours = {
    info: "border-accent bg-accent-soft",
    bad: "border-bad bg-white text-bad",
    good: "border-good bg-white text-good",
  }[tone];
  return (
    <div
      role={tone === "bad" ? "alert" : "status"}
      className={`mt-4 rounded-lg border-l-4 p-4 ${colours}`}
    >
      {children}
    </div>
  );
}

/** Dates as staff read them, in UTC so every office sees the same. */
export function When({ iso }: { iso: string }) {
  if (!iso) return <>—</>;
  const text = `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  return <time dateTime={iso}>{text}</time>;
}

/** Previous / next links for a paged list, keeping the other query parameters. */
export function Pager({
  page,
  total,
  pageSize,
  params,
}: {
  page: number;
  total: number;
  pageSize: number;
  params: Record<string, string>;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => {
    const q = new URLSearchParams(Object.entries(params).filter(([, v]) => v !== ""));
    q.set("page", String(p));
    return `?${q.toString()}`;
  };
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-4">
      {page > 1 ? (
        <a className="text-accent underline" href={href(page - 1)}>
          Previous page
        </a>
      ) : null}
      <span>
        Page {page} of {pages} ({total} in all)
      </span>
      {page < pages ? (
        <a className="text-accent underline" href={href(page + 1)}>
          Next page
        </a>
      ) : null}
    </nav>
  );
}
