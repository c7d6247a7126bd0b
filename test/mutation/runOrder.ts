import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order of test files in the mutation run. A mutant in code that runs on import (the frozen
 * standard rules and built-in generator, the module-level values of `src/`) cannot be switched on per test, so
 * Stryker runs every test file for it and stops at the first failure: small files that check
 * the most come first, the slow odds and CLI files last. Files not named here go in between, the
 * fastest first.
 */
const FIRST = [
  'classifyRoll',
  'rules/defineRules',
  'reduce',
  'createMatch',
  'parseMatchState',
  'legalActions',
  'validateAction',
  'stakeRange',
  'createGame',
  'rng/sfc32',
  'rng/seeding',
  'properties/errorMessages',
  'odds/combinationOdds',
  'odds/winProbability',
  'model/rulesAgainstModel',
];
const LAST = [
  // A mutant of the solvers or the simulation is caught first by its own file, before the
  // command line's tests that run the same code on larger cases.
  'odds/solveRound',
  'odds/simulate',
  'cli/play.properties',
  'cli/odds',
  'cli/play',
  'cli/solve',
  'pictures',
  'cli/simulate',
  'model/reduceAgainstModel',
  'cli/run',
];

function rank(spec: TestSpecification): number {
  const name = /test\/(.+)\.test\.ts$/.exec(spec.moduleId.replaceAll('\\', '/'))?.[1] ?? '';
  const first = FIRST.indexOf(name);
  if (first >= 0) return first;
  const last = LAST.indexOf(name);
  return last >= 0 ? 1000 + last : 500;
}

export class MutationRunOrder extends BaseSequencer {
  /** How long the file took when vitest last ran it (its cache), unknown files last among equals. */
  private duration(spec: TestSpecification): number {
    const key = `${spec.project.name}:${relative(this.ctx.config.root, spec.moduleId)}`;
    return this.ctx.cache.getFileTestResults(key)?.duration ?? Number.MAX_SAFE_INTEGER;
  }

  // Between the first and the last, the fastest files first: a static mutant's run stops at its
  // first failure, so the cheaper the tests before it, the cheaper the mutant.
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return Promise.resolve(
      [...files].sort(
        (a, b) =>
          rank(a) - rank(b) ||
          this.duration(a) - this.duration(b) ||
          a.moduleId.localeCompare(b.moduleId),
      ),
    );
  }
}
