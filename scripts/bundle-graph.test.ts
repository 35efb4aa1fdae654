import { describe, expect, it } from 'vitest';
import { entryKeys, formatTable, measureRoute, routeFiles, staticClosure, type Manifest, type RouteSpec } from './bundle-graph';

// The shape Vite writes: the HTML entry, shared chunks (keys starting with _), lazy pages.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js', '_theme.js'],
    dynamicImports: ['pages/DashboardPage.tsx', '../widgets/login/CaptchaField.tsx'],
    css: ['assets/index.css'],
  },
  'head-start.ts': { file: 'assets/head-start.js', isEntry: true, imports: ['_boot.js'] },
  '_boot.js': { file: 'assets/boot.js' },
  '_react.js': { file: 'assets/react.js' },
  '_theme.js': { file: 'assets/theme.js', imports: ['_react.js'] },
  '_grid.js': { file: 'assets/grid.js', imports: ['_theme.js', '_react.js'] },
  '_dialog.js': { file: 'assets/dialog.js', imports: ['_theme.js'] },
  'pages/DashboardPage.tsx': {
    file: 'assets/DashboardPage.js',
    isDynamicEntry: true,
    imports: ['_grid.js', '_theme.js'],
    dynamicImports: ['../widgets/documents/Modal.tsx'],
  },
  '../widgets/documents/Modal.tsx': { file: 'assets/Modal.js', isDynamicEntry: true, imports: ['_dialog.js'] },
  '../widgets/login/CaptchaField.tsx': { file: 'assets/CaptchaField.js', isDynamicEntry: true },
  '../node_modules/@fontsource/sarabun/files/x.woff2': { file: 'assets/x.woff2' },
};

const login: RouteSpec = { name: 'login', budget: 100, lazy: [{ match: /CaptchaField\.tsx$/, label: 'CaptchaField' }] };
const dashboard: RouteSpec = { name: 'dashboard', budget: 1000, lazy: [{ match: /(^|\/)pages\/DashboardPage\.tsx$/, label: 'DashboardPage', required: true }] };

describe('bundle graph', () => {
  it('finds the entries: the HTML page and its first script', () => {
    expect(entryKeys(manifest)).toEqual(['index.html', 'head-start.ts']);
    expect(() => entryKeys({ 'a.js': { file: 'a.js' } })).toThrow(/no entry chunk/);
  });

  it('follows static imports transitively, each chunk once, and never dynamic imports', () => {
    expect([...staticClosure(manifest, 'index.html')].sort()).toEqual(['_react.js', '_theme.js', 'index.html']);
    expect([...staticClosure(manifest, 'pages/DashboardPage.tsx')].sort()).toEqual(['_grid.js', '_react.js', '_theme.js', 'pages/DashboardPage.tsx']);
  });

  it('fails loudly on a chunk the manifest does not list', () => {
    expect(() => staticClosure({ 'index.html': { file: 'i.js', isEntry: true, imports: ['_gone.js'] } }, 'index.html')).toThrow(/_gone\.js/);
  });

  it('adds the route lazy chunks with their static imports, without the chunks they load on click', () => {
    expect(routeFiles(manifest, login)).toEqual({
      files: ['assets/CaptchaField.js', 'assets/boot.js', 'assets/head-start.js', 'assets/index.js', 'assets/react.js', 'assets/theme.js'],
      missing: [],
      early: [],
    });
    expect(routeFiles(manifest, dashboard).files).toEqual([
      'assets/DashboardPage.js',
      'assets/boot.js',
      'assets/grid.js',
      'assets/head-start.js',
      'assets/index.js',
      'assets/react.js',
      'assets/theme.js',
    ]);
  });

  it('sums the gzipped sizes against the budget', () => {
    const sizeOf = (file: string) => ({ bytes: 100, gzip: file.includes('grid') ? 500 : 30 });
    const ok = measureRoute(manifest, dashboard, sizeOf);
    expect(ok.gzip).toBe(500 + 6 * 30);
    expect(ok.problems).toEqual([]);
    expect(ok.files[0]?.file).toBe('assets/grid.js'); // largest first
    const over = measureRoute(manifest, login, sizeOf);
    expect(over.gzip).toBe(180);
    expect(over.problems).toEqual(['login: 0.2 KB gzipped is over the 0.1 KB budget']);
    expect(measureRoute(manifest, { ...dashboard, maxFiles: 7 }, sizeOf).problems).toEqual([]);
    expect(measureRoute(manifest, { ...dashboard, maxFiles: 6 }, sizeOf).problems).toEqual([
      'dashboard: 7 files, more than the 6 allowed (each is a round trip on a slow link)',
    ]);
    expect(formatTable([ok, over])).toMatch(/\| \*\*login\*\* \| \*\*total \(6 files\)\*\* \| 0\.6 \| \*\*0\.2\*\* \| 0\.1 \| OVER \|/);
  });

  it('reports a module meant for later that the route loads with the page or that lost its own chunk', () => {
    const captchaLater: RouteSpec = { name: 'login', budget: 100, lazy: [], later: [{ match: /CaptchaField\.tsx$/, label: 'CaptchaField' }] };
    const sizeOf = () => ({ bytes: 1, gzip: 1 });
    // A lazy chunk nobody loads at once: not counted, no problem.
    const fine = measureRoute(manifest, captchaLater, sizeOf);
    expect(fine.files.map((f) => f.file)).not.toContain('assets/CaptchaField.js');
    expect(fine.problems).toEqual([]);
    // The same module also waited for by the route: loaded with the page.
    const waited = measureRoute(manifest, { ...captchaLater, lazy: login.lazy }, sizeOf);
    expect(waited.problems).toEqual(['login: CaptchaField is loaded with the page; it should load only when first used']);
    // Bundled statically into the entry: no chunk of its own any more.
    const bundled: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    expect(measureRoute(bundled, captchaLater, sizeOf).problems).toEqual(['login: CaptchaField is loaded with the page; it should load only when first used']);
  });

  it('reports a required lazy page that is no longer split out of the entry', () => {
    const bundled: Manifest = { 'index.html': { file: 'assets/index.js', isEntry: true } };
    const result = measureRoute(bundled, dashboard, () => ({ bytes: 1, gzip: 1 }));
    expect(result.problems).toEqual(['dashboard: DashboardPage is not a lazy chunk of its own any more (it is bundled into the entry)']);
    // An optional lazy module (the captcha) may simply be absent.
    expect(measureRoute(bundled, login, () => ({ bytes: 1, gzip: 1 })).problems).toEqual([]);
  });

  it('finds a lazy module inside a named chunk that the entry imports lazily (a chunk group)', () => {
    const grouped: Manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['_signed-in-Ab1.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_signed-in-Ab1.js': { file: 'assets/signed-in-Ab1.js', imports: ['_react.js', '_grid.js'] },
      '_grid.js': { file: 'assets/grid.js' },
    };
    const route: RouteSpec = { name: 'dashboard', budget: 1000, lazy: [{ match: /^_signed-in-[\w-]+\.js$/, label: 'signed-in', required: true }] };
    expect(routeFiles(grouped, route)).toEqual({
      files: ['assets/grid.js', 'assets/index.js', 'assets/react.js', 'assets/signed-in-Ab1.js'],
      missing: [],
      early: [],
    });
    // The same chunk imported statically by the entry is not lazy: the route reports it missing.
    const eager: Manifest = { ...grouped, 'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_signed-in-Ab1.js'] } };
    expect(routeFiles(eager, route).missing).toEqual(['signed-in']);
  });
});
