/**
 * The package entry, imported inside the test (nothing in this file imports src/ up front): it
 * must load, and export exactly the documented API, with the standard rules compiled.
 */
import { describe, expect, it } from 'vitest';

describe('the package entry', () => {
  it('loads and exports the documented API, nothing more', async () => {
    const api = await import('../../src/index.js');
    expect(Object.keys(api).sort()).toEqual([
      'KiriError', 'classifyRoll', 'createGame', 'createMatch', 'createReducer', 'defineRules', 'kiriErrorCodes',
      'legalActions', 'parseMatchState', 'reduce', 'sfc32', 'stakeRange', 'standardRules', 'standardRulesSpec', 'validateAction',
    ]);
    expect(api.standardRules).toMatchObject({ name: 'standard', targetPoints: 4 });
    expect(api.standardRules.table).toHaveLength(64);
    expect(api.standardRulesSpec.combinations.map((c) => c.id)).toEqual(['dead', 'kiri', 'midKiri', 'reverse', 'kvatra', 'normal']);
  });
});
