/**
 * Lighthouse on the login page and the signed-in dashboard (npm run bench:pages; results in
 * docs/benchmarks.md). Measures the built client (npm run build first).
 *
 *   npm run bench:pages                          tenant KRU, 3 runs per page and profile, prints
 *   npm run bench:pages -- --write               ... and replaces the marked section of docs/benchmarks.md
 *   npm run bench:pages -- --tenant DEV --runs 5 another tenant (DEV has the robot check), more runs
 *   npm run bench:pages -- --reports /tmp/lh      also keep every run's Lighthouse JSON there
 *   CLIENT_DIR=dist/other npm run bench:pages    another build
 *
 * It starts its own portal server for the tenant (scripts/portal-process.ts: free port, fresh
 * data, demo people), signs in through the real API (scripts/portal-session.ts), then runs
 * Lighthouse (scripts/lighthouse-audit.ts) with its mobile and desktop profiles on /login and on
 * / with the session stored, each run in a fresh system Chromium (scripts/chromium-process.ts).
 * The runs go round-robin (run 1 of every page and profile, then run 2, ...) so a burst of load
 * on the machine spreads over the rows instead of spoiling one. The table (scripts/page-scores.ts)
 * shows each row's median run.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from './chromium-process';
import { runLighthouse, type AuditResult } from './lighthouse-audit';
import { formatReport, replaceSection, type PageResult, type Profile } from './page-scores';
import { startPortalProcess } from './portal-process';
import { sessionEntries, signIn } from './portal-session';
import { PROJECT_ROOT, loadTenant } from '../server/tenants/load';

const PROFILES: Profile[] = ['mobile', 'desktop'];
// A Lighthouse run on a busy machine now and then fails to record its trace (NO_NAVSTART,
// "please run Lighthouse again"): such a run is repeated, in a new browser, up to this many times.
const ATTEMPTS = 3;
const BENCHMARKS_FILE = path.join(PROJECT_ROOT, 'docs/benchmarks.md');

/** One Lighthouse run in a fresh Chromium, repeated (and each failure reported) when it fails. */
async function auditWithRetries(
  url: string,
  profile: Profile,
  storage: [string, string][] | undefined,
  onFailure: (error: string) => void,
): Promise<AuditResult & { browser: string }> {
  for (let attempt = 1; ; attempt++) {
    const chromium = await launchChromium();
    try {
      const browser = (await chromium.version()).replace(/^(Headless)?Chrome\//, 'Chromium ');
      return { ...(await runLighthouse({ port: chromium.port, url, profile, storage })), browser };
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const message = (error as Error).message.split('\n')[0]!;
      console.error(`bench:pages: ${url} ${profile} failed (${message}); running it again`);
      onFailure(message);
    } finally {
      await chromium.stop();
    }
  }
}

async function main(): Promise<void> {
  const startedAt = new Date();
  const loadAverage = os.loadavg();
  const args = process.argv.slice(2);
  const { values } = parseArgs({
    args,
    options: {
      tenant: { type: 'string', default: 'KRU' },
      runs: { type: 'string', default: '3' },
      user: { type: 'string', default: 'saraban' },
      write: { type: 'boolean', default: false },
      reports: { type: 'string' },
    },
  });
  const tenant = values.tenant.toUpperCase();
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, got "${values.runs}".`);
  const { manifest } = await loadTenant(tenant);
  const clientDir = path.resolve(PROJECT_ROOT, process.env.CLIENT_DIR ?? 'dist/client');

  const portal = await startPortalProcess(tenant, clientDir);
  try {
    const session = await signIn(portal.baseUrl, {
      username: values.user,
      password: process.env.DEMO_PASSWORD ?? 'demo1234',
      captcha: manifest.login.captcha,
    });
    const pages = [
      { page: 'login (/login)', path: '/login', storage: undefined },
      { page: `dashboard (/, signed in as ${values.user})`, path: '/', storage: sessionEntries(tenant, session) },
    ];
    const results: PageResult[] = pages.flatMap((p) => PROFILES.map((profile) => ({ page: p.page, profile, runs: [] })));
    let lighthouseVersion = '';
    let browser = '';
    const warnings = new Set<string>();
    const benchmarkIndexes: number[] = [];
    const errored = new Map<string, boolean>();
    const retries: string[] = [];
    for (let run = 1; run <= runs; run++) {
      for (const [i, p] of pages.entries()) {
        for (const [j, profile] of PROFILES.entries()) {
          const url = `${portal.baseUrl}${p.path}`;
          const audit = await auditWithRetries(url, profile, p.storage, (error) => retries.push(`${p.path} ${profile}: ${error}`));
          browser ||= audit.browser;
          results[i * PROFILES.length + j]!.runs.push(audit.scores);
          if (values.reports) {
            mkdirSync(values.reports, { recursive: true });
            writeFileSync(path.join(values.reports, `${p.path === '/' ? 'dashboard' : p.path.slice(1)}-${profile}-${run}.json`), audit.json);
          }
          lighthouseVersion = audit.lighthouseVersion;
          audit.warnings.forEach((w) => warnings.add(w));
          audit.erroredAudits.forEach((a) => errored.set(a.id, a.weighted));
          if (audit.benchmarkIndex !== null) benchmarkIndexes.push(audit.benchmarkIndex);
          const sc = audit.scores;
          console.error(
            `bench:pages: run ${run}/${runs} ${p.path} ${profile}: performance ${sc.performance?.toFixed(0)}, accessibility ${sc.accessibility?.toFixed(0)}, LCP ${sc.lcpMs?.toFixed(0)} ms, TBT ${sc.tbtMs?.toFixed(0)} ms, CLS ${sc.cls?.toFixed(3)}`,
          );
        }
      }
    }
    const weightedErrors = [...errored].filter(([, weighted]) => weighted).map(([id]) => id);
    const notes = [
      ...(benchmarkIndexes.length > 0
        ? [`Lighthouse's benchmark index of this machine during the runs: ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}.`]
        : []),
      ...[...warnings].map((w) => `Lighthouse warning: ${w.replace(/\s+/g, ' ')}`),
      ...retries.map((r) => `Run repeated after a failure: ${r}`),
      ...(errored.size > 0
        ? [
            `Audits that failed to run in some or all runs (Lighthouse ${lighthouseVersion} with ${browser}; the errors are in the --reports files): ${[...errored.keys()].sort().join(', ')}; ${
              weightedErrors.length > 0 ? `**counted in a score**: ${weightedErrors.join(', ')}.` : 'none of them counts in a score.'
            }`,
          ]
        : []),
    ];
    const report = formatReport(
      {
        command: [
          ...(process.env.CLIENT_DIR ? [`CLIENT_DIR=${process.env.CLIENT_DIR}`] : []),
          'npm run bench:pages',
          ...(args.length > 0 ? ['--', ...args] : []),
        ].join(' '),
        startedAt,
        loadAverage,
        cores: os.cpus().length,
        tenant,
        runsPerPage: runs,
        lighthouseVersion,
        browser,
        notes,
      },
      results,
    );
    console.log(report);
    if (values.write) {
      writeFileSync(BENCHMARKS_FILE, replaceSection(readFileSync(BENCHMARKS_FILE, 'utf8'), report));
      console.error(`bench:pages: wrote the report into ${path.relative(PROJECT_ROOT, BENCHMARKS_FILE)}`);
    }
  } finally {
    await portal.stop();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:pages: ${(error as Error).stack ?? error}`);
  process.exitCode = 1;
});
