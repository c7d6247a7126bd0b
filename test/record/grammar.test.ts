/**
 * The grammar of docs/records.md and parseRecord as one contract. The test reads the grammar
 * block of the page, parses its EBNF and builds from it alone (1) a reader of records, which
 * follows the productions, the page's prose around them (what SP, NL, blank lines and the byte
 * order mark are) and the constraints written beside them in parentheses, and replays the moves
 * it reads with `replay`; and (2) generators of texts, by deriving each production at random.
 * parseRecord must accept exactly the texts that reader accepts, with the same record: texts
 * derived from the grammar, records written by formatRecord in every spelling the page allows,
 * and near misses of both (a character added, dropped or changed).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KiriError, type MatchState } from '../../src/index.js';
import {
  formatRecord,
  parseRecord,
  replay,
  type FairReveal,
  type MatchRecord,
  type RecordedMove,
} from '../../src/record/index.js';
import { repeatedKey } from '../../src/record/repeatedKey.js';
import { specOf } from '../../src/rules/specOf.js';
import { house } from '@kiri-dice/testing/houseRules';
import { runs } from '@kiri-dice/testing/propertyRuns';
import { played, playedWithRounds } from '@kiri-dice/testing/recordArbitraries';

/** A production's right-hand side. */
type Expr =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'name'; readonly name: string }
  | { readonly kind: 'seq' | 'alt'; readonly items: readonly Expr[] }
  | { readonly kind: 'many' | 'maybe'; readonly item: Expr };

/** The page, and its grammar block. */
const page = readFileSync(join(import.meta.dirname, '../../docs/records.md'), 'utf8');
const block = /### The grammar[\s\S]*?```text\n([\s\S]*?)```/.exec(page)![1]!;

/**
 * The constraints beside the productions: a parenthesis with no quote in it (a group of the
 * grammar always holds a literal), which may run over two lines.
 */
