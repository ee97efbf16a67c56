import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// Web import boundaries. A feature is a folder of apps/web/src/features; it uses lib/ and
// components/ but never another feature, so a feature can change or move without breaking
// another. What several features need lives in lib/ (endpoints: lib/api) or components/, and
// those never import a feature. The app shell (app/) reaches a feature only through its index.ts
// (the pieces the shell shows) and its pages/ (the route table's lazy chunks).
const WEB_SRC = join(import.meta.dirname, 'apps/web/src');
const WEB_FEATURES = readdirSync(join(WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webFeature = (name) => join(WEB_SRC, 'features', name);
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
            target: [join(WEB_SRC, 'components'), join(WEB_SRC, 'lib')],
            from: join(WEB_SRC, 'features'),
            message: 'components/ and lib/ are shared by features and never import one.',
          },
          {
            target: join(WEB_SRC, 'app'),
            from: join(WEB_SRC, 'features'),
            except: WEB_FEATURES.flatMap((name) => [`./${name}/index.ts`, `./${name}/pages`]),
            message: 'The app shell uses a feature through its index.ts or its pages/ only.',
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
);
