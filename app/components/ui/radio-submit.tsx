import { useRef } from "react";
import { SelectRadio, type SelectRadioProps } from "./select-radio";

const ARROWS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

export type RadioSubmitProps = SelectRadioProps & {
  /** The fallback button's text, shown only without JavaScript. */
  submitLabel?: string;
  /** False when the form has its own submit button (an application step's NEXT). */
  fallbackButton?: boolean;
};

/**
 * A one-question step: choosing an answer submits the form (requestSubmit, so React Router's
 * <Form> and validation see it). Arrow keys only move between answers, as in any radio group;
 * submitting on them would send the first answer the user passes (WCAG 3.2.2). Space on an
 * answer, Enter, a click or a tap submits. Without JavaScript a normal submit button shows.
 */
export function RadioSubmit({
  submitLabel = "Continue",
  fallbackButton = true,
  onChange,
  ...props
}: RadioSubmitProps) {
  const movingByArrow = useRef(false);
  return (
    <div
      onKeyDown={(event) => {
        if (ARROWS.has(event.key)) movingByArrow.current = true;
        const target = event.target;
        if (
          event.key === "Enter" &&
          target instanceof HTMLInputElement &&
          target.type === "radio"
        ) {
          event.preventDefault();
          if (!target.checked) target.click();
          else target.form?.requestSubmit();
        }
      }}
      onKeyUp={() => {
        movingByArrow.current = false;
      }}
    >
      <SelectRadio
        {...props}
        onChange={(value, event) => {
          onChange?.(value, event);
          if (movingByArrow.current) return;
          event.currentTarget.form?.requestSubmit();
        }}
      />
      {fallbackButton ? (
        <noscript>
          <button
            type="submit"
            className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-white hover:bg-accent-dark"
          >
            {submitLabel}
          </button>
        </noscript>
      ) : null}
    </div>
  );
}
