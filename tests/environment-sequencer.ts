/**
 * Vitest's file order, with the files of one test environment kept together.
 *
 * A worker that keeps its modules between files (`isolate: false`) is handed the next file only
 * when that file has the same environment; otherwise Vitest stops it and starts a new one, which
 * imports the server, MUI and the rest again. In Vitest's own order (slowest or largest first)
 * the jsdom files are spread among the node ones, so workers were stopped and started over and
 * over. Here the node files come first, in Vitest's order, then the jsdom files, in theirs: each
 * worker changes environment once.
 */
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const DOCBLOCK_ENVIRONMENT = /@vitest-environment\s+([\w-]+)/;

/** The environment a file asks for in its opening comment, or its project's. */
export function environmentOf(file: string, projectEnvironment: string): string {
  // The opening comment is within the first lines; a test file is read whole by Vitest anyway.
  const head = readFileSync(file, 'utf8').slice(0, 2_000);
  return DOCBLOCK_ENVIRONMENT.exec(head)?.[1] ?? projectEnvironment;
}

/** Stable: keeps the order within each environment, node ones first. */
export function groupByEnvironment<T>(items: readonly T[], environment: (item: T) => string): T[] {
  const rank = (item: T) => (environment(item) === 'node' ? 0 : 1);
  return items
    .map((item, index) => ({ item, index, rank: rank(item) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

export default class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Projects run one after the other in Vitest's order; group within each.
    const byProject = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const specs = byProject.get(spec.project.name) ?? [];
      specs.push(spec);
      byProject.set(spec.project.name, specs);
    }
    return [...byProject.values()].flatMap((specs) => groupByEnvironment(specs, (spec) => environmentOf(spec.moduleId, spec.project.config.environment)));
  }
}
