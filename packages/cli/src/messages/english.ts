// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { maxTotalChips } from 'kiri-dice/odds';
import { defaultMaxRounds, demoChips, gameChips } from '../matchDefaults.js';
import { maxWhole, seedRule } from '../optionValues.js';
import type { Catalog } from './Catalog.js';
import type { Mark, MatchReview } from 'kiri-dice/review';
import type {
  Bet,
  Messages,
  ReviewTexts,
  Pair,
  RoundEnd,
  Standing,
  StopReason,
  CombinationNames,
} from './Messages.js';
import type { Say } from './Say.js';
import type { Verb, Who } from './Who.js';

/** How a record ends, as the first line of a review says it. */
const endings: Readonly<Record<MatchReview['ending'], string>> = {
  won: 'the match was won',
  declined: 'the match ended on a declined bet',
  unfinished: 'the record ends unfinished',
  timeout: 'reviewed up to the timeout that ended it',
  halt: "reviewed up to the host's halt that ended it",
};

/** The marks, as a decision's line says them. */
const marks: Readonly<Record<Mark, string>> = {
  doubtful: 'doubtful',
  bad: 'bad',
  veryBad: 'very bad',
};

/** The English texts of a review, given English numbers and plurals. */
function reviewTexts({ count, number: n }: Say): ReviewTexts {
  return {
    title: (totalChips, ending) =>
      `Review · ${count(totalChips, 'chip')} in all · ${endings[ending]}`,
    rules: (name) => `Rules: ${name}`,
    marks: (preset, [a, b, c]) =>
      `Marks (${preset}): doubtful, bad and very bad from ${n(a)}, ${n(b)} and ${n(c)} points lost`,
    figures:
      "Figures are percentage points of each player's expected share of all the chips at the end (100 for winning the match).",
    rows: {
      decisions: 'decisions',
      forced: 'forced (not counted)',
      doubtful: 'doubtful',
      bad: 'bad',
      veryBad: 'very bad',
      totalLoss: 'total loss',
      meanLoss: 'mean loss',
      errorRate: 'error rate ×1000',
      luck: 'luck',
      luckLabel: 'luck label',
      result: 'result',
      luckAdjusted: 'luck-adjusted result',
      rating: 'rating',
    },
    mark: marks,
    luck: {
      veryLucky: 'very lucky',
      lucky: 'lucky',
      unlucky: 'unlucky',
      veryUnlucky: 'very unlucky',
    },
    rating: {
      supernatural: 'supernatural',
      worldClass: 'world class',
      expert: 'expert',
      advanced: 'advanced',
      intermediate: 'intermediate',
      casual: 'casual',
      beginner: 'beginner',
      awful: 'awful',
    },
    accountTitle:
      "Account: start + own luck - opponent's luck - own loss + opponent's loss = final",
    roundsTitle: (shown) =>
      `Round by round: the marked decisions, the ${n(shown)} luckiest and ${n(shown)} unluckiest rolls`,
    rollStart: (round, player, [a, b]) => `Round ${round}: player ${player} rolls ${a}+${b} `,
    rollEnd: (luck, label) => `, luck ${luck}${label === null ? '' : `, ${label}`}`,
    decision: (line) =>
      `Round ${line.round}: player ${line.player} ${line.type === 'stake' ? `stakes ${n(line.stake)}, best ${n(line.best)}` : `${line.answer}s, best ${line.best}`}: loss ${line.loss}, ${marks[line.mark]}`,
    none: '(none)',
    player: (seat) => `player ${seat}`,
    pageTitle: 'Kiri match review',
    chartHeading: "Each player's chance",
    chartLabel: "Each player's chance over the match, with the marked decisions",
    dots: 'dots: the marked decisions, on the line of the player who made them',
    totalsHeading: 'Totals',
    roundAxis: 'round',
  };
}

/**
 * The English messages of the command line, given English numbers and plurals: every text a
 * player reads, and every command's help (one paragraph or item a line: wrapHelp lays it out).
 * Their shape is every catalog's: another language must have each of them.
 *
 * @param say - English numbers and plurals
 * @returns the messages
 */
