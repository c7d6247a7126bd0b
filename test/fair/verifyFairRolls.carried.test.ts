import { describe, expect, it } from 'vitest';
import { verifyFairRolls } from '../../src/fair/index.js';
import * as example from '@kiri-dice/testing/freshValuesExample';

const { serverSeed, commitment, record, rounds } = example;

describe('verifyFairRolls with the rounds a record carries', () => {
  it('refuses a second list of values, or none, as misuse: INVALID_OPTIONS', async () => {
    const carrying = { ...record, rounds };
    const codeOf = (options: object) =>
      verifyFairRolls({ serverSeed, commitment, ...options } as never).then(
        () => 'verified',
        (error: unknown) => (error as { code: string }).code,
      );
    expect(
      await Promise.all([
        codeOf({ record: carrying }),
        codeOf({ record: carrying, rounds }),
        codeOf({ record: carrying, clientSeed: 'lucky-7' }),
        codeOf({ record }),
      ]),
    ).toEqual(['verified', 'INVALID_OPTIONS', 'INVALID_OPTIONS', 'INVALID_OPTIONS']);
  });
});
