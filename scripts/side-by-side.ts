/**
 * Runs npm scripts at the same time and fails if any of them fails:
 *
 *   tsx scripts/side-by-side.ts typecheck lint format:check
 *
 * For checks that each keep one core busy (tsc, eslint, prettier): on the 2-core CI machine two
 * of them side by side take the time of the longest instead of the sum. Each script's output is
 * printed whole when it ends, so the logs do not interleave.
 */
import { spawn } from 'node:child_process';

export interface ScriptResult {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

export function runScript(script: string): Promise<ScriptResult> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => resolve({ script, code: 1, output: `${output}${String(error)}\n`, seconds: (Date.now() - started) / 1000 }));
    child.on('close', (code) => resolve({ script, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

export async function sideBySide(scripts: readonly string[], print: (text: string) => void = (text) => process.stdout.write(text)): Promise<number> {
  if (scripts.length === 0) throw new Error('side-by-side: name the npm scripts to run');
  const results = await Promise.all(
    scripts.map((script) =>
      runScript(script).then((result) => {
        print(`\n> ${result.script} (${result.seconds.toFixed(1)} s, exit ${result.code})\n${result.output}`);
        return result;
      }),
    ),
  );
  const failed = results.filter((result) => result.code !== 0).map((result) => result.script);
  if (failed.length > 0) print(`\nside-by-side: failed: ${failed.join(', ')}\n`);
  return failed.length > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  process.exitCode = await sideBySide(process.argv.slice(2));
}
