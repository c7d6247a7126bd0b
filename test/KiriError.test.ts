import { describe, expect, it } from 'vitest';
import { actionErrorCodes, createMatch, KiriError, kiriErrorCodes, reduce } from '../src/index.js';

describe('KiriError', () => {
  it('has a code, a name and a message, and keeps all three through JSON', () => {
    const error = new KiriError(
      'INVALID_DICE',
      'classifyRoll: dice must be whole numbers from 1 to 8, got 0 and 3',
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: 'INVALID_DICE', name: 'KiriError' });
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'KiriError',
      code: 'INVALID_DICE',
      message: 'classifyRoll: dice must be whole numbers from 1 to 8, got 0 and 3',
    });
    expect(JSON.stringify({ error: new KiriError('INVALID_STATE', 'm') })).toBe(
      '{"error":{"name":"KiriError","code":"INVALID_STATE","message":"m"}}',
    );
  });

  it('lists the six action codes explicitly, and every code after them', () => {
    expect(actionErrorCodes).toEqual([
      'INVALID_ACTION',
      'MATCH_OVER',
      'WRONG_PHASE',
      'NOT_YOUR_TURN',
      'INVALID_STAKE',
      'INVALID_DICE',
    ]);
    expect(kiriErrorCodes).toEqual([
      ...actionErrorCodes,
      'INVALID_RULES',
      'INVALID_STATE',
      'INVALID_OPTIONS',
      'INVALID_RECORD',
      'UNSUPPORTED_RUNTIME',
    ]);
    expect(Object.isFrozen(actionErrorCodes) && Object.isFrozen(kiriErrorCodes)).toBe(true);
    expect(actionErrorCodes).toContain(
      reduce(createMatch({ seed: 1 }), { type: 'roll', player: 0 }).error?.code,
    );
  });
});
