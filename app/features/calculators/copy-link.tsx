import { useState } from "react";

/** Copies the calculator's current address (which holds every input) to the clipboard. */
export function CopyLink({ calculator }: { calculator?: string }) {
  const [status, setStatus] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setStatus("Link copied. Anyone with it sees these numbers.");
    } catch {
      setStatus("Copy the address from your browser's address bar to share these numbers.");
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button
        type="button"
        data-calculator={calculator}
        onClick={copy}
        className="min-h-11 rounded-md border border-line bg-white px-4 py-2 text-sm font-medium text-accent hover:bg-accent-soft"
      >
        Copy link to these results
      </button>
      <p role="status" className="text-sm text-muted">
        {status}
      </p>
    </div>
  );
}
