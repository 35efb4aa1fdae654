/**
 * Writes (or rewrites) the snapshot-matrix baselines of the tenants named, in one command:
 *
 *   npm run visual:baseline -- ACME            a new tenant (after npm run new-tenant -- ACME)
 *   npm run visual:baseline -- ONLB SAT        redraw these tenants after an intended change
 *   npm run visual:baseline -- --all           every tenant (a change to a shared widget)
 *   add --no-build to reuse the client already in dist/client (or CLIENT_DIR)
 *
 * It builds the client, starts the named tenants' servers and runs the visual suite with
 * --update-snapshots=all, so tests/visual/__screenshots__/<CODE>/ then holds the pictures to
 * look at and commit. Without a tenant it refuses: redrawing everything by accident would
 * hide the very differences the suite is there to show.
 */
import { spawnSync } from 'node:child_process';
import { listTenantCodes, PROJECT_ROOT } from '../server/tenants/load';

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit', env, shell: process.platform === 'win32' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const known = await listTenantCodes();
  const wanted = args.includes('--all') ? known : args.filter((a) => !a.startsWith('--')).map((a) => a.toUpperCase());
  if (wanted.length === 0) {
    console.error('visual:baseline: name the tenant(s), e.g. `npm run visual:baseline -- ACME`, or pass --all.');
    process.exit(2);
  }
  const unknown = wanted.filter((code) => !known.includes(code));
  if (unknown.length > 0) {
    console.error(`visual:baseline: unknown tenant(s) ${unknown.join(', ')}; known: ${known.join(', ')}.`);
    process.exit(2);
  }
  if (!args.includes('--no-build')) run('npm', ['run', 'build']);
  run('npx', ['playwright', 'test', '--grep', '@visual', '--update-snapshots=all'], { ...process.env, E2E_TENANTS: wanted.join(',') });
  console.log(`visual:baseline: wrote tests/visual/__screenshots__/{${wanted.join(',')}}/; look at the pictures, then commit them.`);
}

await main();
