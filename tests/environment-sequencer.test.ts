import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { environmentOf, groupByEnvironment } from './environment-sequencer';

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
});