const NOTE = /\((?:[^()"])*\)/g;

/** The productions of the block, by name, in the order the page gives them. */
function productions(): ReadonlyMap<string, Expr> {
  const tokens = block.replace(NOTE, ' ').match(/"(?:[^"\\]|\\.)*"|[\w-]+|[=;|{}[\]()]/g)!;
  const rules = new Map<string, Expr>();
  let at = 0;
  const next = () => tokens[at++]!;
  const alt = (): Expr => {
    const items = [seq()];
    while (tokens[at] === '|') {
      at++;
      items.push(seq());
    }
    return items.length === 1 ? items[0]! : { kind: 'alt', items };
  };
  const seq = (): Expr => {
    const items: Expr[] = [];
    for (;;) {
      const token = tokens[at];
      if (token === undefined || [';', '|', '}', ']', ')'].includes(token)) break;
      at++;
      if (token.startsWith('"')) items.push({ kind: 'text', text: JSON.parse(token) as string });
      else if (token === '{' || token === '[' || token === '(') {
        const inner = alt();
        const close = next();
        expect(close).toBe({ '{': '}', '[': ']', '(': ')' }[token]);
        items.push(token === '(' ? inner : { kind: token === '{' ? 'many' : 'maybe', item: inner });
      } else items.push({ kind: 'name', name: token });
    }
    return items.length === 1 ? items[0]! : { kind: 'seq', items };
  };
  while (at < tokens.length) {
    const name = next();
    expect(next()).toBe('=');
    rules.set(name, alt());
    expect(next()).toBe(';');
  }
  return rules;
}

const grammar = productions();

/**
 * The names the prose defines rather than the block: `SP` is one space and `NL` the end of a
 * line (read after the lines are cut, so a line feed), and `json` the house rules as JSON on one
 * line (any text to the end of the line, which the constraint beside it checks).
 */
const PROSE: Readonly<Record<string, string>> = { SP: ' ', NL: '\n', json: '[^\\n]*' };

/** A production (or a part of one) as a regular expression, names expanded. */
function regexOf(expr: Expr): string {
  switch (expr.kind) {
    case 'text':
      return expr.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    case 'name': {
      const rule = grammar.get(expr.name);
      return rule ? `(?:${regexOf(rule)})` : PROSE[expr.name]!;
    }
    case 'seq':
      return expr.items.map(regexOf).join('');
    case 'alt':
      return `(?:${expr.items.map(regexOf).join('|')})`;
    case 'many':
      return `(?:${regexOf(expr.item)})*`;
    case 'maybe':
      return `(?:${regexOf(expr.item)})?`;
  }
}

/** A whole match of the production `name`. */
const matches = (name: string) => new RegExp(`^${regexOf({ kind: 'name', name })}$`);
/** The production `name` as a capture. */
const capture = (name: string) => `(${regexOf({ kind: 'name', name })})`;

const RECORD = matches('record');
const HEADER = new RegExp(
  `^format 1\\nseed ${capture('whole')}\\nchips ${capture('whole')} ${capture('whole')}\\nfirst-bettor ${capture('seat')}\\nrules ([^\\n]*)\\n`,
);
const NUMBER = new RegExp(`^${capture('whole')}\\. (?:P${capture('seat')}|halted)`);
const BET = new RegExp(`^ bets ${capture('whole')}`);
const TIMEOUT = new RegExp(`^; P${capture('seat')} runs out of time`);
const HALTED = '; halted';
const ANSWER = new RegExp(`^, P${capture('seat')} (accepts|declines)`);
const TURN = new RegExp(`^; P${capture('seat')}((?: ${regexOf({ kind: 'name', name: 'roll' })})+)`);
const ROLL = new RegExp(`\\[?${capture('face')}\\+${capture('face')}\\]?`, 'g');
const RESULT = new RegExp(`^ \\{${capture('result')}\\}$`);
const COMMITMENTS = new RegExp(`^commitments ${capture('value')} ${capture('value')}$`);
const REVEAL = new RegExp(
  `^reveal P${capture('seat')} ${capture('value')} next ${capture('value')}$`,
);
/** The note beside `value`: exactly 64 lowercase hexadecimal digits. */
const VALUE = /^[0-9a-f]{64}$/;

/**
 * The lines of a text as the prose says them: a byte order mark at the start skipped, a line
 * ended by `\n` or `\r\n` (the last line's end may be missing), blank lines (empty, or spaces
 * and tabs only) skipped anywhere. `null` for a line feed that a carriage return does not end.
 */
function linesOf(text: string): string[] {
  const parts = (text.startsWith('\ufeff') ? text.slice(1) : text).split('\n');
  const lines = parts.map((line, i) => (i < parts.length - 1 ? line.replace(/\r$/, '') : line));
  return lines.filter((line) => !/^[ \t]*$/.test(line));
}

/** The result in braces of a round that ended, as `result` writes it from the replay's state. */
function resultOf(state: MatchState<string>): string {
  const { winner, pot, reason, points } = state.lastRound!;
  const match = state.phase === 'over' ? `, P${winner} wins the match` : '';
  return `P${winner} wins ${pot} by ${reason}, points ${points[0]}-${points[1]}${match}`;
}

/**
 * A record read by the page alone: the productions, then what the notes beside them require
 * (the seed and chips in range, the rules JSON with each key once, the rounds numbered 1, 2, ...
 * in order, the result there exactly when the round has ended), with every move replayed.
 */
function readByGrammar(text: string): MatchRecord | 'refused' {
  const lines = linesOf(text);
  const normal = lines.map((line) => `${line}\n`).join('');
  if (!RECORD.test(normal)) return 'refused';
  const [, seed, a, b, bettor, rulesText] = HEADER.exec(normal)!;
  let rules: unknown = 'standard';
  if (rulesText !== 'standard') {
    // The page: no space goes before or after the JSON (JSON itself would take it).
    if (/^\s|\s$/.test(rulesText!)) return 'refused';
    try {
      // A record holds what JSON carries, and JSON writes -0 as 0: the page says so.
      rules = JSON.parse(rulesText!, (_key, value: unknown) => (value === 0 ? 0 : value));
    } catch {
      return 'refused';
    }
    if (repeatedKey(rulesText!) !== null) return 'refused';
  }
  const moves: RecordedMove[] = [];
  const ends: number[] = [];
  const results: (string | null)[] = [];
  let body = lines.slice(5);
  const commitments = COMMITMENTS.exec(body[0] ?? '');
  const reveals: FairReveal[] = [];
  if (commitments) {
    body = body.slice(1);
    for (
      let reveal = REVEAL.exec(body.at(-1) ?? '');
      reveal;
      reveal = REVEAL.exec(body.at(-1) ?? '')
    ) {
      reveals.unshift({ seat: Number(reveal[1]) as 0 | 1, value: reveal[2]!, next: reveal[3]! });
      body = body.slice(0, -1);
    }
    const values = [commitments[1]!, commitments[2]!, ...reveals.flatMap((r) => [r.value, r.next])];
    if (!values.every((value) => VALUE.test(value))) return 'refused';
  }
  for (const [k, line] of body.entries()) {
    const number = NUMBER.exec(line)!;
    if (Number(number[1]) !== k + 1) return 'refused';
    const first = Number(number[2]) as 0 | 1;
    let rest = line.slice(number[0].length);
    const bet = BET.exec(rest);
    if (number[2] === undefined) {
      moves.push({ type: 'halt' });
    } else if (bet) {
      moves.push({ type: 'bet', player: first, amount: Number(bet[1]) });
      rest = rest.slice(bet[0].length);
    } else {
      moves.push({ type: 'timeout', player: first });
      rest = rest.slice(' runs out of time'.length);
    }
    const answer = ANSWER.exec(rest);
    if (answer) {
      const type = answer[2] === 'accepts' ? 'accept' : 'decline';
      moves.push({ type, player: Number(answer[1]) as 0 | 1 });
      rest = rest.slice(answer[0].length);
    }
    for (let turn = TURN.exec(rest); turn; turn = TURN.exec(rest)) {
      for (const roll of turn[2]!.matchAll(ROLL)) {
        const dice = [Number(roll[1]), Number(roll[2])] as const;
        moves.push({
          type: 'roll',
          player: Number(turn[1]) as 0 | 1,
          dice,
          drawn: !roll[0].startsWith('['),
        });
      }
      rest = rest.slice(turn[0].length);
    }
    const timeout = TIMEOUT.exec(rest);
    if (timeout) {
      moves.push({ type: 'timeout', player: Number(timeout[1]) as 0 | 1 });
      rest = rest.slice(timeout[0].length);
    } else if (rest.startsWith(HALTED)) {
      moves.push({ type: 'halt' });
      rest = rest.slice(HALTED.length);
    }
    ends.push(moves.length);
    results.push(rest ? RESULT.exec(rest)![1]! : null);
  }
  const start = { seed: Number(seed), chips: [Number(a), Number(b)], firstBettor: Number(bettor) };
  // The note beside `reveal`: at most two for each round accepted.
  const accepted = moves.filter((move) => move.type === 'accept').length;
  if (reveals.length > 2 * accepted) return 'refused';
  const rounds = commitments && { commitments: [commitments[1], commitments[2]], reveals };
  const record = (rounds
    ? { format: 1, rules, start, moves, rounds }
    : { format: 1, rules, start, moves }) as unknown as MatchRecord;
  let states: readonly MatchState<string>[];
  try {
    states = replay(record);
  } catch (error) {
    if (error instanceof KiriError) return 'refused';
    throw error;
  }
  for (const [k, result] of results.entries()) {
    const after = states[ends[k]!]!;
    const ended = after.lastRound?.round === k + 1;
    if (ended ? result !== resultOf(after) : result !== null) return 'refused';
  }
  return record;
}

/** What parseRecord makes of a text: the record, or `refused`. */
function readByParser(text: string): MatchRecord | 'refused' {
  try {
    return parseRecord(text);
  } catch (error) {
    if (error instanceof KiriError && error.code === 'INVALID_RECORD') return 'refused';
    throw error;
  }
}

/** The house rules that `json` may stand for, as the header writes them, and a few that are not. */
const jsons = fc.constantFrom(
  JSON.stringify(specOf(house)),
  JSON.stringify({ ...specOf(house), name: 'Кватра' }),
  JSON.stringify(specOf(house)).replace('"targetPoints"', '"name":"x","targetPoints"'),
  '{"name": "x"}',
  '{',
  '',
);

/**
 * The texts of a production, derived at random: each alternative alike, a repetition 0 to 3
 * times (a turn's rolls and a record's rounds a few more), a number of any size.
 */
function derive(expr: Expr): fc.Arbitrary<string> {
  switch (expr.kind) {
    case 'text':
      return fc.constant(expr.text);
    case 'name': {
      if (expr.name === 'json') return jsons;
      if (expr.name === 'SP') return fc.constant(' ');
      if (expr.name === 'NL') return fc.constantFrom('\n', '\r\n');
      return derive(grammar.get(expr.name)!);
    }
    case 'seq':
      return fc.tuple(...expr.items.map(derive)).map((parts) => parts.join(''));
    case 'alt':
      return fc.oneof(...expr.items.map(derive));
    case 'many':
      return fc.array(derive(expr.item), { maxLength: 3 }).map((parts) => parts.join(''));
    case 'maybe':
      return fc.option(derive(expr.item), { nil: '' });
  }
}

/** Records written by formatRecord, in a spelling the prose allows: `\r\n`, blank lines, a byte order mark, no last newline. */
const written = fc
  .tuple(
    fc.oneof(played, playedWithRounds),
    fc.nat(),
    fc.boolean(),
    fc.boolean(),
    fc.constantFrom('', ' ', '\t \t', '  '),
  )
  .map(([{ match }, seed, mark, last, blank]) => {
    const lines = formatRecord(match.record).split('\n');
    const spelled = lines.map((line, i) =>
      i === lines.length - 1
        ? line
        : `${line}${seed & (1 << (i % 30)) ? '\r\n' : '\n'}${i % 3 ? '' : `${blank}\n`}`,
    );
    const text = spelled.join('');
    return `${mark ? '\ufeff' : ''}${last ? text.replace(/\r?\n$/, '') : text}`;
  });

/**
 * The same with its last round cut short after one of its moves (before an answer, a turn or a
 * roll): a line may stop anywhere after its bet, but not before the result of a round that ended.
 */
const cut = fc.tuple(played, fc.nat()).map(([{ match }, n]) => {
  const text = formatRecord(match.record);
  const start = text.lastIndexOf('\n', text.length - 2) + 1;
  // The line up to its result, if it has one.
  const line = text.slice(start, -1).split(' {')[0]!;
  const bet = line.search(/[,;]|$/);
  const places = [...line.matchAll(/[,;]|(?<=\d\+\d\]?) (?=[\d[])/g)]
    .map((m) => m.index)
    .filter((at) => at >= bet);
  if (!/^\d/.test(line) || !places.length) return text;
  return text.slice(0, start + places[n % places.length]!);
});

/** What an edit may put in: the grammar's literals, and what comes near them. */
const pieces = fc.constantFrom(
  ...[
    ...new Set(
      [...block.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string),
    ),
  ],
  '0',
  '9',
  ' ',
  '\t',
  '\r',
  '\n',
  '\r\n',
  '\ufeff',
  '\u00a0',
  '\v',
  '+',
  '-',
  '{',
);

/** A text, then up to three edits of it: a piece added, a character dropped or changed. */
function nearMisses(texts: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(texts, fc.array(fc.tuple(fc.nat(), pieces, fc.constantFrom(0, 1)), { maxLength: 3 }))
    .map(([text, edits]) =>
      edits.reduce((t, [n, piece, drop]) => {
        const at = n % (t.length + 1);
        return `${t.slice(0, at)}${piece}${t.slice(at + drop)}`;
      }, text),
    );
}

describe('the grammar of docs/records.md and parseRecord', () => {
  it('is read whole from the page: every production used, every name defined, the notes pinned', () => {
    const used = new Set<string>();
    const visit = (expr: Expr): void => {
      switch (expr.kind) {
        case 'name':
          if (!used.has(expr.name) && grammar.has(expr.name)) {
            used.add(expr.name);
            visit(grammar.get(expr.name)!);
          } else used.add(expr.name);
          return;
        case 'seq':
        case 'alt': {
          expr.items.forEach(visit);
          return;
        }
        case 'many':
        case 'maybe': {
          visit(expr.item);
          return;
        }
        case 'text':
      }
    };
    visit({ kind: 'name', name: 'record' });
    expect([...grammar.keys()].filter((name) => !used.has(name) && name !== 'record')).toEqual([]);
    expect([...used].filter((name) => !grammar.has(name)).sort()).toEqual(
      Object.keys(PROSE).sort(),
    );
    expect(page).toContain(
      "`SP` is one space and `NL`\nthe end of a line (`\\n` or `\\r\\n`; the last line's may be missing)",
    );
    expect(page).toContain('Blank lines (empty, or\nspaces and tabs only) are skipped anywhere');
    expect(page).toContain('a byte order mark at the start of the text is\nskipped');
    expect(page).toContain('a `-0` in it is read as `0`');
    expect(page).toContain('No space goes before or after the JSON.');
    expect(page).toContain("A player's rolls in a row are one turn,\nwritten together");
    // Each note is read by readByGrammar above; a new one needs its reading there.
    expect(block.match(NOTE)!.map((note) => note.replace(/\s+/g, ' '))).toMatchInlineSnapshot(`
      [
        "(the joins' commitments, seat 0's first)",
        "(0 to 2^53 - 1)",
        "(each at least 1, the sum at most 2^53 - 1)",
        "(house rules as a JSON RulesSpec on one line, each key once in an object)",
        "(the round's number: 1, 2, ... in order)",
        "(there exactly when the round has ended)",
        "(a turn: one player's rolls in a row)",
        "(the match's last move)",
        "(bare: drawn by the generator; in brackets: given)",
        "(in order, at most two for each round accepted)",
        "(exactly 64 lowercase hexadecimal digits)",
      ]
    `);
  });

  it('parseRecord accepts exactly the texts derived from the grammar that the notes allow', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          derive({ kind: 'name', name: 'record' }),
          nearMisses(derive({ kind: 'name', name: 'header' })),
        ),
        (text) => {
          expect(readByParser(text)).toEqual(readByGrammar(text));
        },
      ),
      { numRuns: runs(3000) },
    );
  });

  it('accepts what formatRecord writes in every spelling the page allows, and a round cut short', () => {
    fc.assert(
      fc.property(fc.oneof(written, cut), (text) => {
        const read = readByGrammar(text);
        expect(read).not.toBe('refused');
        expect(readByParser(text)).toEqual(read);
      }),
      { numRuns: runs(300) },
    );
  });

  it('refuses the near misses the grammar refuses, and only those', () => {
    // Found by this property: a space after the rules' JSON, before the line's \r\n.
    const spaced = `format 1\nseed 1\nchips 1 1\nfirst-bettor 0\nrules ${JSON.stringify(specOf(house))} \r\n`;
    expect([readByParser(spaced), readByGrammar(spaced)]).toEqual(['refused', 'refused']);
    fc.assert(
      fc.property(nearMisses(fc.oneof(written, cut)), (text) => {
        expect(readByParser(text)).toEqual(readByGrammar(text));
      }),
      { numRuns: runs(600) },
    );
  });

  it('settles the points the prose settles', () => {
    const header = 'format 1\nseed 7\nchips 20 20\nfirst-bettor 0\nrules standard\n';
    const round = '1. P0 bets 10, P1 accepts; P1 4+4 3+4 2+4 {P1 wins 20 by points, points 0-4}';
    const minusZero = JSON.stringify(specOf(house)).replace('"points":0', '"points":-0');
    const verdicts = Object.fromEntries(
      Object.entries({
        'the record': `${header}${round}\n`,
        'no last newline': `${header}${round}`,
        'CRLF line ends': `${header}${round}\n`.replace(/\n/g, '\r\n'),
        'a byte order mark': `\ufeff${header}${round}\n`,
        'two byte order marks': `\ufeff\ufeff${header}${round}\n`,
        'a blank line of spaces and tabs': `${header} \t\n${round}\n`,
        'a line of a vertical tab': `${header}\v\n${round}\n`,
        'a carriage return alone at the end': `${header}${round}\r`,
        'a leading zero in the seed': header.replace('seed 7', 'seed 07'),
        'a leading zero in braces': `${header}${round.replace('wins 20', 'wins 020')}\n`,
        'a leading zero in the round': `${header}0${round}\n`,
        'a space at the end of a line': `${header}${round} \n`,
        'two spaces between rolls': `${header}${round.replace('4+4 3+4', '4+4  3+4')}\n`,
        'a -0 in the rules': header.replace('standard', minusZero),
      }).map(([name, text]) => {
        expect(readByParser(text), name).toEqual(readByGrammar(text));
        return [name, readByParser(text) === 'refused' ? 'refused' : 'read'];
      }),
    );
    expect(verdicts).toMatchInlineSnapshot(`
      {
        "CRLF line ends": "read",
        "a -0 in the rules": "read",
        "a blank line of spaces and tabs": "read",
        "a byte order mark": "read",
        "a carriage return alone at the end": "refused",
        "a leading zero in braces": "refused",
        "a leading zero in the round": "refused",
        "a leading zero in the seed": "refused",
        "a line of a vertical tab": "refused",
        "a space at the end of a line": "refused",
        "no last newline": "read",
        "the record": "read",
        "two byte order marks": "refused",
        "two spaces between rolls": "refused",
      }
    `);
    const read = readByParser(header.replace('standard', minusZero)) as MatchRecord;
    expect(JSON.stringify(read.rules)).toContain('"points":0');
    expect(JSON.stringify(read.rules)).not.toContain('-0');
  });
});
