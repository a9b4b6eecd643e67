import glossaryFile from "../../content/glossary.json";
import { fillProgramFigures } from "./program-figures";

export type GlossaryEntry = { id: string; term: string; definition: string };

// Program figures ({{conformingLimit}}, …) come from the one data file (program-figures.ts).
const entries: GlossaryEntry[] = glossaryFile.map((entry) => ({
  ...entry,
  definition: fillProgramFigures(entry.definition),
}));
const byId = new Map(entries.map((e) => [e.id, e]));

export function glossaryEntry(id: string): GlossaryEntry | undefined {
  return byId.get(id);
}

/** Every term, A to Z (the glossary page). */
export function listGlossary(): GlossaryEntry[] {
  return [...entries].sort((a, b) => a.term.localeCompare(b.term, "en"));
}
