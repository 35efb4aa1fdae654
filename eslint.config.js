// One-way imports (DESIGN.md section 2): app -> widgets -> engine -> schemas/generated;
// server -> engine (framework-free parts) -> schemas. Nothing imports app/, and neither
// engine/ nor server/ may import React, MUI or widgets.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const reactPackages = ['react', 'react-dom', 'react-dom/*', 'react-router', '@mui/*', '@emotion/*', '@xstate/react', 'react-i18next', '@tanstack/react-query'];
const pattern = (group, message) => ({ group, message });

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
  {
    files: ['engine/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        pattern(['**/widgets/**', '**/app/**', '**/server/**'], 'engine/ is the framework-free core: it may import only schemas/.'),
        pattern(reactPackages, 'engine/ must not depend on React or MUI.'),
      ] }],
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        pattern(['**/app/**', '**/server/**'], 'widgets/ may import engine/ and schemas/, never app/ or server/.'),
      ] }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [pattern(['**/server/**'], 'app/ talks to the server over HTTP only.')] }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        pattern(['**/widgets/**', '**/app/**'], 'server/ never imports client code.'),
        pattern(reactPackages, 'server/ never imports React code.'),
      ] }],
    },
  },
);
