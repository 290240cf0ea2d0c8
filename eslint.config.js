// ESLint flat config: typescript-eslint, react-hooks, and the import boundaries of the design
// (STYLE.md, bulletproof-react): a web feature never imports another feature; lib/ and ui/ never
// import app/ or a feature; the browser never imports server-only code; no import cycles; and
// the house's layers, whose imports point down only (docs/decisions/078).
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Folders of web/ that are features; everything else there is shared (app, lib, ui) or not code. */
const SHARED_WEB = new Set(['app', 'lib', 'ui', 'public', 'dist'])
const FEATURES = fs
  .readdirSync(new URL('./web', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_WEB.has(entry.name))
  .map((entry) => entry.name)

const boundaries = [
  ...FEATURES.map((feature) => ({
    target: `./web/${feature}`,
    from: FEATURES.filter((other) => other !== feature).map((other) => `./web/${other}`),
    message: 'Features do not import each other; compose them in web/app.',
  })),
  {
    target: ['./web/lib', './web/ui'],
    from: ['./web/app', ...FEATURES.map((feature) => `./web/${feature}`)],
    message: 'lib/ and ui/ are shared: they never import app/ or a feature.',
  },
  {
    target: './web',
    from: ['./server', './seed', './cms/scripts', './tests', './runtime'],
    message: 'The browser bundle never imports server-only code; share schemas through contracts/.',
  },
]

/**
 * The house's layers, top down (docs/decisions/078): seed and tests; server and web side by side;
 * cms; collections; experiments; runtime (node-only: settings, logger, mail budget); contracts
 * (browser and node). An import points down, or sideways inside its own folder.
 */
const fences = [
  {
    // Every server file but the SSR entry's folder.
    target: ['./server/*', './server/!(ssr)/**'],
    from: './web',
    message: 'server/ never imports web/: share code through contracts/; only server/ssr/ loads the built web app.',
  },
  {
    target: './server/ssr',
    from: './web',
    except: ['./app/entry-server.tsx', './dist'],
    message: 'server/ssr/ loads the web app through its SSR entry only; share code through contracts/.',
  },
  {
    // The composition root (npm start) seeds an empty database; nothing else in server/ reaches seed/.
    target: ['./server/!(start).ts', './server/*/**'],
    from: './seed',
    message: 'server/ never imports seed/: only the start-up entry, server/start.ts, seeds an empty database.',
  },
  {
    target: './cms',
    from: './server',
    message: 'cms/ never imports server/: what both use lives in runtime/ (node) or contracts/.',
  },
  {
    target: './cms',
    from: ['./web', './seed', './tests'],
    message: 'cms/ sits below web/, seed/ and tests/.',
  },
  {
    target: './collections',
    from: './cms',
    // The generated types only (the file declares no values).
    except: ['./payload-types.ts'],
    message: 'collections/ never imports cms/ (but its generated types): what both use lives in runtime/.',
  },
  {
    target: './collections',
    from: ['./server', './web', './seed', './tests'],
    message:
      'collections/ never imports server/: the server hands in what a rule or hook needs at start-up (collections/server-services.ts).',
  },
  {
    target: './experiments',
    from: ['./collections', './cms', './server', './web', './seed', './tests'],
    message:
      'experiments/ sits below collections/: it imports runtime/, contracts/ and packages only (its terminal command is server/experiments/cli.ts).',
  },
  {
    target: './runtime',
    from: ['./experiments', './collections', './cms', './server', './web', './seed', './tests'],
    message: 'runtime/ sits below everything but contracts/: it imports contracts/ and packages only.',
  },
  {
    target: './contracts',
    from: ['./runtime', './experiments', './collections', './cms', './server', './web', './seed', './tests'],
    message: 'contracts/ is shared by the browser and node and depends on nothing of the project.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'cms/.next/',
      'cms/migrations/',
      'cms/payload-types.ts',
      'cms/app/(payload)/admin/importMap.js',
      'data/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: fileURLToPath(new URL('.', import.meta.url)), zones: [...boundaries, ...fences] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // The classic rules of hooks. The React Compiler rules of the plugin's presets are left
    // off: `set-state-in-effect` flags the read-after-hydration pattern SSR needs (session
    // storage, the clock), and we do not run the compiler (docs/decisions/015).
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Scripts, tests and benchmarks talk to a terminal.
    files: ['tests/**', 'cms/scripts/**', 'seed/run.ts', '.ci/**', 'server/experiments/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Tests read JSON answers whose shape is the thing under test.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
