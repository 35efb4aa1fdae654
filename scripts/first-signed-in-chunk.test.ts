import { describe, expect, it } from 'vitest';
import { chunkMembers, filesBeyondEntry, type BuiltChunk } from './first-signed-in-chunk';

// A small module graph in the build's terms: absolute ids, static imports only.
const imports: Record<string, string[]> = {
  '/app/index.html': ['/app/main.tsx'],
  '/app/main.tsx': ['/node_modules/react.js', '/node_modules/mui/Paper.js', '/engine/tenant/boot.ts'],
  '/app/head-start.ts': ['/engine/tenant/boot.ts'],
  '/app/layouts/MasterLayout.tsx': ['/node_modules/mui/Paper.js', '/node_modules/mui/Menu.js', '/node_modules/mui/Popper.js'],
  '/app/pages/DashboardPage.tsx': ['/node_modules/mui/Table.js', '/app/session/use-session.ts'],
  '/app/session/session-machine.ts': ['/node_modules/xstate.js'],
  '/app/session/use-session.ts': ['/node_modules/xstate.js'],
  '/widgets/banners/CookieBanner.tsx': ['/node_modules/mui/Popper.js'],
  '/app/pages/WorkspacePage.tsx': ['/node_modules/mui/Menu.js', '/node_modules/grid.js'],
  '/node_modules/mui/Menu.js': ['/node_modules/mui/Paper.js'],
};
const graph = {
  ids: new Set([...Object.keys(imports), ...Object.values(imports).flat()]),
  importsOf: (id: string) => imports[id] ?? [],
  isEntry: (id: string) => id === '/app/index.html' || id === '/app/head-start.ts',
};

describe('the first signed-in chunk', () => {
  const members = chunkMembers(graph, {
    roots: [/\/layouts\/MasterLayout\.tsx$/, /\/pages\/DashboardPage\.tsx$/],
    keepOut: [/\/session\/session-machine\.ts$/, /\/banners\/CookieBanner\.tsx$/],
    headStart: '/app/head-start.ts',
  });

  it('holds the layout, the dashboard and what they import, but nothing the entry or a later public load needs', () => {
    expect([...members.signedIn].sort()).toEqual([
      '/app/layouts/MasterLayout.tsx',
      '/app/pages/DashboardPage.tsx',
      '/app/session/use-session.ts',
      // Shared with the workspace, which every signed-in visit reaches through the layout anyway.
      '/node_modules/mui/Menu.js',
      '/node_modules/mui/Table.js',
    ]);
    // Paper comes with the entry; xstate and Popper load on the login page after its first paint.
    for (const outside of ['/node_modules/mui/Paper.js', '/node_modules/xstate.js', '/node_modules/mui/Popper.js', '/node_modules/grid.js'])
      expect(members.signedIn.has(outside), outside).toBe(false);
  });

  it('puts what the chunk shares with the later public loads in one file, the rest of those loads left alone', () => {
    expect([...members.shared].sort()).toEqual(['/node_modules/mui/Popper.js', '/node_modules/xstate.js']);
  });

  it('puts the entry and all it imports statically in one file, the first script in its own', () => {
    expect([...members.entry].sort()).toEqual(['/app/index.html', '/app/main.tsx', '/node_modules/mui/Paper.js', '/node_modules/react.js']);
    expect([...members.headStart].sort()).toEqual(['/app/head-start.ts', '/engine/tenant/boot.ts']);
  });

  it('lists for the page the files the chunk brings beyond what the entry already loads', () => {
    const chunk = (fileName: string, imports: string[], more: Partial<BuiltChunk> = {}): BuiltChunk => ({
      fileName,
      name: fileName.replace(/-\w+\.js$/, ''),
      isEntry: false,
      imports,
      ...more,
    });
    const chunks = [
      chunk('index-E1.js', ['react-R1.js', 'Paper-P1.js'], { isEntry: true }),
      chunk('head-start-H1.js', ['boot-B1.js'], { isEntry: true }),
      chunk('react-R1.js', []),
      chunk('Paper-P1.js', ['react-R1.js']),
      chunk('boot-B1.js', []),
      chunk('signed-in-S1.js', ['react-R1.js', 'xstate-X1.js', 'Paper-P1.js']),
      chunk('xstate-X1.js', ['tiny-T1.js']),
      chunk('tiny-T1.js', []),
      chunk('WorkspacePage-W1.js', ['signed-in-S1.js', 'grid-G1.js']),
      chunk('grid-G1.js', []),
    ];
    expect(filesBeyondEntry(chunks, 'index-E1.js', 'signed-in')).toEqual(['signed-in-S1.js', 'tiny-T1.js', 'xstate-X1.js']);
    expect(filesBeyondEntry(chunks, 'index-E1.js', 'no-such-chunk')).toEqual([]);
  });
});
