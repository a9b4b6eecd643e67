/** Class lists shared by the content pages' calls to action (Tailwind utilities, design tokens). */
export const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md bg-accent px-5 py-2.5 text-center font-semibold text-white no-underline hover:bg-accent-dark";

export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border-2 border-accent bg-white px-5 py-2 text-center font-semibold text-accent no-underline hover:bg-accent-soft";
