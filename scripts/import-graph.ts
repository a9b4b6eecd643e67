import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The import graph of the app's own modules (app/ and server/): static imports, re-exports and
 * dynamic `import()` (type-only imports are left out: they do not run), resolved through the `~/` alias and relative paths. `cycles()` lists the
 * strongly connected groups of two or more modules (and modules importing themselves), so a test
 * can keep the tree free of cycles; run this file to print the graph as layer → layer counts.
 */

const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\s*\(\s*["']([^"']+)["']\s*\)|^import\s*["']([^"']+)["']/gm;

const TYPE_ONLY = /^\s*(?:import|export)\s+type\s[^;]*?from\s*["'][^"']+["'];?/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith(".") ? [] : sourceFiles(full);
    return EXTENSIONS.includes(path.extname(name)) ? [full] : [];
  });
}

function resolve(root: string, from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(root, "app", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e)];
  candidates.push(...EXTENSIONS.map((e) => path.join(base, "index" + e)));
  for (const c of candidates) {
    try {
      if (statSync(c).isFile()) return c;
    } catch {
      // not this one
    }
  }
  return null;
}

export type Graph = Map<string, Set<string>>;

/** module (path from the root) → the modules it imports. Tests are left out. */
export function importGraph(root: string): Graph {
  const graph: Graph = new Map();
  const files = ["app", "server"].flatMap((d) => sourceFiles(path.join(root, d)));
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    // Type-only imports are erased from the JavaScript: they make no runtime edge.
    const text = readFileSync(file, "utf8").replace(TYPE_ONLY, "");
    const edges = new Set<string>();
    for (const match of text.matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier) continue;
      const target = resolve(root, file, specifier);
      if (target) edges.add(path.relative(root, target));
    }
    graph.set(path.relative(root, file), edges);
  }
  return graph;
}

/** Tarjan's strongly connected components of two or more modules, plus self-imports. */
export function cycles(graph: Graph): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indices.set(node, index);
    low.set(node, index++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indices.get(next)!));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || graph.get(node)?.has(node)) found.push(group.sort());
    }
  };
  for (const node of graph.keys()) if (!indices.has(node)) visit(node);
  return found;
}

/** "app/lib/finance/payment.ts" → "lib"; "app/root.tsx" → "root"; "server/app.ts" → "server". */
export function layerOf(file: string): string {
  const parts = file.split(path.sep);
  if (parts[0] !== "app") return parts[0]!;
  return parts.length > 2 ? parts[1]! : path.basename(parts[1]!, path.extname(parts[1]!));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const graph = importGraph(process.cwd());
  const counts = new Map<string, number>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const key = `${layerOf(from)} → ${layerOf(to)}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  for (const [edge, n] of [...counts].sort()) console.log(`${edge.padEnd(28)} ${n}`);
  const found = cycles(graph);
  console.log(
    found.length ? `cycles:\n${found.map((c) => c.join(" ↔ ")).join("\n")}` : "no cycles",
  );
}
