import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from "react";
import { Tooltip } from "./tooltip";

/** What Field hands to its control so the label, hint and error are wired to it. */
export type FieldControlProps = {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  required?: boolean;
};

export type FieldProps = {
  label: ReactNode;
  /** The control's id; generated when omitted. */
  id?: string;
  /** Format or unit help shown under the label ("MM/YYYY", "per year"). */
  hint?: ReactNode;
  /** The message for an invalid value; sets aria-invalid on the control. */
  error?: string | null;
  required?: boolean;
  /** Explains a term in a tooltip beside the label. */
  help?: ReactNode;
  /** The help button's name; "More about {label}" when the label is text. */
  helpLabel?: string;
  /** Extra ids to describe the control with, besides the hint and error. */
  describedBy?: string;
  /**
   * The control: a function receiving the props to spread on it, or a single element that gets
   * them merged in.
   */
  children: ((props: FieldControlProps) => ReactNode) | ReactElement<Partial<FieldControlProps>>;
  className?: string;
};

/**
 * A labelled form field: label (with a required marker), optional help tooltip, hint, the
 * control and its error message, linked to the control with aria-describedby.
 */
export function Field({
  label,
  id,
  hint,
  error,
  required = false,
  help,
  helpLabel,
  describedBy,
  children,
  className = "",
}: FieldProps) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const ownDescribedBy =
    typeof children === "function" ? undefined : children.props["aria-describedby"];
  const describedByIds = [ownDescribedBy, describedBy, hint ? hintId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const controlProps: FieldControlProps = {
    id: controlId,
    ...(describedByIds ? { "aria-describedby": describedByIds } : {}),
    ...(error ? { "aria-invalid": true as const } : {}),
    ...(required ? { required: true } : {}),
  };
  const control =
    typeof children === "function"
      ? children(controlProps)
      : isValidElement(children)
        ? cloneElement(children, controlProps)
        : children;

  return (
    <div className={`grid gap-1.5 ${className}`}>
      <div className="flex items-center gap-1.5">
        <label htmlFor={controlId} className="font-medium text-ink">
          {label}
          {required ? (
            <span aria-hidden="true" className="ml-0.5 text-bad">
              *
            </span>
          ) : null}
        </label>
        {help ? (
          <Tooltip
            content={help}
            label={
              helpLabel ?? (typeof label === "string" ? `More about ${label}` : "More information")
            }
          />
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {control}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-bad">
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className="mt-0.5 size-4 shrink-0"
            fill="currentColor"
          >
            <path d="M10 2a8 8 0 100 16 8 8 0 000-16zm-.9 4h1.8v5.5H9.1V6zm0 7.2h1.8V15H9.1v-1.8z" />
          </svg>
          <span>
            <span className="sr-only">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
    </div>
  );
}
