import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { databaseKinds } from "./tests/integration/database-kinds";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

/**
 * A pass without PGlite (INTEGRATION_DATABASES without pglite, as in the PostgreSQL half of
 * scripts/test.mjs's integration stage) leaves out the integration files that never touch
 * PostgreSQL: those that neither take their databases from tests/integration/databases.ts nor
 * create one. They start servers on PGlite only, which the PGlite pass does (decision 039).
 */
function pgliteOnlyFiles(): string[] {
  if (databaseKinds().includes("pglite")) return [];
  const dir = new URL("./tests/integration/", import.meta.url);
  return readdirSync(dir)
    .filter((name) => name.endsWith(".test.ts"))
    .filter((name) => {
      const source = readFileSync(new URL(name, dir), "utf8");
      return !source.includes('from "./databases"') && !source.includes("createTestDatabase");
    })
    .map((name) => `tests/integration/${name}`);
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          exclude: pgliteOnlyFiles(),
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
