/**
 * What a 404 thrown by a content route carries for the root error boundary: pages that look like
 * what the visitor was after. `throw data(notFoundData(...), { status: 404 })`.
 */
export type PageSuggestion = { title: string; href: string };
export type NotFoundData = { notFound: true; suggestions: PageSuggestion[] };

export function notFoundData(suggestions: PageSuggestion[]): NotFoundData {
  return { notFound: true, suggestions };
}

export function suggestionsFrom(data: unknown): PageSuggestion[] {
  if (typeof data !== "object" || data === null || !("suggestions" in data)) return [];
  const list = (data as { suggestions: unknown }).suggestions;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (s): s is PageSuggestion =>
      typeof s === "object" &&
      s !== null &&
      typeof (s as PageSuggestion).title === "string" &&
      typeof (s as PageSuggestion).href === "string" &&
      (s as PageSuggestion).href.startsWith("/"),
  );
}
