import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from './tenants/load';
import { SETTINGS } from './config';

describe('README settings table', () => {
  it('documents every setting the server reads', async () => {
    const readme = await readFile(path.join(PROJECT_ROOT, 'README.md'), 'utf8');
    const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]*)` \|/gm)].map((m) => m[1]));
    const missing = SETTINGS.map((s) => s.name).filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });
});
