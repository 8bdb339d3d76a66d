// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Every folder under features/ is a feature, so a new one is fenced in without editing this file.
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Every folder under the server's modules/ is a module, fenced in the same way.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverModulesDir = './apps/server/src/modules';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      '**/*.tmp.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // The node resolver has no native bindings (the typescript resolver's are missing from
      // this registry for other platforms, which breaks `npm ci`); extensionless TS imports resolve.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Only the config modules read the environment (CONVENTIONS.md).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'apps/server/src/config.ts',
      'apps/server/drizzle.config.ts',
      'apps/server/test/**',
      'apps/server/vitest.config.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through config.ts.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature; app/ composes them.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/hooks',
                './apps/web/src/lib',
                './apps/web/src/config',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
          ],
        },
      ],
    },
  },
  {
    // A server module is used only through its entry file (modules/README.md): another module,
    // the composition root (app.ts, plugins/) and the command line import `<module>/index`,
    // never a module's repository, rows or internals. The lower tiers never import modules.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...serverModules.flatMap((module) => [
              ...serverModules
                .filter((other) => other !== module)
                .map((other) => ({
                  target: `${serverModulesDir}/${module}`,
                  from: `${serverModulesDir}/${other}`,
                  except: ['./index.ts'],
                  message: `Import the ${other} module through modules/${other}/index.ts.`,
                })),
              {
                target: [
                  './apps/server/src/app.ts',
                  './apps/server/src/main.ts',
                  './apps/server/src/plugins',
                  './apps/server/src/cli',
                  './apps/server/src/seed',
                ],
                from: `${serverModulesDir}/${module}`,
                except: ['./index.ts'],
                message: `Import the ${module} module through modules/${module}/index.ts.`,
              },
            ]),
            {
              target: [
                './apps/server/src/lib',
                './apps/server/src/platform',
                './apps/server/src/db',
              ],
              from: serverModulesDir,
              message: 'lib/, platform/ and db/ sit below the modules and never import them.',
            },
          ],
        },
      ],
    },
  },
);
