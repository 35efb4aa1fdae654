/**
 * The snapshot matrix as one HTML page: tenants as rows, screens as columns, each cell the
 * committed baseline and, where the run found a difference, the actual picture and the diff.
 * Every tenant and screen of the baselines folder has its row and column, run or not, so a
 * missing picture shows as a gap instead of going unnoticed. The page and its pictures are
 * copied into one folder, which opens as a file or is served by npm run visual:report.
 */
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/tenants/load';

export const SCREENSHOTS_DIR = path.join(PROJECT_ROOT, 'tests/visual/__screenshots__');
export const REPORT_DIR = path.join(PROJECT_ROOT, 'test-results/visual-report');

export type CellStatus = 'passed' | 'failed' | 'not-run';

/** What a run found for one tenant's screen (screen: the baseline's name without .png). */
export interface ScreenResult {
  tenant: string;
  screen: string;
  status: 'passed' | 'failed';
  actual?: string;
  diff?: string;
}

export interface MatrixCell {
  tenant: string;
  screen: string;
  status: CellStatus;
  baseline: string | null;
  actual?: string;
  diff?: string;
}

export interface Matrix {
  tenants: string[];
  screens: string[];
  cells: MatrixCell[];
}

/** Tenants and screens from the baselines folder (plus any the results name), each cell with what the run said of it. */
export async function buildMatrix(results: readonly ScreenResult[], screenshotsDir = SCREENSHOTS_DIR): Promise<Matrix> {
  const baselines = new Map<string, Set<string>>();
  for (const entry of await readdir(screenshotsDir, { withFileTypes: true }).catch(() => [])) {
    if (!entry.isDirectory()) continue;
    const files = await readdir(path.join(screenshotsDir, entry.name));
    baselines.set(entry.name, new Set(files.filter((f) => f.endsWith('.png')).map((f) => f.slice(0, -4))));
  }
  const tenants = [...new Set([...baselines.keys(), ...results.map((r) => r.tenant)])].sort();
  const screens = [...new Set([...[...baselines.values()].flatMap((s) => [...s]), ...results.map((r) => r.screen)])].sort(screenOrder);
  const cells = tenants.flatMap((tenant) =>
    screens.map((screen): MatrixCell => {
      const result = results.find((r) => r.tenant === tenant && r.screen === screen);
      const baseline = baselines.get(tenant)?.has(screen) ? path.join(screenshotsDir, tenant, `${screen}.png`) : null;
      return {
        tenant,
        screen,
        status: result?.status ?? 'not-run',
        baseline,
        ...(result?.actual ? { actual: result.actual } : {}),
        ...(result?.diff ? { diff: result.diff } : {}),
      };
    }),
  );
  return { tenants, screens, cells };
}

// The order a person goes through the portal; other screens (a tenant's own queue) after these, by name.
const FLOW = ['login', 'ig-login', 'dashboard', 'queue', 'notifications'];
function screenOrder(a: string, b: string): number {
  const rank = (s: string) => {
    const i = FLOW.findIndex((f) => s === f || s.startsWith(`${f}-`));
    return i === -1 ? FLOW.length : i;
  };
  return rank(a) - rank(b) || a.localeCompare(b);
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const LABELS: Record<CellStatus, string> = { passed: 'same as baseline', failed: 'differs', 'not-run': 'not run' };

/** The page; `src` says where a picture of a cell is, relative to the page. */
export function matrixHtml(matrix: Matrix, src: (cell: MatrixCell, kind: 'baseline' | 'actual' | 'diff') => string, title = 'Snapshot matrix'): string {
  const failed = matrix.cells.filter((c) => c.status === 'failed').length;
  const img = (cell: MatrixCell, kind: 'baseline' | 'actual' | 'diff') =>
    `<figure><a href="${escape(src(cell, kind))}"><img loading="lazy" src="${escape(src(cell, kind))}" alt="${escape(`${cell.tenant} ${cell.screen} ${kind}`)}"></a><figcaption>${kind}</figcaption></figure>`;
  const cell = (c: MatrixCell) =>
    `<td class="${c.status}" data-tenant="${escape(c.tenant)}" data-screen="${escape(c.screen)}" data-status="${c.status}"><div class="status">${LABELS[c.status]}</div>${
      c.baseline ? img(c, 'baseline') : '<div class="missing">no baseline</div>'
    }${c.actual ? img(c, 'actual') : ''}${c.diff ? img(c, 'diff') : ''}</td>`;
  const rows = matrix.tenants
    .map(
      (tenant) =>
        `<tr><th scope="row">${escape(tenant)}</th>${matrix.cells
          .filter((c) => c.tenant === tenant)
          .map(cell)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:16px}table{border-collapse:collapse}th,td{border:1px solid #ccc;padding:6px;vertical-align:top}
thead th{position:sticky;top:0;background:#fff}td.failed{background:#fff0f0}td.passed{background:#f3fbf3}td.not-run{background:#fafafa}
figure{margin:0 0 6px}img{width:220px;display:block;border:1px solid #ddd}figcaption{font-size:12px;color:#555}.status{font-size:12px;font-weight:600;margin-bottom:4px}
td.failed .status{color:#b00020}.missing{color:#b00020;font-size:12px}
</style></head><body>
<h1>${escape(title)}</h1>
<p>${matrix.tenants.length} tenant(s) × ${matrix.screens.length} screen(s); ${failed} differ. Pictures link to full size. Redraw a tenant on purpose with <code>npm run visual:baseline -- CODE</code>.</p>
<table><thead><tr><th>Tenant</th>${matrix.screens.map((s) => `<th scope="col">${escape(s)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody></table></body></html>
`;
}

/** Writes the page and copies its pictures into reportDir (emptied first); returns the page's path. */
export async function writeMatrixReport(matrix: Matrix, reportDir = REPORT_DIR): Promise<string> {
  await rm(reportDir, { recursive: true, force: true });
  const copies = new Map<string, string>();
  const src = (cell: MatrixCell, kind: 'baseline' | 'actual' | 'diff') => `${kind}/${cell.tenant}/${cell.screen}.png`;
  for (const cell of matrix.cells) {
    for (const kind of ['baseline', 'actual', 'diff'] as const) {
      const from = kind === 'baseline' ? cell.baseline : cell[kind];
      if (from) copies.set(path.join(reportDir, src(cell, kind)), from);
    }
  }
  for (const [to, from] of copies) {
    await mkdir(path.dirname(to), { recursive: true });
    await copyFile(from, to).catch(() => undefined);
  }
  await mkdir(reportDir, { recursive: true });
  const page = path.join(reportDir, 'index.html');
  await writeFile(page, matrixHtml(matrix, src));
  return page;
}
