// One-way imports: app -> widgets -> engine -> schemas/generated; server -> engine
// (framework-free parts) -> schemas. Nothing imports app/, and neither engine/ nor server/ may
// import React, MUI or widgets, so the core stays usable by both the browser and the server.
// engine/, widgets/ and app/ end up in the browser bundle: they may not import Node's modules
// or the Node-only code in scripts/ (such as the tenant loader). Their tests and test support
// run only in Node under Vitest, so they may.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', '@mui/*', '@emotion/*', '@xstate/react', 'react-i18next', '@tanstack/react-query'];
const pattern = (group, message) => ({ group, message });
const nodeOnly = pattern(
  ['node:*', 'node:*/**', 'fs', 'fs/*', 'path', 'path/*', 'os', 'child_process', '**/scripts/**', '**/tenant/load'],
  'Browser code: no Node modules and no Node-only code (scripts/, the tenant loader); pass what it needs in, or move the code to server/ or scripts/.',
);

const engineRules = [
  pattern(['**/widgets/**', '**/app/**', '**/server/**'], 'engine/ is the framework-free core: it may import only schemas/.'),
  pattern(reactPackages, 'engine/ must not depend on React or MUI.'),
];

/**
 * The import rules of a layer that ships to the browser (its folder, its file extensions): its
 * own patterns everywhere, plus no Node-only imports outside its tests and test support. A
 * later block's options for a rule replace an earlier block's, so the test block repeats the
 * layer's own patterns.
 */
const browserLayer = (folder, ext, patterns) => {
  const tests = [`${folder}/**/*.test.${ext}`, `${folder}/**/test-support/**`];
  return [
    { files: [`${folder}/**/*.${ext}`], ignores: tests, rules: { 'no-restricted-imports': ['error', { patterns: [...patterns, nodeOnly] }] } },
    { files: tests, rules: { 'no-restricted-imports': ['error', { patterns }] } },
  ];
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'schemas/generated/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...browserLayer('engine', 'ts', engineRules),
  ...browserLayer('widgets', '{ts,tsx}', [pattern(['**/app/**', '**/server/**'], 'widgets/ may import engine/ and schemas/, never app/ or server/.')]),
  ...browserLayer('app', '{ts,tsx}', [pattern(['**/server/**'], 'app/ talks to the server over HTTP only.')]),
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(['**/widgets/**', '**/app/**'], 'server/ never imports client code.'),
            pattern(reactPackages, 'server/ never imports React code.'),
          ],
        },
      ],
    },
  },
);
