import { useState } from "react";
import { useHydrated } from "./use-hydrated";

export type RevealPasswordProps = {
  /** The id of the password-type input it reveals (the SSN field). */
  inputId: string;
  label?: string;
  className?: string;
};

/**
 * A "Show" checkbox that switches the input with `inputId` between type="password" and
 * type="text". It has no name, so it is never submitted. Without JavaScript it cannot work, so
 * it stays disabled until hydration (rendered from the start to keep the layout still).
 */
export function RevealPassword({ inputId, label = "Show", className = "" }: RevealPasswordProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  return (
    // The whole label is the target: 44 px tall, wider than the box.
    <label
      className={`inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink ${className}`}
    >
      <input
        type="checkbox"
        aria-controls={inputId}
        checked={shown}
        disabled={!hydrated}
        onChange={(event) => {
          const reveal = event.currentTarget.checked;
          const target = document.getElementById(inputId);
          if (target instanceof HTMLInputElement) target.type = reveal ? "text" : "password";
          setShown(reveal);
        }}
        className="size-5 accent-accent"
      />
      {label}
    </label>
  );
}
