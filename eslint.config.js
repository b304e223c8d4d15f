import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// imports with one home each: forms, translations, icons
const restrictedPaths = [
  {
    name: "@conform-to/zod/v4",
    importNames: ["parseWithZod"],
    message: "Parse forms with parseForm from #app/lib/schemas/parse (it removes bidirectional control characters).",
  },
  {
    name: "react-router",
    importNames: ["Link"],
    message: "Use Link from #app/components/link (a plain anchor where the router has nothing to add, decision 033).",
  },
  {
    name: "lucide-react",
    message: "Use the sprite icons of #app/components/icons (add the icon there and run scripts/build-icons.ts, decision 030).",
  },
];

// the browser has no i18next: its texts come from app/lib/browser-texts.ts (decision 035); only the server imports it
const noI18next = {
  name: "i18next",
  allowTypeImports: true,
  message:
    "Take texts from useTranslation in #app/lib/use-translation; i18next is the server's (#app/server/platform/i18n.server, decision 035).",
};

// the demo data (demo/) is loaded beside the app, never bundled into it (decision 039)
const noDemoImport = {
  regex: "^(#demo/|(\\.\\./)+demo/)",
  message: "The app never imports the demo data: it is built apart and handed to the start-up by server.js (decision 039).",
};

const routeDbMessage =
  "A route reads and writes through a server module (app/server/<feature>/…), never the database client or SQL (decision 040).";

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      "node_modules/**",
      ".react-router/**",
      "app/generated/**",
      ".tmp/**",
      "data/**",
      "test-results/**",
      "playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      // typed linting: the promise rules below need the types of what a call returns
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks },
    rules: {
      // a promise is awaited, returned, or deliberately let go with `void` and a catch that logs
      "@typescript-eslint/no-floating-promises": "error",
      // checksVoidReturn stays whole, JSX attributes included: handlers that start async work say so with
      // `void` (the router's navigate and submit settle on their own), so an async function passed where
      // React ignores the result is a finding, not noise
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: true }],
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      // every form is parsed through parseForm (app/lib/schemas/parse.ts): one rule for free text
      "no-restricted-imports": [
        "error",
        {
          paths: [...restrictedPaths, noI18next],
        },
      ],
    },
  },
  // server code and shared rules never depend on UI components (the direction is components → lib/server types)
  // and the platform (app/server/platform: database, jobs, auth, mail, guards) never depends on a business feature;
  // the two wiring modules at app/server's root (startup, job handlers) are where features meet the platform
  ...[
    { files: ["app/server/**/*.ts"], paths: restrictedPaths, patterns: [] },
    {
      files: ["app/server/platform/**/*.ts"],
      paths: restrictedPaths,
      patterns: [
        {
          regex: "^#app/server/(?!platform/)",
          message:
            "The platform must not import a business feature; let the feature call the platform, or wire them in app/server/startup.server.ts or job-handlers.server.ts.",
        },
      ],
    },
    { files: ["app/lib/**/*.ts"], paths: [...restrictedPaths, noI18next], patterns: [] },
  ].map(({ files, paths, patterns }) => ({
    files,
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths,
          patterns: [
            {
              regex: "^#app/(components|routes)/",
              message: "app/server and app/lib must not import UI components or routes; move the shared value into app/lib.",
            },
            noDemoImport,
            ...patterns,
          ],
        },
      ],
    },
  })),
  {
    // routes and components stay out of the demo data too (decision 039)
    files: ["app/routes/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [...restrictedPaths, noI18next], patterns: [noDemoImport] }] },
  },
  {
    // a route reaches the database only through a server module (decision 040): no client, no SQL in a route
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [...restrictedPaths, noI18next, { name: "kysely", message: routeDbMessage }],
          patterns: [noDemoImport, { regex: "^#app/(server/platform/db|generated/kysely)/", message: routeDbMessage }],
        },
      ],
    },
  },
  {
    // hand-written SQL has one path, the typed builder of app/server/platform/db/sql.server.ts (decision 040);
    // the job queue's pg-boss keeps its own SQL on a transaction's connection
    files: ["app/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: ["app/server/platform/db/sql.server.ts", "app/server/platform/jobs/queue.server.ts", "**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["$queryRaw", "$executeRaw", "$queryRawUnsafe", "$executeRawUnsafe"].map((property) => ({
          property,
          message: "Write the statement with sqlDb() from #app/server/platform/db/sql.server (typed against the schema, decision 040).",
        })),
      ],
    },
  },
  {
    // handlers get the request as it arrived (decision 029): their page's URL comes from pageUrl()
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/server/platform/request.server.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='request'][property.name='url']",
          message: "Read the page's URL with pageUrl(request) from #app/server/platform/request.server (a .data request keeps its suffix).",
        },
      ],
    },
  },
  {
    files: ["app/lib/schemas/parse.ts", "app/components/link.tsx", "scripts/build-icons.ts", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // no import cycles in the application, the server and the scripts: a cycle makes load order decide
    // what a module sees, and a lazy import() inside one is a cycle too
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.ts", "demo/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // the "#app/*" imports resolve as the compiler resolves them (tsconfig paths, extensions)
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
      // the files followed for the graph: our TypeScript, read by the TypeScript parser
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
    },
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // plain JavaScript is outside the TypeScript project: linted without types
    files: ["**/*.{js,mjs,cjs}"],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ["server.js", "scripts/**/*.js", "scripts/**/*.mjs"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        URL: "readonly",
        Buffer: "readonly",
      },
    },
  },
);
