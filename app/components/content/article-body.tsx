import { useEffect, useRef } from "react";
import { attachGlossaryTooltips } from "./glossary-tooltips";

/** Server-rendered article HTML with its glossary tooltips wired up once it is in the page. */
export function ArticleBody({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = ref.current;
    return container ? attachGlossaryTooltips(container) : undefined;
  }, [html]);
  return (
    <div
      ref={ref}
      className="prose-content article-body"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
