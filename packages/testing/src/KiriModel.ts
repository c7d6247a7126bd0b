/**
 * A second, deliberately plain implementation of Kiri: one mutable object, written from
 * the rules as docs/rules.md states them (with "Moves the rules forbid"), sharing no code with
 * src/. The model-based test plays it side by side with `reduce` and compares every field.
 */
import { modelClassify, modelStandardRules, type ModelRules } from './modelRules.js';
import { Sfc32Reference } from './sfc32Reference.js';

export type ModelSeat = 0 | 1;

/** Everything the model can be compared on: the MatchState fields, with `error` reduced to its code. */
export interface ModelSnapshot {
  phase: 'betting' | 'accepting' | 'rolling' | 'over';
  round: number;
  bettor: ModelSeat;
  roller: ModelSeat | null;
  stake: number;
  pot: number;
  chips: [number, number];
  points: [number, number];
  bonusRolls: number;
  lastRoll: { player: ModelSeat; dice: [number, number]; combination: string } | null;
  lastRound: {
    round: number;
    winner: ModelSeat;
    reason: 'kiri' | 'dead' | 'points' | 'timeout';
    pot: number;
    points: [number, number];
  } | null;
  winner: ModelSeat | null;
  error: string | null;
  totalChips: number;
  seed: number;
  rng: number[];
}

export interface ModelOptions {
  readonly seed: number | string;
  readonly chips?: readonly [number, number];
  readonly firstBettor?: ModelSeat;
  readonly rules?: ModelRules;
}

/** 32-bit FNV-1a over UTF-16 code units (offset basis 2166136261, prime 16777619): how string seeds become numbers. */
export function fnv1a(text: string): number {
  let hash = 2166136261n;
  for (const unit of Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))) {
    hash = ((hash ^ BigInt(unit)) * 16777619n) % 4294967296n;
  }
  return Number(hash);
}

const other = (seat: ModelSeat): ModelSeat => (seat === 0 ? 1 : 0);
const isDie = (x: unknown): boolean =>
  typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= 8;
const FIELDS: Record<string, string[]> = {
  bet: ['type', 'player', 'amount'],
  accept: ['type', 'player'],
  decline: ['type', 'player'],
  roll: ['type', 'player', 'dice'],
  timeout: ['type', 'player'],
  halt: ['type'],
};

export class KiriModel {
  readonly rules: ModelRules;
  readonly generator: Sfc32Reference;
  readonly s: ModelSnapshot;

  constructor({
    seed,
    chips = [100, 100],
    firstBettor = 0,
    rules = modelStandardRules,
  }: ModelOptions) {
    const numeric = typeof seed === 'string' ? fnv1a(seed) : seed;
    this.rules = rules;
    this.generator = new Sfc32Reference(numeric);
    this.s = {
      phase: 'betting',
      round: 1,
      bettor: firstBettor,
      roller: null,
      stake: 0,
      pot: 0,
      chips: [chips[0], chips[1]],
      points: [0, 0],
      bonusRolls: 0,
      lastRoll: null,
      lastRound: null,
      winner: null,
      error: null,
      totalChips: chips[0] + chips[1],
      seed: numeric,
      rng: this.generator.state(),
    };
  }

  /** Whose move the match waits for, or null once it is over. */
  turn(): ModelSeat | null {
    const { phase, bettor, roller } = this.s;
    return phase === 'betting'
      ? bettor
      : phase === 'accepting'
        ? other(bettor)
        : phase === 'rolling'
          ? roller
          : null;
  }

