import { Link } from "react-router";

export type Choice = { to: string; title: string; text: string; time: string };

/** Large, plain choices between application forms. */
export function FormChooser({ choices }: { choices: Choice[] }) {
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2">
      {choices.map((c) => (
        <li key={c.to}>
          <Link
            to={c.to}
            className="block h-full rounded-card border border-line p-5 text-ink no-underline hover:border-accent hover:bg-accent-soft"
          >
            <span className="block text-xl font-semibold text-accent-dark">{c.title}</span>
            <span className="mt-2 block">{c.text}</span>
            <span className="mt-3 block text-sm text-muted">{c.time}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
