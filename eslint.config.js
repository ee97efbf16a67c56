import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const server = 'apps/server/src';
const modules = fs
  .readdirSync(path.join(import.meta.dirname, server, 'modules'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Server module boundaries. Inside modules/<x> files import each other freely; another module
 * is reached only through its public.ts. The layers below the modules (db, lib, providers,
 * plugins, config) import no module at all: a module registers what they need at start-up.
 * The entry points above them (app.ts, api/, the seed runner, the test kit) also take index.ts,
 * the module's Fastify plugin, and so do the benchmarks and the browser tests, which sit outside
 * the server. The benchmarks also make their data with the module's <module>.test-support.ts, as
 * its tests do, rather than write the rows again. Tests follow the same rules as the code beside
 * them.
 */
const moduleZones = [
  ...modules.flatMap((own) =>
    modules
      .filter((other) => other !== own)
      .map((other) => ({
        target: `${server}/modules/${own}`,
        from: `${server}/modules/${other}`,
        except: ['./public.ts'],
        message: `Another module's internals: use ../${other}/public.ts.`,
      })),
  ),
  ...modules.map((other) => ({
    target: [`${server}/*.ts`, `${server}/api`, 'apps/server/test', 'apps/web/e2e'],
    from: `${server}/modules/${other}`,
    except: ['./public.ts', './index.ts'],
    message: `A module's internals: use modules/${other}/public.ts (or its index.ts plugin).`,
  })),
  ...modules.map((other) => ({
    target: 'bench',
    from: `${server}/modules/${other}`,
    except: ['./public.ts', './index.ts', `./${other}.test-support.ts`],
    message: `A module's internals: use modules/${other}/public.ts (its index.ts plugin, or its ${other}.test-support.ts for data).`,
  })),
  {
    target: ['db', 'lib', 'providers', 'plugins', 'config'].map((dir) => `${server}/${dir}`),
    from: `${server}/modules`,
    message:
      'db, lib, providers, plugins and config sit below the modules and never import one; let the module register what is needed (or, in a test, use the test kit in apps/server/test).',
  },
];

// Web import boundaries. A feature is a folder of apps/web/src/features; it uses lib/ and
// components/ but never another feature, so a feature can change or move without breaking
// another. What several features need lives in lib/ (endpoints: lib/api) or components/, and
// those never import a feature. The app shell (app/) reaches a feature only through its index.ts
// (the pieces the shell shows) and its pages/ (the route table's lazy chunks). Every path of the
// site is written once, in the route table: lib/paths.ts reads it, so lib/ may import that one
// file of app/, which imports no feature (a row names its page file; build-routes.ts loads it).
const WEB_SRC = path.join(import.meta.dirname, 'apps/web/src');
const WEB_FEATURES = fs
  .readdirSync(path.join(WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeature = (name) => path.join(WEB_SRC, 'features', name);
const webBoundaries = {
  files: ['apps/web/src/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    // The rule skips imports it cannot resolve, so it must resolve extensionless TS paths.
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
  },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...WEB_FEATURES.map((name) => ({
            target: webFeature(name),
            from: WEB_FEATURES.filter((other) => other !== name).map(webFeature),
            message:
              'A feature never imports another feature: move shared code to lib/ or components/.',
          })),
          {
            target: [path.join(WEB_SRC, 'components'), path.join(WEB_SRC, 'lib')],
            from: path.join(WEB_SRC, 'features'),
            message: 'components/ and lib/ are shared by features and never import one.',
          },
          {
            target: path.join(WEB_SRC, 'app'),
            from: path.join(WEB_SRC, 'features'),
            except: WEB_FEATURES.flatMap((name) => [`./${name}/index.ts`, `./${name}/pages`]),
            message: 'The app shell uses a feature through its index.ts or its pages/ only.',
          },
          {
            target: [path.join(WEB_SRC, 'components'), path.join(WEB_SRC, 'lib')],
            from: path.join(WEB_SRC, 'app'),
            except: ['./routes/route-table.ts'],
            message: 'components/ and lib/ sit below the app shell: of app/ only the route table.',
          },
          {
            target: path.join(WEB_SRC, 'app/routes/route-table.ts'),
            from: path.join(WEB_SRC, 'features'),
            message:
              'lib/paths.ts reads the route table, so it imports no feature: name the page file in the row.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // process.env is read only in the server's config/env.ts; the browser never has it.
      'no-restricted-globals': ['error', 'process'],
      // The browser takes endpoint contracts as types only: their schemas are the server's
      // run-time values and would put TypeBox into every page's JavaScript.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'typebox', message: 'Schemas are the server’s; use contract types.' }],
          patterns: [
            {
              group: ['@shangan/shared/contracts', '@shangan/shared/contracts/*'],
              allowTypeImports: true,
              message: 'Import endpoint contracts with `import type` in the web app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/server/src/**/*.ts',
      'apps/server/test/**/*.ts',
      'bench/**/*.ts',
      'apps/web/e2e/**/*.ts',
    ],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: moduleZones },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read environment only in config/env.ts.' },
      ],
    },
  },
  webBoundaries,
  {
    // The mobile site is built with antd-mobile and stays light for phones: the desktop kit
    // (antd and its icons) and the desktop shared components built on it stay out of it.
    files: [
      'apps/web/src/mobile-app/**/*.{ts,tsx}',
      'apps/web/src/components/mobile/**/*.{ts,tsx}',
      'apps/web/src/features/*/mobile/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'typebox', message: 'Schemas are the server’s; use contract types.' },
            { name: 'antd', message: 'The mobile site uses antd-mobile.' },
            { name: '@ant-design/icons', message: 'The mobile site uses antd-mobile-icons.' },
          ],
          patterns: [
            {
              group: ['@shangan/shared/contracts', '@shangan/shared/contracts/*'],
              allowTypeImports: true,
              message: 'Import endpoint contracts with `import type` in the web app.',
            },
            { group: ['antd/*', '@ant-design/*'], message: 'The mobile site uses antd-mobile.' },
            {
              group: ['**/app/**', '!**/app/query-client', '!**/app/chunk-reload'],
              message:
                'The mobile site has its own shell (mobile-app/); the desktop shell is not its.',
            },
          ],
        },
      ],
    },
  },
);