  /** The code `reduce` must report for this action, or null when the rules allow it. */
  rejection(action: unknown): string | null {
    // 1. INVALID_ACTION: the action's own shape, whatever the match is doing.
    if (typeof action !== 'object' || action === null) return 'INVALID_ACTION';
    const proto: unknown = Object.getPrototypeOf(action);
    if (proto !== Object.prototype && proto !== null) return 'INVALID_ACTION';
    const a = action as Record<string, unknown>;
    const fields =
      typeof a['type'] === 'string' && Object.hasOwn(FIELDS, a['type'])
        ? FIELDS[a['type']]
        : undefined;
    if (!fields) return 'INVALID_ACTION';
    // Every own string key counts, a non-enumerable one too (Symbol keys are not fields: JSON cannot carry them).
    if (Object.getOwnPropertyNames(a).some((key) => !fields.includes(key))) return 'INVALID_ACTION';
    if (a['type'] !== 'halt' && a['player'] !== 0 && a['player'] !== 1) return 'INVALID_ACTION';
    // 2. MATCH_OVER, 3. WRONG_PHASE, 4. NOT_YOUR_TURN.
    const { phase } = this.s;
    if (phase === 'over') return 'MATCH_OVER';
    // A host halts before a bet or during the rolls, never before the bet's answer.
    if (a['type'] === 'halt') return phase === 'accepting' ? 'WRONG_PHASE' : null;
    // A clock runs out for either seat, whatever the phase.
    if (a['type'] === 'timeout') return null;
    const needed = a['type'] === 'bet' ? 'betting' : a['type'] === 'roll' ? 'rolling' : 'accepting';
    if (phase !== needed) return 'WRONG_PHASE';
    if (a['player'] !== this.turn()) return 'NOT_YOUR_TURN';
    // 5. INVALID_STAKE or INVALID_DICE.
    if (a['type'] === 'bet') {
      const amount = a['amount'];
      const max = Math.min(this.s.chips[0], this.s.chips[1]);
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > max)
        return 'INVALID_STAKE';
    }
    if (a['type'] === 'roll' && a['dice'] !== undefined) {
      const dice = a['dice'];
      if (!Array.isArray(dice) || dice.length !== 2 || !isDie(dice[0]) || !isDie(dice[1]))
        return 'INVALID_DICE';
    }
    return null;
  }

  /** Plays one action, as `reduce` must. */
  apply(action: unknown): void {
    const code = this.rejection(action);
    this.s.error = code;
    if (code !== null) return;
    const a = action as {
      type: string;
      player: ModelSeat;
      amount?: number;
      dice?: [number, number];
    };
    const s = this.s;
    if (a.type === 'halt') {
      // Nobody wins; the stakes of a round in play go back, and its points with it.
      s.chips[0] += s.stake;
      s.chips[1] += s.stake;
      s.pot = 0;
      s.stake = 0;
      s.points = [0, 0];
      s.bonusRolls = 0;
      s.roller = null;
      s.phase = 'over';
    } else if (a.type === 'timeout') {
      // The other seat takes the pot and every chip of the seat out of time, and the match.
      const winner = other(a.player);
      s.pot += s.chips[a.player];
      s.chips[a.player] = 0;
      this.endRound(winner, 'timeout');
    } else if (a.type === 'bet') {
      s.phase = 'accepting';
      s.stake = a.amount!;
    } else if (a.type === 'decline') {
      // "ends the match with no chips moved (nobody wins the match)"
      s.phase = 'over';
      s.stake = 0;
    } else if (a.type === 'accept') {
      s.chips[0] -= s.stake;
      s.chips[1] -= s.stake;
      s.pot = 2 * s.stake;
      s.phase = 'rolling';
      s.roller = other(s.bettor); // "The acceptor rolls first."
    } else {
      const dice = a.dice ?? [this.die(), this.die()];
      this.roll(dice[0], dice[1]);
    }
  }

  /** One die from the generator: the top three bits of a 32-bit output, plus one. */
  private die(): number {
    const die = Math.floor(this.generator.next() / 2 ** 29) + 1;
    this.s.rng = this.generator.state();
    return die;
  }

  private roll(d1: number, d2: number): void {
    const s = this.s;
    const p = s.roller!;
    const c = modelClassify(this.rules, d1, d2);
    s.lastRoll = { player: p, dice: [d1, d2], combination: c.id };
    if (c.instant === 'win') {
      this.endRound(p, 'kiri');
      return;
    }
    if (c.instant === 'lose') {
      s.points[p] = 0; // "the roller's points burn (set to 0)"
      this.endRound(other(p), 'dead');
      return;
    }
    s.points[p] += c.points;
    if (s.points[p] >= this.rules.targetPoints) {
      this.endRound(p, 'points');
      return;
    }
    // "Every roll made while bonusRolls > 0 uses one up."
    if (s.bonusRolls > 0) s.bonusRolls -= 1;
    s.bonusRolls += c.bonusRolls;
    // "A roll passes the turn only if its combination ends the turn and no extra rolls are left after it."
    if (c.endsTurn && s.bonusRolls === 0) s.roller = other(p);
  }

  private endRound(winner: ModelSeat, reason: 'kiri' | 'dead' | 'points' | 'timeout'): void {
    const s = this.s;
    s.chips[winner] += s.pot;
    s.lastRound = {
      round: s.round,
      winner,
      reason,
      pot: s.pot,
      points: [s.points[0], s.points[1]],
    };
    s.round += 1;
    s.bettor = winner; // "The winner takes the pot and makes the first bet of the next round."
    s.roller = null;
    s.stake = 0;
    s.pot = 0;
    s.points = [0, 0];
    s.bonusRolls = 0;
    // "when a player has 0 chips after a round, the match is over and the other player has won it"
    if (s.chips[other(winner)] === 0) {
      s.phase = 'over';
      s.winner = winner;
    } else {
      s.phase = 'betting';
    }
  }
}
