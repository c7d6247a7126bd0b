/**
 * The worked example of fresh values each round (docs/fair-dice.md): one round of 1 chip each
 * under the server seed of the one-seed worked example. Seat 0 bets 1, seat 1 accepts and
 * reveals first, seat 0 reveals; the rolls are 4+2, 8+3 (seat 1) and 8+6 (seat 0, a Kiri).
 */
import type { FairRounds } from 'kiri-dice/fair';
import type { MatchRecord } from 'kiri-dice/record';

/** The server seed and its commitment (`openssl rand -hex 32`, then its SHA-256). */
export const serverSeed = '2893b8db94598d92851b23076151c23d0a7868023c59536afeb923546432ba53';
export const commitment = '5f8c8b8c5c2a065adb3263c9da35b9169c4dbd24c77b7d098df51659a921194a';

/**
 * Each seat's value of round 1, and of round 2 (committed, never revealed: the match ends), from
 * `openssl rand -hex 32`.
 */
export const values = {
  seat0: 'e2a784859f5bace75bd3efd7ff1673961058a2dd863c7d80317cb4fa1d7405b7',
  seat1: '9ffb3114c62616ab487112e7ce931ce3ca7aa8836781fb210aa80d3ab8355789',
  next0: 'e9356b7b4ca50ec9b82f580ffca651c4c49415cbeb09600c65bbdfab01a71799',
  next1: '79cb319bd142cd5c518e389af20c72fa2e14d39982e0d5725cafb14996cb808a',
} as const;

/** Their commitments, each from `printf '%s' $value | xxd -r -p | openssl dgst -sha256`. */
export const commitments = {
  seat0: 'd27993890d386e75c7673f77336289f7688361d180cffe48d159037ca4fab2f5',
  seat1: '66bfd58a17ff5a9a665a3a0a783af22fccae036ccf88f9416dbc9dd2656ce4b5',
  next0: 'ec4fd54537f2f3a6c411af2be117a08d71904d94331576a68da91bf2b8d4d94d',
  next1: '66bae498bde08f1732c6410933de752ec2a94a40ecbd990b0f391bbf4c7a6257',
} as const;

/** The match's whole record. */
export const record: MatchRecord = {
  format: 1,
  rules: 'standard',
  start: { seed: 1, chips: [1, 1], firstBettor: 0 },
  moves: [
    { type: 'bet', player: 0, amount: 1 },
    { type: 'accept', player: 1 },
    { type: 'roll', player: 1, dice: [4, 2], drawn: false },
    { type: 'roll', player: 1, dice: [8, 3], drawn: false },
    { type: 'roll', player: 0, dice: [8, 6], drawn: false },
  ],
};

/** The seats' commitments from their joins and the round's two reveals, in order. */
export const rounds: FairRounds = {
  commitments: [commitments.seat0, commitments.seat1],
  reveals: [
    { seat: 1, value: values.seat1, next: commitments.next1 },
    { seat: 0, value: values.seat0, next: commitments.next0 },
  ],
};
