/**
 * Serves the snapshot matrix report (npm run visual:report): the page npm run test:visual
 * wrote in test-results/visual-report/, or, before any run, the baselines alone. Prints the
 * page's path and its address (VISUAL_REPORT_PORT, default 8091).
 */
import { createServer } from 'node:http';
import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildMatrix, REPORT_DIR, writeMatrixReport } from './matrix-report';

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.png': 'image/png' };

const page = path.join(REPORT_DIR, 'index.html');
const written = await access(page).then(
  () => true,
  () => false,
);
if (!written) await writeMatrixReport(await buildMatrix([]));
console.log(`Snapshot matrix report: ${path.relative(process.cwd(), page)}${written ? '' : ' (baselines only: no npm run test:visual yet)'}`);

const port = Number(process.env.VISUAL_REPORT_PORT ?? 8091);
createServer((request, response) => {
  const wanted = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
  const file = path.resolve(REPORT_DIR, `.${wanted.endsWith('/') ? `${wanted}index.html` : wanted}`);
  // Only files of the report folder.
  if (!file.startsWith(`${REPORT_DIR}${path.sep}`)) return void response.writeHead(404).end();
  readFile(file).then(
    (body) => response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body),
    () => response.writeHead(404).end(),
  );
}).listen(port, '127.0.0.1', () => console.log(`Serving it at http://127.0.0.1:${port}/ (Ctrl+C stops)`));
