import type { ProgressItem } from "~/lib/application/engine";

/**
 * The steps of the application (spec 4): done steps are complete, the current one active, later
 * ones plain. A segmented bar that always fits the screen, with the current step named above it;
 * a screen reader hears every step and its state.
 */
export function ProgressBar({ items }: { items: ProgressItem[] }) {
  const visible = items.filter((i) => i.slug !== "form_received");
  const activeIndex = visible.findIndex((i) => i.state === "active");
  const active = visible[activeIndex];
  return (
    <nav aria-label="Application progress" data-progress-bar="" className="mb-2">
      <p className="mb-2 text-sm text-muted" aria-hidden="true">
        {active
          ? `Step ${activeIndex + 1} of ${visible.length}: ${active.label}`
          : `All ${visible.length} steps done`}
      </p>
      <ol className="flex gap-1">
        {visible.map((item, index) => (
          <li
            key={item.slug}
            data-state={item.state}
            aria-current={item.state === "active" ? "step" : undefined}
            className="min-w-0 flex-1"
          >
            <span
              aria-hidden="true"
              className={`block h-2 rounded-full ${
                item.state === "complete"
                  ? "bg-accent"
                  : item.state === "active"
                    ? "bg-accent-dark"
                    : "bg-line"
              }`}
            />
            <span className="sr-only">
              {`Step ${index + 1} of ${visible.length}, ${item.label}${
                item.state === "complete"
                  ? ", done"
                  : item.state === "active"
                    ? ", current step"
                    : ""
              }`}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
