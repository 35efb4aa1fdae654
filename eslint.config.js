// One-way imports: app -> widgets -> engine -> schemas/generated; server -> engine
// (framework-free parts) -> schemas. Nothing imports app/, and neither engine/ nor server/ may
// import React, MUI or widgets, so the core stays usable by both the browser and the server.
// engine/, widgets/ and app/ end up in the browser bundle: they may not import Node's modules
// or server code. Their tests and test support run only in Node under Vitest, so they may use
// Node's modules and read real tenants through the server's tenant loader, nothing else of
// server/.
// The tools and the tests sit on top: scripts/ may import the server and the engine, tests/
// may import everything they test, and nothing imports tests/; only tests/ may import scripts/
// (the product never depends on a tool, and a tool never on a test).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', '@mui/*', '@emotion/*', '@xstate/react', 'react-i18next', '@tanstack/react-query'];
const pattern = (group, message) => ({ group, message });
const nodeOnly = pattern(
  ['node:*', 'node:*/**', 'fs', 'fs/*', 'path', 'path/*', 'os', 'child_process', '**/tenant/load', '**/tenants/load'],
  'Browser code: no Node modules and no Node-only code (such as the tenant loader); pass what it needs in, or move the code to server/.',
);
const noTests = pattern(['**/tests/**'], 'Only tests/ imports tests/: move what is shared to the code under test or to scripts/.');
const noScriptsOrTests = (layer) =>
  pattern(['**/scripts/**', '**/tests/**'], `${layer}/ imports neither scripts/ nor tests/ (tests included): move what it needs into server/ or engine/.`);
/** The one server module that tests of the browser layers may import: reading a real tenant from disk. */
const mayLoadTenants = ({ group, message }) =>
  group.includes('**/server/**') ? { group: [...group, '!**/server/tenants', '!**/server/tenants/load'], message } : { group, message };

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
  const everywhere = [...patterns, noScriptsOrTests(folder)];
  return [
    { files: [`${folder}/**/*.${ext}`], ignores: tests, rules: { 'no-restricted-imports': ['error', { patterns: [...everywhere, nodeOnly] }] } },
    { files: tests, rules: { 'no-restricted-imports': ['error', { patterns: everywhere.map(mayLoadTenants) }] } },
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
            noScriptsOrTests('server'),
          ],
        },
      ],
    },
  },
  { files: ['scripts/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [noTests] }] } },
  // The tenant studio is a tool on top of the product: it may use engine/, widgets/, server/ and
  // scripts/ (and its tests their test support), never app/; nothing imports studio/.
  {
    files: ['studio/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [pattern(['**/app/**'], 'studio/ draws with widgets/, never with app/.'), noTests] }] },
  },
  // no-restricted-imports does not see import(): the same boundaries for dynamic imports.
  {
    files: ['{engine,widgets,app,server}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression > Literal[value=/^([.]+.)+(scripts|tests)./]',
          message: 'engine/, widgets/, app/ and server/ import neither scripts/ nor tests/: move what they need into server/ or engine/.',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'ImportExpression > Literal[value=/^([.]+.)+tests./]', message: noTests.message }] },
  },
);
