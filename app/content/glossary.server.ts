import glossaryFile from "../../content/glossary.json";

export type GlossaryEntry = { id: string; term: string; definition: string };

const entries: GlossaryEntry[] = glossaryFile;
const byId = new Map(entries.map((e) => [e.id, e]));

export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return byId.get(id);
}
