import { describe, expect, it } from 'vitest';
import { readCreate, readJoin, readMove, readReveal } from '../../src/core/readBodies.js';

/** What a reader made of a body: the refusal's status, code and message, or `ok`. */
const verdict = (read: (body: unknown) => unknown, body: unknown): string => {
  const got = read(body) as { type?: string; status?: number; code?: string; message?: string };
  return got.type === 'refusal' ? `${got.status} ${got.code}: ${got.message}` : 'ok';
};

const seed = 'ab'.repeat(32);
/** A join's body with `requestId`. */
const join = (requestId: unknown) => ({ requestId, seedCommitment: seed });

describe('readFields, through the readers', () => {
  it('refuses a body that is not an object, has other fields or lacks one, naming its form', () => {
    const shapes = [
      null,
      [],
      5,
      'x',
      { requestId: 'a', action: {}, state: {} },
      { action: {} },
      { state: {}, seat: 0 },
      {},
    ];
    expect(shapes.map((body) => verdict(readMove, body))).toMatchInlineSnapshot(`
      [
        "400 BAD_REQUEST: send { requestId, action, reveal? }: a JSON object",
        "400 BAD_REQUEST: send { requestId, action, reveal? }: a JSON object",
        "400 BAD_REQUEST: send { requestId, action, reveal? }: a JSON object",
        "400 BAD_REQUEST: send { requestId, action, reveal? }: a JSON object",
        "400 BAD_REQUEST: send { requestId, action, reveal? }, nothing else: not state",
        "400 BAD_REQUEST: send { requestId, action, reveal? }: requestId missing",
        "400 BAD_REQUEST: send { requestId, action, reveal? }, nothing else: not state, seat",
        "400 BAD_REQUEST: send { requestId, action, reveal? }: requestId, action missing",
      ]
    `);
    expect(
      [undefined, {}, { chips: 5 }, { chips: 5, x: 1 }, null].map((body) =>
        verdict(readCreate, body),
      ),
    ).toMatchInlineSnapshot(`
      [
        "ok",
        "ok",
        "ok",
        "400 BAD_REQUEST: send { chips?, private?, clock?, rounds?, opponent?, strategy? }, nothing else: not x",
        "400 BAD_REQUEST: send { chips?, private?, clock?, rounds?, opponent?, strategy? }: a JSON object",
      ]
    `);
  });
});

describe('readMove and readReveal', () => {
  it("refuse a requestId that is not 1 to 64 of its characters, and a move's action that is not an object", () => {
    const ids = [5, '', 'x'.repeat(65), 'a b', ' a', 'a\n', 'a-_Z9'];
    expect(ids.map((requestId) => verdict(readMove, { requestId, action: {} })))
      .toMatchInlineSnapshot(`
        [
          "400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _",
          "400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _",
          "400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _",
          "400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _",
          "400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _",
          "400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _",
          "ok",
        ]
      `);
    expect(ids.map((requestId) => verdict(readReveal, { requestId, clientSeed: seed }))).toEqual(
      ids.map((requestId) => verdict(readMove, { requestId, action: {} })),
    );
    expect([null, [], 'roll', {}].map((action) => verdict(readMove, { requestId: 'a', action })))
      .toMatchInlineSnapshot(`
        [
          "400 INVALID_ACTION: action must be an object like { type: 'roll', player: 0 }",
          "400 INVALID_ACTION: action must be an object like { type: 'roll', player: 0 }",
          "400 INVALID_ACTION: action must be an object like { type: 'roll', player: 0 }",
          "ok",
        ]
      `);
  });

  it('read a seed as 64 lowercase hexadecimal digits, nothing before or after', () => {
    const seeds = [seed, seed.toUpperCase(), seed.slice(1), `x${seed}`, `${seed}x`, 5, [seed]];
    expect(seeds.map((clientSeed) => verdict(readReveal, { requestId: 'r', clientSeed })))
      .toMatchInlineSnapshot(`
        [
          "ok",
          "400 BAD_REQUEST: clientSeed must be the seed committed to: 64 lowercase hexadecimal digits (createClientSeed())",
          "400 BAD_REQUEST: clientSeed must be the seed committed to: 64 lowercase hexadecimal digits (createClientSeed())",
          "400 BAD_REQUEST: clientSeed must be the seed committed to: 64 lowercase hexadecimal digits (createClientSeed())",
          "400 BAD_REQUEST: clientSeed must be the seed committed to: 64 lowercase hexadecimal digits (createClientSeed())",
          "400 BAD_REQUEST: clientSeed must be the seed committed to: 64 lowercase hexadecimal digits (createClientSeed())",
          "400 BAD_REQUEST: clientSeed must be the seed committed to: 64 lowercase hexadecimal digits (createClientSeed())",
        ]
      `);
    expect(verdict(readReveal, null)).toBe(
      '400 BAD_REQUEST: send { requestId, clientSeed }: a JSON object',
    );
    expect(readReveal({ requestId: 'r', clientSeed: seed })).toEqual({
      requestId: 'r',
      clientSeed: seed,
    });
    expect(readMove({ requestId: 'r', action: { type: 'roll' } })).toEqual({
      requestId: 'r',
      action: { type: 'roll' },
    });
  });

  it("read a round's value and next commitment, with an accept or alone, by their fields", () => {
    const next = 'ab'.repeat(32);
    // An array of one text is no text, though it reads as one.
    const values = [seed, seed.toUpperCase(), seed.slice(1), 5, [seed]];
    expect(values.map((value) => verdict(readReveal, { requestId: 'r', value, next })))
      .toMatchInlineSnapshot(`
        [
          "ok",
          "400 BAD_REQUEST: value must be your value of the round, the one your last commitment binds: 64 lowercase hexadecimal digits",
          "400 BAD_REQUEST: value must be your value of the round, the one your last commitment binds: 64 lowercase hexadecimal digits",
          "400 BAD_REQUEST: value must be your value of the round, the one your last commitment binds: 64 lowercase hexadecimal digits",
          "400 BAD_REQUEST: value must be your value of the round, the one your last commitment binds: 64 lowercase hexadecimal digits",
        ]
      `);
    for (const wrong of [`${next}0`, [next]])
      expect(verdict(readReveal, { requestId: 'r', value: seed, next: wrong })).toBe(
        '400 BAD_REQUEST: next must be commitTo of your value for the next round: 64 lowercase hexadecimal digits',
      );
    // A body that is no object is refused as a seed's would be, whatever it holds.
    for (const body of [5, 'value', true])
      expect(verdict(readReveal, body)).toBe(
        '400 BAD_REQUEST: send { requestId, clientSeed }: a JSON object',
      );
    // A value goes with its next: the form named is the round's, not the seed's.
    expect(verdict(readReveal, { requestId: 'r', value: seed })).toBe(
      '400 BAD_REQUEST: send { requestId, value, next }: next missing',
    );
    expect(verdict(readReveal, { requestId: 'r', value: seed, next, clientSeed: seed })).toBe(
      '400 BAD_REQUEST: send { requestId, value, next }, nothing else: not clientSeed',
    );
    expect(verdict(readReveal, { requestId: '', value: seed, next })).toBe(
      '400 BAD_REQUEST: requestId must be 1 to 64 letters, digits, - or _',
    );
    expect(readReveal({ requestId: 'r', value: seed, next })).toEqual({
      requestId: 'r',
      value: seed,
      next,
    });
    const accept = { type: 'accept', player: 1 };
    expect(readMove({ requestId: 'r', action: accept, reveal: { value: seed, next } })).toEqual({
      requestId: 'r',
      action: accept,
      reveal: { value: seed, next },
    });
    expect(
      [null, [], { value: seed }, { value: seed, next: 'x' }, { value: 'x', next }].map((reveal) =>
        verdict(readMove, { requestId: 'r', action: accept, reveal }),
      ),
    ).toMatchInlineSnapshot(`
      [
        "400 BAD_REQUEST: send { value, next }: a JSON object",
        "400 BAD_REQUEST: send { value, next }: a JSON object",
        "400 BAD_REQUEST: send { value, next }: next missing",
        "400 BAD_REQUEST: reveal.next must be commitTo of your value for the next round: 64 lowercase hexadecimal digits",
        "400 BAD_REQUEST: reveal.value must be your value of the round, the one your last commitment binds: 64 lowercase hexadecimal digits",
      ]
    `);
    expect(verdict(readMove, { requestId: 'r', action: accept, nope: 1 })).toBe(
      '400 BAD_REQUEST: send { requestId, action, reveal? }, nothing else: not nope',
    );
  });
});

