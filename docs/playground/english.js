// @ts-check
// The page's texts in English. Every text a player reads comes from here or from the Russian
// twin, russian.js; the game's words are those of docs/glossary.md.

/** @typedef {import('./catalog.js').Say} Say */
/** @typedef {import('./catalog.js').EnglishForms} EnglishForms */
/** @typedef {'kiri' | 'dead' | 'points' | 'timeout'} RoundEndReason */
/** @typedef {'betting' | 'accepting' | 'rolling' | 'over'} Phase */

/** A review's name (`veryUnlucky`, `worldClass`) as words: `very unlucky`, `world class`. */
const words = (/** @type {string | null} */ name) =>
  name === null ? '–' : name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/**
 * The English texts, with numbers as `Intl` writes them in English.
 * @param {Say} say
 */
export function englishMessages(say) {
  const { number, count } = say;
  /** A two-figure score with no-break spaces, which a narrow screen never breaks. */
  const score = (/** @type {readonly [number, number]} */ [a, b]) =>
    `${number(a)}\u00a0:\u00a0${number(b)}`;
  /** @type {Record<Phase, string>} */
  const verbs = { betting: 'bet', accepting: 'accept or decline', rolling: 'roll', over: '' };
  /** @type {Record<RoundEndReason, string>} */
  const reasons = {
    kiri: 'rolled Kiri',
    dead: 'the other player rolled Dead',
    points: 'reached the target',
    timeout: 'the other player ran out of time',
  };
  return {
    /** The texts of the page's own elements, by the key of their `data-text` (or `data-label`, `data-title`, `data-placeholder`). */
    html: {
      title: 'Kiri playground · kiri-dice',
      description:
        'Play Kiri, the two-player game on two eight-sided dice, in the browser: every move is refereed by kiri-dice.',
      playground: 'playground',
      introStart:
        'Two players, one screen, two eight-sided dice (or one player against the computer). Every move goes through',
      introOf: 'of',
      introEnd: "; a move the rules forbid is answered with the engine's reason.",
      language: 'Language',
      seed: 'Seed',
      seedPlaceholder: 'random',
      chips: 'Chips',
      vsComputer: 'Vs computer',
      botOff: 'off',
      botBest: 'best',
      botRandom: 'random',
      botBold: 'bold',
      itPlays: 'It plays',
      player0: 'Player 0',
      player1: 'Player 1',
      autoRoll: 'Auto-roll',
      newMatch: 'New match',
      undo: 'Undo',
      playOnline: 'Play online',
      unservedStart: 'Online play needs a referee: run',
      unservedEnd: 'and open the address it prints.',
      onlineNew: 'New online match',
      onlineNewNote: 'with the chips above, for the friend you send its link to',
      onlineComputer: 'Play the computer online',
      onlineComputerNote: "the referee plays the other seat, as the best bot, at a person's pace",
      onlinePublic: 'or list it, for anyone to join',
      openMatches: 'Open matches:',
      refresh: 'Refresh',
      leave: 'Leave',
      sendLink: 'Send this link to the other player:',
      copyLink: 'Copy link',
      timeLeft: 'Time left',
      yourStake: 'Your stake',
      bet: 'Bet',
      accept: 'Accept',
      decline: 'Decline (ends the match)',
      declineTitle: 'Declining ends the whole match, with no winner',
      roll: 'Roll',
      onlineRecord: 'The record of the online match',
      copyRecord: 'Copy record',
      rematch: 'Rematch',
      points: 'points',
      chances0: 'chances of player 0',
      chances1: 'chances of player 1',
      chanceRound: 'Round',
      chanceMatch: 'Match',
      stake0: 'Stake of player 0',
      stake1: 'Stake of player 1',
      reviewOfMatch: 'Review of the match',
      review: 'Review',
      reviewIntro:
        "Every stake and answer weighed against the best, and every roll's luck, exactly: in points of each player's chance to win the match, as",
      reviewOf: 'of',
      reviewEnd: 'gives them.',
      roundLog: 'Round log',
      matchRecord: 'Match record',
      recordIntro: 'The match in the notation of',
      recordEnd: ': copy it to keep it, and paste a record below to go on from its last move.',
      recordOfMatch: 'The record of the match',
      pasteRecord: 'Paste a record here',
      recordToLoad: 'A record to load',
      loadRecord: 'Load record',
      combinations: 'Combinations',
      firstMatchWins: '(first match wins):',
      ruleDead: 'Dead 1+1: loses the round',
      ruleKiri: 'Kiri 8+6, 8+7: wins it',
      ruleMidKiri: 'Mid Kiri doubles 2, 4, 5, 7, 8: +2',
      ruleReverse: 'Reverse / Реверс 3+3, 6+6: 2 extra rolls',
      ruleKvatra: 'Kvatra / Кватра sum ≤ 7: +1',
      ruleNormal: 'Normal / Обычный бросок: the turn passes',
      ruleEnd: '. First to 4 points takes the pot.',
    },

    // The board.
    player: (/** @type {number} */ seat) => `Player ${seat}`,
    /** A combination's names in the centre: both, or the English one alone when both are the same. */
    names: (/** @type {{ en: string, ru: string }} */ names) =>
      names.en === names.ru ? [names.en] : [names.en, names.ru],
    /** What the centre says before the first roll of a round, in English and Russian. */
    phaseNames: {
      betting: ['Place your bets', 'Делайте ставки'],
      accepting: ['Stake on offer', 'Ставка предложена'],
      rolling: ['Roll the dice', 'Бросайте кубики'],
      over: ['Match over', 'Матч окончен'],
      none: ['No match', 'Нет матча'],
    },
    noRollYet: 'no roll yet',
    winsAtOnce: 'wins the round at once',
    losesAtOnce: 'loses the round at once',
    scoresAndRolls: (/** @type {number} */ points) => `+${count(points, 'point')}, roll again`,
    extraRolls: (/** @type {number} */ rolls) => count(rolls, 'extraRoll'),
    turnPassesUnless: 'the turn passes (unless extra rolls are left)',
    everyChipYours: 'Every chip is yours.',
    startAgain: 'Start a new match to play again.',
    waitingFor: (/** @type {number} */ seat) => `Waiting for player ${seat}.`,
    yourBet: (/** @type {number} */ most) => `Your bet: choose a stake from 1 to ${number(most)}.`,
    acceptToMatch: (/** @type {number} */ stake) =>
      `Accept to match ${count(stake, 'chip')} and roll first, or decline to end the match.`,
    rollFor: (/** @type {number} */ left) =>
      `Roll: ${number(left)} more ${say.word(left, 'point')} ${say.category(left) === 'one' ? 'wins' : 'win'} the pot.`,
    rollTheDice: 'Roll the dice.',
    toBet: (/** @type {number} */ seat, /** @type {number} */ most) =>
      `Player ${seat} to bet, from 1 to ${count(most, 'chip')}.`,
    toAnswer: (/** @type {number} */ seat, /** @type {number} */ stake) =>
      `Player ${seat} to accept or decline ${count(stake, 'chip')}.`,
    toRoll: (/** @type {number} */ seat) => `Player ${seat} to roll.`,
    hasEveryChip: (/** @type {number} */ seat) => `Player ${seat} has every chip.`,
    hostHalted: 'The host halted the match: nobody wins.',
    betDeclined: 'The bet was declined: nobody wins.',
    notSolved: (/** @type {string} */ why) => `Not solved: ${why}`,
    roundChanceRolling: 'chance to win this round, from the points and the extra rolls',
    roundChanceOver: 'the result of the match',
    roundChanceNext: 'chance to win the round about to start (the acceptor rolls first)',
    matchChance:
      'chance to win the match, when both seats stake their best and every bet is accepted',
    noMatchChances: (/** @type {number} */ most, /** @type {number} */ total) =>
      `No match chances: the solver takes matches of up to ${number(most)} chips in all, and this one has ${number(total)}.`,
    matchChancesMean: 'Match chances: both seats stake their best and every bet is accepted.',
    whyNot: 'Why not?',
    scoreLine: (
      /** @type {number} */ seat,
      /** @type {number} */ chips,
      /** @type {number} */ points,
      /** @type {number} */ target,
    ) => `Player ${seat}: ${count(chips, 'chip')}, ${number(points)}/${number(target)} points`,
    chipsWord: (/** @type {number} */ chips) => say.word(chips, 'chip'),
    pointsOf: (/** @type {number} */ points, /** @type {number} */ target) =>
      `${number(points)} / ${number(target)} points`,
    bettor: 'bettor',
    toMove: 'to move',
    winner: 'winner',
    computer: 'computer',
    you: 'you',
    extraLeft: (/** @type {number} */ rolls) => `${count(rolls, 'extraRoll')} left`,
    matchOverAfter: (/** @type {number} */ rounds) => `Match over after ${count(rounds, 'round')}`,
    round: (/** @type {number} */ round) => `Round ${number(round)}`,
    roundShort: (/** @type {number} */ round) => `R${number(round)}`,
    stakeOnOffer: 'Stake on offer',
    pot: 'Pot',

    // The round log.
    hostHalts: 'The host halts the match: nobody wins, and the stakes go back.',
    bets: (/** @type {number} */ seat, /** @type {number} */ amount) =>
      `Player ${seat} bets ${number(amount)}.`,
    accepts: (/** @type {number} */ seat, /** @type {number} */ pot) =>
      `Player ${seat} accepts: the pot is ${number(pot)}, Player ${seat} rolls first.`,
    declines: (/** @type {number} */ seat, /** @type {number} */ stake) =>
      `Player ${seat} declines the stake of ${number(stake)}: the match ends with no winner.`,
    runsOutOfTime: (/** @type {number} */ seat) => `Player ${seat} runs out of time.`,
    logName: (/** @type {{ en: string, ru: string }} */ names) =>
      names.en === names.ru ? names.en : `${names.en} (${names.ru})`,
    rolls: (
      /** @type {number} */ seat,
      /** @type {readonly [number, number]} */ dice,
      /** @type {string} */ name,
      /** @type {string} */ effect,
    ) => `Player ${seat} rolls ${dice[0]} + ${dice[1]}: ${name}${effect}.`,
    logPoints: (/** @type {number} */ points, /** @type {number} */ total) =>
      `, +${number(points)} (${count(total, 'point')})`,
    logExtraRolls: (/** @type {number} */ rolls) => `, ${count(rolls, 'extraRoll')}`,
    logTurnPasses: ', the turn passes',
    reasons,
    winsRound: (
      /** @type {number} */ seat,
      /** @type {number} */ round,
      /** @type {RoundEndReason} */ reason,
      /** @type {number} */ pot,
      /** @type {readonly [number, number]} */ chips,
    ) =>
      `Player ${seat} wins round ${number(round)} (${reasons[reason]}) and takes ${count(pot, 'chip')}: ${number(chips[0])} : ${number(chips[1])}.`,
    winsMatch: (/** @type {number} */ seat, /** @type {number} */ chips) =>
      `Player ${seat} wins the match with all ${count(chips, 'chip')}.`,
    tried: (/** @type {number} */ seat, /** @type {string} */ action, /** @type {string} */ why) =>
      `Player ${seat} tried to ${action}: ${why}.`,
    actions: { bet: 'bet', accept: 'accept', decline: 'decline', roll: 'roll', timeout: 'timeout' },

    // The match on one screen.
    noMatchStatus: 'No match: correct the seed or the chips above, then press New match.',
    thinking: (/** @type {string} */ strategy) => `The computer (${strategy}) is thinking…`,
    replays: (/** @type {string} */ seed, /** @type {number} */ moves) =>
      `seed ${seed} · ${count(moves, 'acceptedMove')}: the same seed and moves replay this match`,
    bestRefuses: (/** @type {number} */ most, /** @type {number} */ total) =>
      `The best computer plays matches of up to ${number(most)} chips in all (${number(most / 2)} each); this one would have ${number(total)}. Choose ${number(most / 2)} chips or fewer, or the random or bold computer.`,
    copiedRecord: 'Copied the record.',
    recordSelected: 'The record is selected: copy it with Ctrl+C (⌘C).',
    houseRulesRecord:
      'This record plays house rules: the playground plays the standard rules only.',
    loaded: (/** @type {number} */ moves) => `Loaded a record of ${count(moves, 'move')}.`,
    typeStake: (/** @type {number | null} */ most) =>
      most === null
        ? 'Type a stake first.'
        : `Type a stake first: a whole number from 1 to ${number(most)}.`,

    // Online.
    refused: (/** @type {string} */ message, /** @type {string} */ code) =>
      `The referee refused: ${message} (${code})`,
    answered: (/** @type {number} */ status) => `The referee answered ${status}`,
    unavailable: (
      /** @type {number} */ status,
      /** @type {string} */ message,
      /** @type {number} */ tries,
      /** @type {number} */ most,
    ) =>
      `The referee is unavailable (${status}${message ? `: ${message}` : ''}); trying again (${tries} of ${most})…`,
    noAnswer: (/** @type {number} */ tries, /** @type {number} */ most) =>
      `The referee does not answer; trying again (${tries} of ${most})…`,
    didNotAnswer: 'the referee did not answer',
    reloadToTry: (/** @type {string} */ why) => `${why}: reload to try again.`,
    overHalted: 'Match over: halted at the referee’s most moves, no winner.',
    overDeclined: 'Match over: declined, no winner.',
    overNoWinner: 'Match over: no winner.',
    overWins: (/** @type {number} */ winner, /** @type {boolean} */ onTime) =>
      `Match over: Player ${winner} wins${onTime ? ' on time' : ''}.`,
    overYou: (
      /** @type {boolean} */ won,
      /** @type {boolean} */ onTime,
      /** @type {number} */ winner,
    ) =>
      `Match over: you ${won ? 'won' : 'lost'}${onTime ? ' on time' : ''}. Player ${winner} wins.`,
    lastRound: (
      /** @type {number} */ round,
      /** @type {number} */ winner,
      /** @type {RoundEndReason} */ reason,
    ) => `Round ${number(round)}: Player ${winner} won it (${reasons[reason]}) and took `,
    chipsCount: (/** @type {number} */ chips) => count(chips, 'chip'),
    chipsScore: (/** @type {readonly [number, number]} */ chips) => `Chips ${score(chips)}`,
    pointsScore: (/** @type {readonly [number, number]} */ points) => `Points ${score(points)}`,
    waitingValue: (/** @type {number} */ seat) =>
      `Waiting for Player ${seat}'s value of the round.`,
    sendingValue: 'Sending your value of the round.',
    sendsValue: (/** @type {number} */ seat) => `Player ${seat} sends its value of the round.`,
    noWinner: 'No winner.',
    noChipLeft: (/** @type {number} */ seat) => `Player ${seat} has no chip left.`,
    seatTo: (/** @type {number} */ seat, /** @type {Phase} */ phase) =>
      `Player ${seat} to ${verbs[phase]}.`,
    watching: 'You watch this match.',
    youPlay: (/** @type {number} */ seat) => `You play Player ${seat}.`,
    expiredFirstBet: 'The match expired before its first bet.',
    expiredSeeds: 'The match expired: its seeds were not revealed in time.',
    waitRematch: 'Waiting for the other player to press Rematch.',
    waitLink: 'Waiting for the other player to open the link.',
    waitSeeds: 'Waiting for both players to reveal their seeds.',
    valueRefused: 'The referee refused your value of the round: reload to send it again.',
    yourTurn: (/** @type {Phase} */ phase) => `Your turn: ${verbs[phase]}.`,
    waitingTo: (/** @type {number} */ seat, /** @type {Phase} */ phase) =>
      `Waiting for Player ${seat} to ${verbs[phase]}.`,
    recordHidden: 'The record cannot be shown here.',
    moves: (/** @type {number} */ moves) => count(moves, 'acceptedMove'),
    clockSeat: (/** @type {number} */ seat, /** @type {boolean} */ mine) =>
      `Player ${seat}${mine ? ' (you)' : ''} `,
    hurry: 'hurry',
    otherSeedCommitment:
      'The referee shows another commitment for your seed than the one you sent: do not play.',
    otherValueCommitment:
      'The referee shows another commitment for your value than the one you sent: do not play.',
    commitmentChanged: "The referee's commitment changed when you joined: do not play this match.",
    noLongerSeat: (/** @type {string} */ why) =>
      `${why}. This tab no longer plays a seat: you watch the match.`,
    youWatch: (/** @type {string} */ why) => `${why}. You watch the match.`,
    noValue: 'This tab does not have your value of the round: it cannot accept.',
    reconnecting: 'The connection to the referee dropped; reconnecting…',
    noRollsFirstBet: 'No rolls to verify: the match expired before its first bet.',
    noRollsSeeds: 'No rolls to verify: the match expired before its seeds were revealed.',
    noRollsLate: (/** @type {number} */ seat) =>
      `No rolls to verify: Player ${seat} did not reveal its seed in time, and lost on time.`,
    noRecord: (/** @type {string} */ why) => `No record to verify: ${why}`,
    notVerified: (/** @type {string} */ why) => `Not verified: ${why}.`,
    noReveals: 'Not verified: the referee sent no list of the reveals.',
    seedNotCommitted: (/** @type {number} */ seat) =>
      `Not verified: the seed revealed for Player ${seat} is not the one committed to.`,
    allVerified: (/** @type {number} */ rolls) =>
      rolls === 0
        ? 'All verified: no roll was played.'
        : rolls === 1
          ? 'All verified: 1 roll.'
          : `All ${number(rolls)} rolls verified.`,
    wrongDice: (
      /** @type {number} */ roll,
      /** @type {readonly number[]} */ expected,
      /** @type {readonly number[]} */ got,
    ) =>
      `Not verified: roll ${number(roll)} should be ${expected.join(' + ')}, the record has ${got.join(' + ')}.`,
    wrongServerSeed: 'Not verified: the server seed is not the one the referee committed to.',
    wrongReveal: (/** @type {number} */ reveal) =>
      `Not verified: reveal ${number(reveal)} is not the value its player committed to.`,
    wrongOrder: (
      /** @type {number} */ reveal,
      /** @type {number} */ got,
      /** @type {number} */ expected,
    ) =>
      `Not verified: reveal ${number(reveal)} came from Player ${got}, and was Player ${expected}'s to make.`,
    repeatedReveal: (/** @type {number} */ reveal) =>
      `Not verified: reveal ${number(reveal)} repeats a value revealed before.`,
    missingReveal: (/** @type {number} */ reveal) =>
      `Not verified: reveal ${number(reveal)}, which the rolls need, is missing.`,
    extraReveal: (/** @type {number} */ reveal) =>
      `Not verified: reveal ${number(reveal)} comes after the last round.`,
    noSuchMatch: (/** @type {string} */ id) =>
      `No match ${id} on this referee: the link is stale, or the referee lost its matches. Start a new one, or join an open one.`,
    noOpenMatch: 'No open match: start one, and send its link.',
    join: (/** @type {string} */ id) => `Join ${id}`,
    copied: 'Copied.',
    copyByHand: 'Select and copy it (the browser refused the clipboard).',
    /**
     * The page's words for a refusal of the engine or the referee: in English, the message each
     * sends, which says what was wrong.
     */
    refusal: (/** @type {string} */ _code, /** @type {string} */ message) => message,

    // The review.
    decisionStake: (/** @type {number} */ stake, /** @type {number} */ best) =>
      `staked ${number(stake)}; the best stake was ${number(best)}`,
    decisionAnswer: (
      /** @type {'accept' | 'decline'} */ answer,
      /** @type {number} */ stake,
      /** @type {'accept' | 'decline'} */ best,
    ) =>
      `${answer === 'accept' ? 'accepted' : 'declined'} a bet of ${number(stake)}; the best answer was to ${best}`,
    decision: (
      /** @type {number} */ round,
      /** @type {number} */ seat,
      /** @type {string} */ move,
      /** @type {string} */ played,
      /** @type {string} */ best,
      /** @type {string} */ loss,
      /** @type {string | null} */ mark,
    ) =>
      `Round ${number(round)}: Player ${seat} ${move}. The move played was worth ${played} points of the match, the best ${best}: ${loss} lost, ${words(mark)}.`,
    chartLabel: "Each player's chance over the match, with the marked decisions",
    dotLabel: (
      /** @type {number} */ round,
      /** @type {number} */ seat,
      /** @type {string | null} */ mark,
    ) => `Round ${number(round)}, Player ${seat}: ${words(mark)}`,
    totals: (
      /** @type {number} */ marked,
      /** @type {number} */ decisions,
      /** @type {string} */ meanLoss,
      /** @type {string} */ luck,
      /** @type {string | null} */ luckLabel,
      /** @type {string | null} */ rating,
    ) =>
      `: ${number(marked)} of ${number(decisions)} decisions marked, ${meanLoss} points lost a decision, luck ${luck} (${words(luckLabel)}), rating ${words(rating)}.`,
    pastSolver: (/** @type {number} */ total, /** @type {number} */ most) =>
      `A match of ${number(total)} chips is past the solver's ${number(most)}: no review.`,
    noReview: (/** @type {string} */ why) => `No review: ${why}`,
    tapDot: 'Tap a dot on the chart to open that decision.',
    dotKey: 'a decision that lost 2 (doubtful), 4 (bad) or 8 (very bad) points or more',
  };
}

/** @type {import('./catalog.js').PageCatalog<EnglishForms>} */
export const english = {
  locale: 'en',
  nouns: {
    chip: { one: 'chip', other: 'chips' },
    point: { one: 'point', other: 'points' },
    round: { one: 'round', other: 'rounds' },
    move: { one: 'move', other: 'moves' },
    acceptedMove: { one: 'accepted move', other: 'accepted moves' },
    roll: { one: 'roll', other: 'rolls' },
    extraRoll: { one: 'extra roll', other: 'extra rolls' },
    decision: { one: 'decision', other: 'decisions' },
  },
  messages: englishMessages,
};
