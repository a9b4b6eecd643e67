/**
 * Splits a markdown file into its front matter (simple `key: value` lines between `---` fences)
 * and its body. Values may be quoted. That is all our content files use, so no YAML library.
 */
export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) return { data: {}, body: source };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0 || line.trimStart().startsWith("#")) continue;
    const key = line.slice(0, colon).trim();
    let value = line.slice(colon + 1).trim();
    if (/^(["']).*\1$/.test(value)) value = value.slice(1, -1);
    data[key] = value;
  }
  return { data, body: source.slice(match[0].length) };
}

/**
 * Markdown without its HTML comments. Content files cite their sources in `<!-- Source: ... -->`
 * comments for reviewers; those are for the people who edit the file, not for the page, so they
 * are dropped (with the line they stand on) before the markdown is counted or rendered.
 */
export function stripComments(markdown: string): string {
  return markdown.replace(/^[ \t]*<!--[\s\S]*?-->[ \t]*(?:\r?\n|$)|<!--[\s\S]*?-->/gm, "");
}
