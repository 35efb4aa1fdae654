/**
 * Vitest global set-up: the template databases of test-db.ts, made once before any test file
 * runs and removed after the last one (see test-templates.ts).
 */
import type { TestProject } from 'vitest/node';
import { TEST_DATABASE_URL } from './postgres-admin';
import { createTemplates, dropTemplates } from './test-templates';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const templates = await createTemplates(TEST_DATABASE_URL);
  project.provide('testDatabaseTemplates', templates);
  return () => dropTemplates(templates, TEST_DATABASE_URL);
}
