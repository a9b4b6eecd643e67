import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      ".builds/**",
      ".react-router/**",
      "node_modules/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    // lib/ and the feature engines are pure: no React, no router, no database, no clock.
    files: ["app/lib/**/*.ts", "app/features/application/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react", "react-dom", "react-router", "react/*"],
              message: "Pure modules must not import React.",
            },
            {
              group: [
                "drizzle-orm",
                "drizzle-orm/*",
                "pg",
                "@electric-sql/*",
                "~/db/*",
                "~/models/*",
              ],
              message: "Pure modules must not touch the database.",
            },
            { group: ["node:*", "fs", "path"], message: "Pure modules run in the browser too." },
          ],
        },
      ],
      "no-restricted-properties": [
        "error",
        {
          object: "Date",
          property: "now",
          message: "Pass 'today' in instead of reading the clock.",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: "Pass 'today' in instead of reading the clock.",
        },
      ],
    },
  },
);
