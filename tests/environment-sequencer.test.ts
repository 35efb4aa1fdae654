import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import EnvironmentSequencer, { environmentOf, groupByEnvironment } from './environment-sequencer';

const dir = mkdtempSync(path.join(tmpdir(), 'sequencer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const at = path.join(dir, name);
  writeFileSync(at, text);
  return at;
}

describe('the test file order', () => {
  it('reads the environment a file asks for in its opening comment, else its project’s', () => {
    expect(environmentOf(file('a.test.tsx', '// @vitest-environment jsdom\nimport x from "y";\n'), 'node')).toBe('jsdom');
    expect(environmentOf(file('b.test.tsx', '/**\n * @vitest-environment happy-dom\n */\n'), 'node')).toBe('happy-dom');
    expect(environmentOf(file('c.test.ts', 'import { it } from "vitest";\n'), 'node')).toBe('node');
  });

  it('puts node files first and keeps the order within each environment', () => {
    const files = ['slow.jsdom', 'slow.node', 'mid.jsdom', 'mid.node', 'quick.node', 'quick.jsdom'];
    expect(groupByEnvironment(files, (name) => name.split('.')[1]!)).toEqual(['slow.node', 'mid.node', 'quick.node', 'slow.jsdom', 'mid.jsdom', 'quick.jsdom']);
  });

  it('hands Vitest every file once, each project together and its node files before its jsdom files', async () => {
    const project = (name: string, isolate: boolean) => ({ name, config: { sequence: { groupOrder: 0 }, isolate, environment: 'node' } });
    const shared = project('shared', false);
    const isolated = project('isolated', true);
    const jsdom = (name: string) => file(name, '// @vitest-environment jsdom\n');
    const node = (name: string) => file(name, 'export {};\n');
    const specs = [
      { moduleId: jsdom('form.test.tsx'), project: shared },
      { moduleId: node('routes.test.ts'), project: shared },
      { moduleId: node('script.test.ts'), project: isolated },
      { moduleId: jsdom('grid.test.tsx'), project: shared },
      { moduleId: node('queues.test.ts'), project: shared },
    ] as unknown as TestSpecification[];
    // Nothing remembered from an earlier run: Vitest's own order falls back to the listing.
    const ctx = { config: { root: dir }, cache: { getFileTestResults: () => undefined, getFileStats: () => undefined } };
    const sorted = await new EnvironmentSequencer(ctx as never).sort(specs);
    expect(sorted.map((spec) => `${spec.project.name} ${path.basename(spec.moduleId)}`)).toEqual([
      'isolated script.test.ts',
      'shared routes.test.ts',
      'shared queues.test.ts',
      'shared form.test.tsx',
      'shared grid.test.tsx',
    ]);
  });
});