describe('readJoin', () => {
  it('takes a requestId that looks random: 22 to 64 of its characters, spread, and 32 digits when hexadecimal', () => {
    const accepted = [
      'ghijklmnghijklmnghijkl', // 22 characters, 8 distinct
      'abcdef0123456789xyzXYZ', // hexadecimal at first only
      'ghijklmnopqrstuvwxyzGH', // no uppercase hexadecimal digit
      crypto.randomUUID(),
      'ghijklmnopqrstuvwxyzGH'.repeat(3).slice(0, 64), // 64 characters
      'ABCDEF0123456789ABCDEF0123456789', // 32 uppercase hexadecimal digits
      'x'.repeat(8) + 'abcdefghijklmnopq', // a run of 8
    ];
    expect(accepted.map((id) => verdict(readJoin, join(id)))).toEqual(accepted.map(() => 'ok'));
    expect(readJoin(join(accepted[0]))).toEqual({ requestId: accepted[0], seedCommitment: seed });
    const refused = [
      5,
      'ghijklmghijklmghijklmg', // 7 distinct
      'ghijklmnopqrstuvwxyzG', // 21 characters
      'ghijklmnopqrstuvwxyzGH'.repeat(3).slice(0, 65), // 65 characters
      ` ghijklmnopqrstuvwxyzGH`,
      `ghijklmnopqrstuvwxyzGH `,
      'x'.repeat(9) + 'abcdefghijklmnopq', // a run of 9
      'ABCDEF0123456789ABCDEF', // 22 uppercase hexadecimal digits
      'abcdef0123456789abcdef01234567', // 30 lowercase ones
    ];
    expect(new Set(refused.map((id) => verdict(readJoin, join(id))))).toMatchInlineSnapshot(`
      Set {
        "400 BAD_REQUEST: a join's requestId must be random, 128 bits or more (it fetches the seat's token again): 22 to 64 letters, digits, - or _ from a cryptographic generator, such as crypto.randomUUID() or createClientSeed() (32 hexadecimal digits or more)",
      }
    `);
  });

  it('reads a seedCommitment as 64 lowercase hexadecimal digits, nothing before or after', () => {
    const id = crypto.randomUUID();
    // An array of one seed reads as the seed where text is asked for: it is no text.
    const commitments = [seed.toUpperCase(), `x${seed}`, `${seed}x`, 5, [seed]];
    expect(
      new Set(
        commitments.map((seedCommitment) => verdict(readJoin, { requestId: id, seedCommitment })),
      ),
    ).toMatchInlineSnapshot(`
      Set {
        "400 BAD_REQUEST: seedCommitment must be commitTo(clientSeed): 64 lowercase hexadecimal digits",
      }
    `);
    expect(verdict(readJoin, { requestId: id })).toMatchInlineSnapshot(
      `"400 BAD_REQUEST: send { requestId, seedCommitment, invitation? }: seedCommitment missing"`,
    );
  });
});
