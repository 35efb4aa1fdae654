/**
 * Draws a tenant's snapshot baselines (npm run visual:baseline -- CODE) as a child process,
 * one run at a time, keeping its output for the studio page to show while it runs.
 */
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../server/tenants/load';

export interface BaselineState {
  code: string | null;
  running: boolean;
  exitCode: number | null;
  output: string;
}

// The page shows the end of a long run; older output is dropped so memory stays bounded.
const MAX_OUTPUT = 200_000;

export class BaselineRunner {
  private current: BaselineState = { code: null, running: false, exitCode: null, output: '' };

  constructor(private readonly command: (code: string) => [string, string[]] = (code) => ['npm', ['run', 'visual:baseline', '--', code]]) {}

  /** Starts a run; false when one is running already. */
  start(code: string): boolean {
    if (this.current.running) return false;
    const [command, args] = this.command(code);
    this.current = { code, running: true, exitCode: null, output: `$ ${command} ${args.join(' ')}\n` };
    const child = spawn(command, args, { cwd: PROJECT_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const append = (chunk: Buffer): void => {
      this.current.output = (this.current.output + chunk.toString('utf8')).slice(-MAX_OUTPUT);
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    child.on('error', (error) => append(Buffer.from(`\n${error.message}\n`)));
    child.on('close', (exitCode) => {
      this.current = { ...this.current, running: false, exitCode: exitCode ?? 1 };
    });
    return true;
  }

  state(): BaselineState {
    return { ...this.current };
  }
}
