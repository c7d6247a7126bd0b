/**
 * The package's entry points, imported inside the test (nothing in this file imports src/ up
 * front): each must load, and export exactly the documented API, with the standard rules compiled.
 */
import { describe, expect, it } from 'vitest';

describe('the package entries', () => {
  it('kiri-dice loads and exports the documented API, nothing more', async () => {
    const api = await import('../../src/index.js');
    expect(Object.keys(api).sort()).toEqual([
      'KiriError',
      'actionErrorCodes',
      'classifyRoll',
      'createGame',
      'createMatch',
      'createReducer',
      'kiriErrorCodes',
      'legalActions',
      'parseMatchState',
      'parseSeed',
      'playerToAct',
      'reduce',
      'sfc32',
      'stakeRange',
      'standardRules',
      'validateAction',
    ]);
    expect(api.standardRules).toMatchObject({ name: 'standard', targetPoints: 4 });
    expect(api.standardRules.table).toHaveLength(64);
  });

  it('kiri-dice/rules exports the rules compiler and the standard table as data', async () => {
    const api = await import('../../src/rules/index.js');
    expect(Object.keys(api).sort()).toEqual(['defineRules', 'standardRulesSpec']);
    expect(api.standardRulesSpec.combinations.map((c) => c.id)).toEqual([
      'dead',
      'kiri',
      'midKiri',
      'reverse',
      'kvatra',
      'normal',
    ]);
  });

  it('kiri-dice/odds exports the odds, the solvers, the simulator and the computer players', async () => {
    const api = await import('../../src/odds/index.js');
    expect(Object.keys(api).sort()).toEqual([
      'combinationOdds',
      'createBot',
      'evaluatePolicies',
      'maxTotalChips',
      'simulate',
      'solveMatch',
      'solveRound',
      'winProbability',
    ]);
  });

  it('kiri-dice/fair exports the commitment, the dice and their check', async () => {
    const api = await import('../../src/fair/index.js');
    expect(Object.keys(api).sort()).toEqual([
      'commitTo',
      'createClientSeed',
      'createServerSeed',
      'fairDice',
      'fairRoller',
      'fairRolls',
      'jointSeed',
      'verifyFairRolls',
    ]);
  });

  it('kiri-dice/record exports the records, their replay and their notation', async () => {
    const api = await import('../../src/record/index.js');
    expect(Object.keys(api).sort()).toEqual([
      'formatRecord',
      'parseRecord',
      'play',
      'readRecordSteps',
      'recordWriter',
      'replay',
      'replaySteps',
      'resumeRecord',
      'startRecord',
      'undo',
    ]);
  });

  it('@kiri-dice/referee exports the referee, its stores, its HTTP interface and its audit', async () => {
    const api = await import('@kiri-dice/referee');
    expect(Object.keys(api).sort()).toEqual([
      'answerClientError',
      'archiveSqlite',
      'auditStore',
      'backupSqlite',
      'createReferee',
      'defaultLimits',
      'memoryStore',
      'postgresStore',
      'routes',
      'serveNode',
      'sqliteStore',
      'toNodeListener',
      'withSite',
    ]);
  });
});