export function englishMessages(say: Say): Messages {
  const { count, number: n, percent } = say;
  const pair = ([a, b]: Pair): string => `${n(a)}:${n(b)}`;
  const who = (w: Who): string =>
    w === 'you' ? 'you' : w === 'computer' ? 'the computer' : `player ${w}`;
  const does = (w: Who, verb: Verb): string => `${who(w)} ${w === 'you' ? verb : `${verb}s`}`;
  const option = {
    rules:
      '  --rules FILE  house rules: a JSON rules table as defineRules takes it (default: the standard rules)\n',
    json: '  --json        print one line of JSON instead of text (errors too, on stderr)\n',
    jsonLog: '  --json        log JSON lines instead of text\n',
    lang: '  --lang L      the language of the text, en or ru (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)\n',
    help: '  -h, --help    show this help\n',
  };
  const common = `${option.rules}${option.json}${option.lang}${option.help}`;
  const record = `${option.json}${option.lang}${option.help}
FILE holds a match record: its notation, as kiri-dice play --record writes it (formatRecord), or its JSON. Either is replayed, nothing taken on trust: a record that does not replay exactly is refused with exit code 1, naming the line and column or the move, and why.
`;
  return {
    who,
    does,
    // The English name, with the Russian one when it differs.
    combination: ({ en, ru }: CombinationNames): string => (en === ru ? en : `${en} (${ru})`),
    points: (points: Pair): string => `points ${pair(points)}`,
    gained: (points: number): string => `+${n(points)}`,
    extraRolls: (rolls: number): string => `+${count(rolls, 'extraRoll')}`,
    turnPasses: 'turn passes',
    extraRollUsed: 'extra roll used',
    roundEnd: ({ winner, round, reason, points, pot, chips }: RoundEnd): string => {
      const loser = who(
        winner === 'you' ? 'computer' : winner === 'computer' ? 'you' : winner ? 0 : 1,
      );
      const how =
        reason === 'kiri'
          ? 'Kiri'
          : reason === 'dead'
            ? `${loser} rolled Dead`
            : reason === 'timeout'
              ? `${loser} ran out of time`
              : count(points, 'point');
      const takes = winner === 'you' ? 'take' : 'takes';
      return `  ${does(winner, 'win')} round ${round} (${how}) and ${takes} ${count(pot, 'chip')}; chips ${pair(chips)}\n`;
    },
    roundStart: ({ round, bettor, stake }: Bet, pot: number): string =>
      `\nRound ${round}: player ${bettor} bets ${n(stake)}, player ${1 - bettor} accepts (pot ${n(pot)})\n`,
    matchOver: (rounds: number, winner: 0 | 1, total: number): string =>
      `\nMatch over after ${count(rounds, 'round')}: player ${winner} wins all ${count(total, 'chip')}.\n`,
    header: (seed: string, chips: readonly [number, number], target: number): string =>
      `Kiri · seed ${seed} · ${chips[0] === chips[1] ? `${count(chips[0], 'chip')} each` : `chips ${pair(chips)}`} · first to ${count(target, 'point')}\n`,
    stopped: (rounds: number, why: StopReason, chips: Pair): string => {
      const reason =
        why.type === 'maxRounds'
          ? `--max-rounds ${why.rounds}`
          : why.type === 'signal'
            ? `interrupted by ${why.signal}`
            : 'the --record file reached 16 MiB, the most that replay and verify read';
      return `\nMatch stopped unfinished after ${count(rounds, 'round')} (${reason}); chips ${pair(chips)}.\n`;
    },
    bet: ({ round, bettor, stake }: Bet): string =>
      `\nRound ${round}: player ${bettor} bets ${n(stake)}\n`,
    declined: ({ round, bettor, stake }: Bet): string =>
      `\nRound ${round}: player ${bettor} bets ${n(stake)}, player ${1 - bettor} declines\n`,
    halted: ({ round, chips }: Standing): string =>
      `\nMatch over in round ${round}: halted by the host, so nobody wins; chips ${pair(chips)}.\n`,
    declinedOver: ({ round, chips }: Standing): string =>
      `\nMatch over in round ${round}: the stake was declined, so nobody wins; chips ${pair(chips)}.\n`,
    unfinished: ({ round, chips, pot }: Standing): string =>
      `\nThe record ends unfinished in round ${round}; chips ${pair(chips)}${pot ? `, pot ${n(pot)}` : ''}.\n`,
    status: (points: Pair | undefined, round: number, match: number | undefined): string =>
      `  ${points === undefined ? '' : `points ${pair(points)} · `}your chance to win: this round ${percent(round)}${match === undefined ? '' : `, the match ${percent(match)}`}`,
    stakePrompt: (most: number, suggested: number): string =>
      `Your stake, 1 to ${n(most)} (Enter: ${n(suggested)}), or q to quit: `,
    stakeAllowed: (most: number, suggested: number): string =>
      `type a stake from 1 to ${n(most)} and Enter, Enter alone for ${n(suggested)}, or q to quit`,
    acceptPrompt: (stake: number): string =>
      `Accept the stake of ${n(stake)} (Enter: y)? n declines and ends the match; q quits: `,
    acceptAllowed:
      'type y or Enter alone to accept, n to decline (it ends the match, with no winner), or q to quit',
    rollPrompt: 'Your roll: Enter, or q to quit: ',
    rollAllowed: 'press Enter to roll, or q to quit',
    notAllowed: (typed: string, allowed: string): string =>
      `  '${typed}' is not allowed here: ${allowed}`,
    bets: (bettor: Who, stake: number): string => `  ${does(bettor, 'bet')} ${n(stake)}\n`,
    firstRoll: (pot: number, roller: Who): string =>
      `  pot ${n(pot)}: ${does(roller, 'roll')} first\n`,
    matchLength: (rounds: number | null): string =>
      rounds === null
        ? 'At stakes of 1 a match never ends under these rules: the acceptor always wins.'
        : `At stakes of 1 a match lasts about ${count(rounds, 'round')}; larger stakes end it sooner.`,
    unsolved: (acceptorAlwaysWins: boolean): string =>
      `\nEnter suggests half the smaller purse, and the chance to win the match is not shown: ${acceptorAlwaysWins ? 'the solver needs rules under which the bettor can win a round' : `the solver takes matches of up to ${maxTotalChips} chips in all`}.`,
    seats: (seat: 0 | 1, bot: string): string =>
      `You are player ${seat}; the computer (${bot}) is player ${1 - seat}.\nChips and points read you:computer.`,
    rolls: (step: boolean): string =>
      step
        ? "You roll with Enter; the computer's rolls play out by themselves (any key skips the pauses). q quits at any question."
        : 'The rolls play out by themselves; any key skips the pauses, and q quits.',
    freshSeed: (seed: string): string =>
      `\nkiri-dice play --seed ${seed} deals the same dice again.`,
    roundLine: (round: number, chips: Pair, bettor: Who): string =>
      `\nRound ${round} · chips ${pair(chips)} · ${does(bettor, 'bet')}\n`,
    quit: ({ round, chips, pot }: Standing): string =>
      `You quit in round ${round}; chips ${pair(chips)}${pot ? `, pot ${n(pot)}` : ''}.`,
    youDeclined: (rounds: number, chips: Pair): string =>
      `You declined: the match ends after ${count(rounds, 'round')} with no winner; chips ${pair(chips)}.`,
    won: (rounds: number, youWin: boolean, total: number): string =>
      `Match over after ${count(rounds, 'round')}: ${youWin ? 'you win' : 'the computer wins'} all ${count(total, 'chip')}.`,
    reviewOffer: 'Review the match? y reviews it, Enter ends: ',
    oddsTitle: (rules: string): string =>
      `Exact odds of each combination · ${rules} rules · 64 ordered outcomes of 2d8\n\n`,
    oddsColumns: ['combination', 'outcomes', 'exact', 'percent', 'original', 'difference'],
    oddsPercent: (value: number): string => `${say.decimal(value)}%`,
    oddsNote: (starred: boolean): string =>
      `\noriginal: the "odds, for reference" table of the original rules; difference: exact minus original, in percentage points.${starred ? ' * more than rounding to 0.1 explains.' : ''}\n`,
    solveRound: (rules: string, target: number, wins: string, rolls: string): string =>
      `Exact round odds · ${rules} rules · first to ${count(target, 'point')}\n\n` +
      `The player who rolls first wins ${wins} of rounds.\n` +
      `A round lasts ${rolls} rolls on average.\n\n`,
    solveWinTable:
      "Chance that the player to roll wins (rows: their points, columns: the opponent's):\n",
    solveRollsTable: '\nExpected rolls left:\n',
    solveAnyPosition:
      '\n(with no extra rolls left; kiri-dice solve --points A,B --bonus N for any position)\n',
    solvePosition: (rules, [mine, theirs], target, bonus, { win, lose, rolls }): string =>
      `Position · ${rules} rules: the player to roll has ${n(mine)} of ${count(target, 'point')}, ` +
      `the opponent ${n(theirs)}, ${count(bonus, 'extraRoll')} left\n\n` +
      `The player to roll wins the round with probability ${win}\n` +
      `(the opponent ${lose}); ${rolls} rolls left on average.\n`,
    simulated: ({ played, rounds, rules, seed, rolls }) =>
      `Simulated ${count(played, 'round')}${played < rounds ? ` (interrupted, of ${n(rounds)})` : ''} · ${rules} rules · seed ${seed} · ${count(rolls, 'roll')}\n\n`,
    simulateColumns: ['', 'simulated', 'exact', 'standard errors off'],
    simulateRows: ['first roller wins', 'rolls per round', 'seat 0 wins', 'seat 1 wins'],
    noScale:
      '- : the standard error is 0 (a single round, or a figure these rules do not let vary): no scale to measure on.\n',
    simulateCombinationColumns: ['combination', 'rolls', 'share', 'exact'],
    roundLengths: (median, most, nearlyAll, longest) =>
      `Round length in rolls: median ${n(median)}, ${percent(0.9, 0)} of rounds ${n(most)} or fewer, ` +
      `${percent(0.99, 0)} ${n(nearlyAll)} or fewer, longest ${n(longest)}.\n`,
    interrupted: (played, rounds) =>
      `interrupted after ${n(played)} of ${count(rounds, 'round')}; counting them again for the figures`,
    progress: ({ share, total, rate, left }) => [
      percent(share, 0),
      `of ${count(total, 'round')}`,
      `${n(rate)} rounds/s`,
      `${left} left`,
    ],
    listening: (url) => `referee listening on ${url}`,
    openHere: (url) => `play: open ${url}`,
    openOthers: (url) => `others on this network open ${url}`,
    serveStopping: 'stopping: answering waiting requests, closing connections',
    serveStopped: 'stopped',
    review: reviewTexts(say),
    summaries: {
      odds: "the exact odds of each combination, beside the original rules' table",
      solve: 'the exact chance to win a round, from the start or from any position',
      simulate: 'play many rounds fast and compare them with the exact figures',
      play: 'in a terminal, play a match against the computer; with --auto, or without a terminal, print a seeded demo match between two automatic players',
      replay: 'print the match of a match record round by round, as play does',
      review: 'review every decision and roll of a match record, exactly',
      verify: 'check a match record move by move, and its fair dice with the seeds',
      serve: 'run a referee: an HTTP server for matches between players, with fair dice',
      audit: "check every match of a referee's database: its moves, its state, its dice",
      backup: "copy a referee's database while it serves, consistent to one moment",
    },
    top: (list: string): string => `Usage: kiri-dice <command> [options]

Commands:
${list}

Every command takes:
  --json        print one line of JSON instead of text (errors too, on stderr)
  --lang L      the language of the text, en or ru (default: from LANGUAGE, LC_ALL, LC_MESSAGES or LANG, else en)
  -h, --help    show the command's options (kiri-dice simulate --help)
and every command but those on a match record (which holds its rules) takes:
  --rules FILE  house rules: a JSON rules table as defineRules takes it

Exit codes: 0 done, 1 failed (a write error to standard output, a record that does not replay), 2 bad command line (a file that cannot be read or written too), 3 unfinished (verify: every move holds, but the match is not over), 130 interrupted.

kiri-dice --version prints the version.
`,
    help: {
      odds: `Usage: kiri-dice odds [--rules FILE] [--json]

Prints the exact odds of every combination, counted over the 64 equally likely ordered outcomes of two eight-sided dice, beside the original rules' reference table.

Options:
${common}`,
      solve: `Usage: kiri-dice solve [--points A,B] [--bonus N] [--rules FILE] [--json]

Solves a round exactly. Without --points and --bonus: the chance that the player who rolls first wins the round, the expected length of a round, and the chance to win and the expected rolls left from every score. With them: one position of a round.

Options:
  --points A,B  the player to roll has A points, the opponent B (default 0,0)
  --bonus N     extra rolls left (default 0)
${common}`,
      simulate: `Usage: kiri-dice simulate [--rounds N] [--seed S] [--rules FILE] [--json]

Plays many rounds fast and compares what happened with the exact figures. The rounds are those of one match with every bet accepted and chips that never run out (the loser of a round rolls first in the next), so kiri-dice play --seed S shows how the same dice begin. On a terminal a progress bar shows the rate and the time left; Ctrl-C stops the run, prints the figures of the rounds played so far (counting them again takes as long again) and exits with code 130.

Options:
  --rounds N    how many rounds, from 1 to ${maxWhole}, 1e6 for a million (default 100000)
  --seed S      seed of the dice: ${seedRule} (default: a random seed, printed)
${common}`,
      play: `Usage: kiri-dice play [--seed S] [--chips N] [--bot best|random|bold] [--seat 0|1] [--step] [--auto] [--stake N] [--max-rounds N] [--record FILE] [--rules FILE] [--json]

In a terminal, you play one seat of a match against the computer. The only choices in Kiri are the stake and the answer to a bet, so the game asks only for those: a stake and Enter bets (Enter alone bets the suggested stake: the solver's best in matches of up to ${maxTotalChips} chips in all, half the smaller purse in larger ones), and Enter or y accepts the computer's bet, while n declines it, which ends the whole match with no winner. The rolls play out by themselves, one line at a time, with a short pause that any key skips. Before each question it shows your chance to win the round, and the match against the computer you play. q and Enter, Ctrl-D or Ctrl-C quits, with the same summary (and record, with --record). At the end of a match the solver solved, y prints its exact review, as kiri-dice review does. In colour, unless NO_COLOR is set.

At stakes of 1 a match is long, the more so the more chips: the game says at the start how many rounds it lasts on average (about 29 at 5 chips each, under the standard rules). Larger stakes end it sooner.

With --auto or --json, or when input or output is not a terminal, it plays one seeded demo match between two automatic players and prints every roll as it happens. With --json it prints one JSON document on one line, written as the match goes: the match, each round as it ends, then the result ("finished": false when --max-rounds stopped it). Ctrl-C stops the demo between two rounds, saying so (exit code 130), with the record so far.

Options:
  --seed S      seed of the match: ${seedRule} (default: in the game, a fresh seed, printed, so that --seed deals the same dice again; in the demo, 1)
  --chips N     starting chips of each player, from 1 to ${Math.floor(maxWhole / 2)} (default ${gameChips} in the game, ${demoChips} in the demo)
  --bot B       how the computer stakes: best (the solver's best stake, for up to ${maxTotalChips / 2} chips each), random or bold (the largest stake) (default best)
  --seat N      your seat, 0 (you bet first) or 1 (default 0)
  --step        roll with Enter: each of your rolls waits for it, instead of playing out by itself
  --auto        play the demo even in a terminal
  --stake N     the demo's stake of every bet, lowered to the smaller balance when needed (default: half the smaller balance, rounded up)
  --max-rounds N
                stop the demo unfinished after N rounds, saying so, with exit code 0 (default ${defaultMaxRounds}: a match of many chips at a small stake may never end)
  --record FILE write the match record to FILE, in the notation of match records: written beside FILE as the match goes, it replaces FILE when the match ends or you quit (the demo stops before the record passes 16 MiB)
${common}`,
      replay: `Usage: kiri-dice replay FILE [--json]

Replays the match record in FILE and prints the match round by round, as kiri-dice play prints it: every bet, every roll and every round's end, then how the match ended. With --json it prints the final state of the match instead, as one line of JSON: {"state": ...}.

Options:
${record}`,
      review: `Usage: kiri-dice review FILE [--marks gnubg|lichess] [--json] [--html PAGE]

Reviews the match record in FILE exactly, as reviewMatch does: every stake and answer weighed against the best, every roll's luck, each player's totals, and an account of each player's result that balances to the last digit. Every figure is in percentage points of the objective, a player's expected share of all the chips at the end (100 for winning the match).

It prints the totals of both players (their decisions, marks, losses, error rate, luck, result, luck-adjusted result and rating), the account of each, then round by round the marked decisions and the 3 luckiest and 3 unluckiest rolls. With --json it prints the review instead, as one line of JSON: {"version": 1, "review": ...}. With --html PAGE it also writes the review as one self-contained HTML page: a chart of each player's chance over the match with the marked decisions on it, each linked to its line, then the totals, the accounts and the rounds. The page loads nothing and runs no script. The same record prints, and writes, the same bytes.

A record beyond the solver's bounds (more than 10,000 chips in all, more than 2^20 moves, rules under which the acceptor always wins) is refused with exit code 1.

Options:
  --marks NAME  the thresholds of the marks: gnubg (default), a loss from 2, 4 and 8 points is doubtful, bad and very bad; or lichess, from 5, 10 and 15
  --html PAGE   write the review as an HTML page to PAGE too (replaced only once it is written)
${record}`,
      verify: `Usage: kiri-dice verify FILE [--server-seed HEX --client-seed TEXT --commitment HEX] [--server-seed HEX [--rounds FILE] --commitment HEX] [--json]

Replays the match record in FILE and checks every move: that each roll recorded as drawn is the roll the seed draws, and that the rules allow each move. It prints "ok: N moves, R rounds" with exit code 0, or names the first bad move with exit code 1. A record whose every move holds but whose match is not over (cut before its end, or a match that was stopped) prints "unfinished: N moves, R rounds, the match is not over" with exit code 3: its result is not proven.

With the three seed options it also checks the match's provably fair dice, as verifyFairRolls does: that the server seed is the one committed to, then that the dice of every roll of the record, in order, are the fair dice of the seeds ("ok: N moves, R rounds, K rolls fair"), or it names the first roll that is not, with exit code 1. The rolls are all of the record's, so a record cut before its end says "unfinished" (exit code 3), and one with a move past its end does not replay (exit code 1).

A match played with a fresh value from each seat in every round needs no --client-seed: its record carries the seats' values (a referee's record does), and --server-seed with --commitment check them. Every reveal is checked too, in order (its seat, its value against its seat's last commitment, no value twice, none missing), and each roll against its own round's values; the first reveal that is wrong is named, with exit code 1. A record without its values takes them from --rounds FILE: a JSON object of the seats' "commitments" and every one of their "reveals" in order, each with its "seat", "value" and "next" commitment, as verifyFairRolls takes them.

Options:
  --server-seed HEX
                the server seed, revealed after the match: 64 hexadecimal digits
  --client-seed TEXT
                the players' seed the rolls were derived with
  --rounds FILE the seats' values of fresh rounds, if the record lacks them (JSON, at most 16 MiB)
  --commitment HEX
                the commitment the server published before the match: 64 hexadecimal digits
${record}`,
      serve: `Usage: kiri-dice serve [--db FILE | --postgres URL [--connections N] | --memory] [--port N] [--host ADDRESS] [--chips N] [--clock T+R|off] [--limit NAME=N] [--rules FILE] [--json]

Runs a referee: an HTTP server that keeps every match, checks every move, and rolls fair dice that no party, the server included, can choose (see the operator's guide). It also serves the playground at /, where two people play each other online: it prints the address to open and, with --host 0.0.0.0, those that others on the network open. It prints the address it listens on, then one log line per request: method, route, status, milliseconds and match id (never a token or a seed). SIGTERM or Ctrl-C stops it within 10 seconds; a second Ctrl-C stops it at once. Started by npm (npx, npm exec, npm start), it stops the same way when npm is stopped.

Options:
  --db FILE     the SQLite database (default kiri.db), created when missing; needs node:sqlite (Node 22.13+, 23.4+ or 24+)
  --postgres URL
                a PostgreSQL database (postgresql://user:password@host:5432/database), which many referees can share behind one load balancer; needs node-postgres (npm install pg)
  --connections N
                with --postgres: the connections this referee opens for its queries, from 1 to 100 (default 4), and one more that listens for the other referees' commits; all the referees of one database together are fastest with about twice the database's cores (the operator's guide)
  --memory      keep the matches in memory only: they end with the process
  --port N      the port, from 0 (any free port) to 65535 (default 8080)
  --host ADDRESS
                the address to listen on (default 127.0.0.1: this machine only; 0.0.0.0 for every network this machine is on)
  --chips N     each player's starting chips in a match created without chips (default 100)
  --clock T+R   the clock of a match created without one: T for each action, then a reserve R of each player's that never grows; running out loses the match (default 15s+3m; each a whole number of ms, s, m or h, T from 1s to 1h and R up to 24h; off for none)
  --limit NAME=N
                one of the referee's limits, as many times as needed (the operator's guide lists them: maxBody, pollTimeout, createsPerMinute, requestsPerMinute, ...)
${option.rules}${option.jsonLog}${option.lang}${option.help}`,
      audit: `Usage: kiri-dice audit --db FILE [--json]

Checks every match of a referee's SQLite database, trusting nothing the referee computed: each match's record, rebuilt from its stored moves, must replay to exactly its stored state; its version and rolls must count its moves; every seed must be the one committed to; every roll must be the fair dice of the seeds. It opens the file read-only (a referee may be serving it) and never creates one. It prints "ok: M matches, N moves, R rolls fair, F finished" with exit code 0, or each failure with its match id and exit code 1.

Options:
  --db FILE     the referee's database
${option.json}${option.lang}${option.help}`,
      backup: `Usage: kiri-dice backup --db FILE --to COPY

Copies a referee's SQLite database to COPY, consistent to one moment, while the referee serves it (SQLite's VACUUM INTO, through a read-only connection): no move is held back and none is half copied. Copying kiri.db and kiri.db-wal by hand while the referee writes can give a corrupt copy. COPY must not exist; check it with kiri-dice audit --db COPY.

Options:
  --db FILE     the referee's database
  --to COPY     the file to write
${option.lang}${option.help}`,
    },
  };
}

/** The English catalog: the command line's language when none is chosen. */
export const english: Catalog = {
  language: 'en',
  locale: 'en-US',
  nouns: {
    round: { one: 'round', other: 'rounds' },
    chip: { one: 'chip', other: 'chips' },
    point: { one: 'point', other: 'points' },
    roll: { one: 'roll', other: 'rolls' },
    extraRoll: { one: 'extra roll', other: 'extra rolls' },
    move: { one: 'move', other: 'moves' },
    match: { one: 'match', other: 'matches' },
  },
  messages: englishMessages,
};
