import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';
import path from 'node:path';

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
 * the module's Fastify plugin. Tests follow the same rules as the code beside them.
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
    target: [`${server}/*.ts`, `${server}/api`, 'apps/server/test'],
    from: `${server}/modules/${other}`,
    except: ['./public.ts', './index.ts'],
    message: `A module's internals: use modules/${other}/public.ts (or its index.ts plugin).`,
  })),
  {
    target: ['db', 'lib', 'providers', 'plugins', 'config'].map((dir) => `${server}/${dir}`),
    from: `${server}/modules`,
    message:
      'db, lib, providers, plugins and config sit below the modules and never import one; let the module register what is needed (or, in a test, use the test kit in apps/server/test).',
  },
];

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
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
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
);
