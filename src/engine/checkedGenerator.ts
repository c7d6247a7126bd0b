// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
import type { RandomGenerator, RandomState } from '../rng/RandomGenerator.js';
import { calling, failure, type Fail } from '../guard/check.js';
import { isWhole } from '../guard/isWhole.js';
import { MAX_WORD, MIN_WORD } from './limits.js';

/** A generator's state as it must come back: `length` 32-bit words, copied and frozen. */
function words(fail: Fail, value: unknown, field: string, length: number): RandomState {
  const ok = Array.isArray(value) && value.length === length;
  const list = ok ? Array.from({ length }, (_, i) => (value as unknown[])[i]) : value;
  if (!ok || !(list as unknown[]).every((n) => isWhole(n, MIN_WORD, MAX_WORD)))
    fail(field, `a state of ${length} whole numbers from ${MIN_WORD} to ${MAX_WORD}`, value);
  return Object.freeze(list as number[]);
}

/**
 * A user's generator with every output checked: it is code the engine did not write, and what
 * it returns goes into states: `seed` must give a state of the generator's length, `next` a
 * value of 32 bits and such a state. The messages name `seedCaller` and `nextCaller` (the
 * functions that call them: createGame on trial, then createMatch and reduce) and `label`. Only
 * `createGame` uses it, so the standard game's bundle does not carry it.
 */
export function checkedGenerator(
  rng: RandomGenerator,
  length: number,
  seedCaller: string,
  nextCaller: string,
  label = `the ${rng.name} generator's `,
): RandomGenerator {
  const { name } = rng;
  const seeding = failure('INVALID_OPTIONS', seedCaller);
  const drawing = failure('INVALID_OPTIONS', nextCaller);
  return Object.freeze({
    name,
    seed: (seed: number) =>
      words(
        seeding,
        calling('INVALID_OPTIONS', `${seedCaller}: ${label}seed(${seed})`, () => rng.seed(seed)),
        `${label}seed(${seed})`,
        length,
      ),
    next(state: RandomState): readonly [number, RandomState] {
      const output: unknown = calling('INVALID_OPTIONS', `${nextCaller}: ${label}next(state)`, () =>
        rng.next(state),
      );
      const [value, after] = Array.isArray(output)
        ? [output[0] as unknown, output[1] as unknown]
        : [];
      if (!isWhole(value, 0, MAX_WORD))
        drawing(`${label}next(state)[0]`, `a whole number from 0 to ${MAX_WORD}`, value);
      return [value as number, words(drawing, after, `${label}next(state)[1]`, length)];
    },
  });
}
