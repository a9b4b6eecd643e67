import tseslint from "typescript-eslint";

/**
 * The layout rule (docs/decisions/011-layout-rule.md, README "Architecture"): each layer may
 * reach only where the rule says. `no-restricted-imports` patterns name both the `~/` alias and
 * relative paths, so neither way round the rule passes.
 */
const layer = (from) => [`~/${from}`, `~/${from}/*`, `**/${from}/*`];
const database = {
  group: [
    "drizzle-orm",
    "drizzle-orm/*",
    "pg",
    "@electric-sql/*",
    "~/db/schema",
    "~/db/client.server",
    "**/db/schema",
    "**/db/client.server",
  ],
  message: "Only app/models (and app/db) query the database.",
  // Passing the handle's type around is not querying.
  allowTypeImports: true,
};
/**
 * The lender's back office (docs/decisions/017-staff-back-office.md): only its own routes and
 * feature import it, so the borrower's pages ship none of its code. The one exception is the
 * application service, which fills the staff search index when an application is submitted.
 */
const staffFeature = {
  regex: "(^~|/)features/staff(/(?!search-index\\.server$)|$)|^\\.\\./staff(/|$)",
  message: "Only app/routes/staff and app/features/staff use the back office.",
};
/**
 * A date formatter built when a module loads costs a phone's browser 50 to 300 ms of blocked main
 * thread before the page can respond: the page's first Intl call loads ICU (decisions 038, 040).
 * Build one when it is first needed, or use the month-name tables in app/lib/format/month.ts.
 */
const noDateFormatAtLoad = {
  selector:
    ":matches(Program, ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator > NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
  message: "Build Intl.DateTimeFormat when first needed, not when the module loads (decision 038).",
};
/**
 * The first Intl call a page makes, a number formatter included, makes the browser load ICU: 20–70
 * ms in Chromium without throttling, four times that on a phone (decision 040). Numbers on screen
 * go through formatDecimal (app/lib/format/decimal.ts).
 */
const noNumberFormat = [
  {
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: "Use formatDecimal (app/lib/format/decimal.ts), not Intl.NumberFormat (decision 040).",
  },
  {
    selector: "CallExpression[callee.property.name=/^toLocale(String|DateString|TimeString)$/]",
    message:
      "Use formatDecimal or the tables in app/lib/format, not toLocaleString (decision 040).",
  },
];
const react = {
  group: ["react", "react-dom", "react-dom/*", "react-router", "react/*"],
  message: "app/lib is pure: no React, no router.",
};

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
      "bench/floor/build/**",
      "bench/floor/.react-router/**",
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
      "no-restricted-syntax": ["error", noDateFormatAtLoad, ...noNumberFormat],
    },
  },
  {
    // lib/ is pure: no React, no router, no database, no Node, no clock, no app layer above it.
    files: ["app/lib/**/*.ts", "app/lib/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            react,
            database,
            { group: ["node:*", "fs", "path"], message: "app/lib runs in the browser too." },
            {
              group: [
                ...layer("features"),
                ...layer("components"),
                ...layer("routes"),
                ...layer("models"),
                ...layer("db"),
                ...layer("utils"),
              ],
              message: "app/lib imports only app/lib and app/config.",
            },
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
        noDateFormatAtLoad,
        ...noNumberFormat,
      ],
    },
  },
  {
    // components/ is the generic UI kit: it knows no feature, no route, no database.
    files: ["app/components/**/*.ts", "app/components/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            database,
            {
              group: [...layer("features"), ...layer("routes"), ...layer("models"), ...layer("db")],
              message: "app/components is the generic kit: it imports no feature, route or model.",
            },
          ],
        },
      ],
    },
  },
  {
    // routes/ is transport only: read the request, call a service, render or answer.
    files: ["app/routes/**/*.ts", "app/routes/**/*.tsx", "app/root.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            database,
            {
              group: [...layer("models"), ...layer("db")],
              message: "Routes call a feature's service; they never reach the database.",
            },
            staffFeature,
          ],
        },
      ],
    },
  },
  {
    // The back office's routes: the same rule, and they may use the staff feature.
    files: ["app/routes/staff/**/*.ts", "app/routes/staff/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            database,
            {
              group: [...layer("models"), ...layer("db")],
              message: "Routes call a feature's service; they never reach the database.",
            },
          ],
        },
      ],
    },
  },
  {
    // features/ hold UI and services; services reach the database only through app/models.
    files: [
      "app/features/**/*.ts",
      "app/features/**/*.tsx",
      "app/content/**/*.ts",
      "app/utils/**/*.ts",
      "app/utils/**/*.tsx",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            database,
            { group: layer("routes"), message: "Only the router imports routes." },
            staffFeature,
          ],
        },
      ],
    },
  },
  {
    // The back office's feature: the features rule, and it may import itself.
    files: ["app/features/staff/**/*.ts", "app/features/staff/**/*.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            database,
            { group: layer("routes"), message: "Only the router imports routes." },
          ],
        },
      ],
    },
  },
);
