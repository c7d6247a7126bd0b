// @ts-check
// The page's texts in Russian, in the words of docs/glossary.md and the original rules. Counts
// stand where Russian takes the nominative (`осталось 2 очка`, `за 3 раунда`), so that the forms
// of Intl.PluralRules('ru') fit every sentence.

/** @typedef {import('./catalog.js').Say} Say */
/** @typedef {import('./catalog.js').RussianForms} RussianForms */
/** @typedef {import('./english.js').RoundEndReason} RoundEndReason */
/** @typedef {import('./english.js').Phase} Phase */

/** The review's names of marks, luck and rating bands, in Russian. */
const reviewWords = /** @type {Readonly<Record<string, string>>} */ ({
  doubtful: 'сомнительное',
  bad: 'плохое',
  veryBad: 'очень плохое',
  veryLucky: 'большая удача',
  lucky: 'удача',
  unlucky: 'неудача',
  veryUnlucky: 'большая неудача',
  supernatural: 'сверхчеловеческий',
  worldClass: 'мировой класс',
  expert: 'эксперт',
  advanced: 'продвинутый',
  intermediate: 'средний',
  casual: 'любитель',
  beginner: 'новичок',
  awful: 'ужасный',
});

/** A review's name in Russian, or `–` for none. */
const words = (/** @type {string | null} */ name) =>
  name === null ? '–' : (reviewWords[name] ?? name);

/**
 * What each code of the engine and the referee means, in Russian: the referee's `message` stays
 * English, for its operators.
 */
const refusals = /** @type {Readonly<Record<string, string>>} */ ({
  INVALID_ACTION: 'такого хода нет',
  MATCH_OVER: 'матч уже окончен',
  WRONG_PHASE: 'сейчас этот ход сделать нельзя',
  NOT_YOUR_TURN: 'сейчас не ваш ход',
  INVALID_STAKE: 'ставка — целое число от 1 до меньшего запаса фишек',
  INVALID_DICE: 'таких кубиков нет: у d8 грани от 1 до 8',
  INVALID_RULES: 'неверные правила',
  INVALID_STATE: 'неверное состояние матча',
  INVALID_OPTIONS:
    'неверные настройки матча: фишки — целое число от 1, зерно — целое число или текст',
  INVALID_RECORD: 'запись матча не проигрывается',
  UNSUPPORTED_RUNTIME: 'эта среда не поддерживается',
  BAD_REQUEST: 'неверный запрос',
  BAD_JSON: 'запрос — не JSON',
  BAD_PATH: 'неверный адрес',
  BODY_TOO_LARGE: 'запрос слишком большой',
  BODY_INCOMPLETE: 'запрос пришёл не целиком',
  UNSUPPORTED_MEDIA_TYPE: 'запрос не в JSON',
  METHOD_NOT_ALLOWED: 'такой запрос здесь не принимается',
  NOT_FOUND: 'такого матча нет',
  UNAUTHORIZED: 'судья не узнал эту вкладку',
  NOT_YOUR_MATCH: 'это не ваш матч',
  NOT_YOUR_SEAT: 'это не ваше место',
  NOT_INVITED: 'нужна ссылка-приглашение',
  SEATS_TAKEN: 'оба места уже заняты',
  MATCH_EXPIRED: 'матч истёк',
  MATCH_NOT_OVER: 'матч ещё не окончен',
  WAITING_FOR_PLAYER: 'ждём второго игрока',
  WAITING_FOR_SEEDS: 'ждём, когда игроки раскроют зёрна',
  WAITING_FOR_VALUE: 'ждём значение раунда',
  SEED_MISMATCH: 'зерно не совпадает с обязательством',
  SEED_REUSED: 'это зерно уже было',
  SEED_ALREADY_REVEALED: 'зерно уже раскрыто',
  REQUEST_ID_REUSED: 'этот запрос уже был, с другим содержанием',
  VERSION_CONFLICT: 'матч изменился: этот ход уже сделан',
  TOO_MANY_POLLS: 'слишком много ожидающих запросов',
  RATE_LIMITED: 'слишком много запросов: подождите',
  OUT_OF_TIME: 'время вышло',
  TOKEN_NOT_KEPT: 'судья не сохранил ключ этой вкладки',
  STORE_UNAVAILABLE: 'хранилище судьи недоступно',
  SHUTTING_DOWN: 'судья останавливается',
  INTERNAL: 'внутренняя ошибка судьи',
  REQUEST_TIMEOUT: 'запрос шёл слишком долго',
  HEADERS_TOO_LARGE: 'заголовки запроса слишком большие',
  EXPECTATION_FAILED: 'судья не принимает заголовок Expect',
});

/**
 * The Russian texts, with numbers as `Intl` writes them in Russian.
 * @param {Say} say
 * @returns {import('./catalog.js').PageMessages}
 */
export function russianMessages(say) {
  const { number, count } = say;
  /** A two-figure score with no-break spaces, which a narrow screen never breaks. */
  const score = (/** @type {readonly [number, number]} */ [a, b]) =>
    `${number(a)}\u00a0:\u00a0${number(b)}`;
  /** @type {Record<Phase, string>} */
  const verbs = {
    betting: 'ставка',
    accepting: 'принять ставку или отказаться',
    rolling: 'бросок',
    over: '',
  };
  /** @type {Record<RoundEndReason, string>} */
  const reasons = {
    kiri: 'выбросил Kiri',
    dead: 'соперник выбросил Dead',
    points: 'набрал нужные очки',
    timeout: 'соперник проиграл по времени',
  };
  return {
    html: {
      title: 'Кири: площадка · kiri-dice',
      description:
        'Кири, игра для двоих на двух восьмигранных кубиках, в браузере: каждый ход судит kiri-dice.',
      playground: 'площадка',
      introStart:
        'Двое игроков, один экран, два восьмигранных кубика (или один игрок против компьютера). Каждый ход идёт через',
      introOf: 'из',
      introEnd: '; на ход, который правила запрещают, движок отвечает причиной.',
      language: 'Язык',
      seed: 'Зерно',
      seedPlaceholder: 'случайное',
      chips: 'Фишки',
      vsComputer: 'Против компьютера',
      botOff: 'нет',
      botBest: 'лучший',
      botRandom: 'случайный',
      botBold: 'смелый',
      itPlays: 'Он играет за',
      player0: 'Игрок 0',
      player1: 'Игрок 1',
      autoRoll: 'Броски сами',
      newMatch: 'Новый матч',
      undo: 'Отменить ход',
      playOnline: 'Игра по сети',
      unservedStart: 'Для игры по сети нужен судья: запустите',
      unservedEnd: 'и откройте адрес, который он напечатает.',
      onlineNew: 'Новый матч по сети',
      onlineNewNote: 'с фишками, заданными выше, для друга, которому вы пошлёте ссылку',
      onlineComputer: 'Сыграть с компьютером по сети',
      onlineComputerNote: 'судья играет за другое место как лучший бот, в темпе человека',
      onlinePublic: 'или выставить матч, чтобы войти мог любой',
      openMatches: 'Открытые матчи:',
      refresh: 'Обновить',
      leave: 'Выйти',
      sendLink: 'Пошлите эту ссылку другому игроку:',
      copyLink: 'Копировать ссылку',
      timeLeft: 'Осталось времени',
      yourStake: 'Ваша ставка',
      bet: 'Поставить',
      accept: 'Принять ставку',
      decline: 'Отказаться (конец матча)',
      declineTitle: 'Отказ от ставки заканчивает весь матч без победителя',
      roll: 'Бросить',
      onlineRecord: 'Запись матча по сети',
      copyRecord: 'Копировать запись',
      rematch: 'Реванш',
      points: 'очки',
      chances0: 'шансы игрока 0',
      chances1: 'шансы игрока 1',
      chanceRound: 'Раунд',
      chanceMatch: 'Матч',
      stake0: 'Ставка игрока 0',
      stake1: 'Ставка игрока 1',
      reviewOfMatch: 'Разбор матча',
      review: 'Разбор',
      reviewIntro:
        'Каждая ставка и каждый ответ в сравнении с лучшими и удача каждого броска, точно: в пунктах шанса каждого игрока выиграть матч, как их даёт',
      reviewOf: 'из',
      reviewEnd: '.',
      roundLog: 'Журнал раундов',
      matchRecord: 'Запись матча',
      recordIntro: 'Матч в нотации',
      recordEnd:
        ': скопируйте запись, чтобы сохранить матч, или вставьте запись ниже, чтобы продолжить с её последнего хода.',
      recordOfMatch: 'Запись матча',
      pasteRecord: 'Вставьте запись сюда',
      recordToLoad: 'Запись для загрузки',
      loadRecord: 'Загрузить запись',
      combinations: 'Комбинации',
      firstMatchWins: '(срабатывает первая подходящая):',
      ruleDead: 'Dead 1+1: проигрыш раунда',
      ruleKiri: 'Kiri 8+6, 8+7: выигрыш раунда',
      ruleMidKiri: 'Mid Kiri дубли 2, 4, 5, 7, 8: +2',
      ruleReverse: 'Реверс 3+3, 6+6: 2 дополнительных броска',
      ruleKvatra: 'Кватра сумма ≤ 7: +1',
      ruleNormal: 'Обычный бросок: ход переходит сопернику',
      ruleEnd: '. Кто первым наберёт 4 очка, забирает банк.',
    },

    player: (seat) => `Игрок ${seat}`,
    names: (names) => [names.ru],
    phaseNames: {
      betting: ['Делайте ставки'],
      accepting: ['Ставка предложена'],
      rolling: ['Бросайте кубики'],
      over: ['Матч окончен'],
      none: ['Нет матча'],
    },
    noRollYet: 'броска ещё не было',
    winsAtOnce: 'сразу выигрывает раунд',
    losesAtOnce: 'сразу проигрывает раунд',
    scoresAndRolls: (points) => `+${count(points, 'point')}, бросок снова`,
    extraRolls: (rolls) => count(rolls, 'extraRoll'),
    turnPassesUnless: 'ход переходит сопернику (если не осталось дополнительных бросков)',
    everyChipYours: 'Все фишки ваши.',
    startAgain: 'Начните новый матч, чтобы сыграть снова.',
    waitingFor: (seat) => `Ждём игрока ${seat}.`,
    yourBet: (most) => `Ваша ставка: от 1 до ${number(most)}.`,
    acceptToMatch: (stake) =>
      `Примите ставку (${count(stake, 'chip')}) и бросайте первым — или откажитесь от ставки, и матч окончен.`,
    rollFor: (left) => `Бросайте: ещё ${count(left, 'point')} — и банк ваш.`,
    rollTheDice: 'Бросайте кубики.',
    toBet: (seat, most) => `Игрок ${seat} делает ставку, от 1 до ${number(most)}.`,
    toAnswer: (seat, stake) =>
      `Игрок ${seat} принимает ставку или отказывается от неё: ${count(stake, 'chip')}.`,
    toRoll: (seat) => `Бросает игрок ${seat}.`,
    hasEveryChip: (seat) => `У игрока ${seat} все фишки.`,
    hostHalted: 'Хозяин матча остановил матч: победителя нет.',
    betDeclined: 'От ставки отказались: победителя нет.',
    notSolved: (why) => `Не решено: ${why}`,
    roundChanceRolling: 'шанс выиграть этот раунд по очкам и дополнительным броскам',
    roundChanceOver: 'итог матча',
    roundChanceNext: 'шанс выиграть раунд, который начинается (первым бросает принявший ставку)',
    matchChance: 'шанс выиграть матч, если оба ставят лучшие ставки и каждую ставку принимают',
    noMatchChances: (most, total) =>
      `Шансов матча нет: решатель берёт матчи, где фишек всего не больше ${number(most)}, а здесь их ${number(total)}.`,
    matchChancesMean: 'Шансы матча: оба ставят лучшие ставки, и каждую ставку принимают.',
    whyNot: 'Почему нельзя?',
    scoreLine: (seat, chips, points, target) =>
      `Игрок ${seat}: ${count(chips, 'chip')}, очки ${number(points)}/${number(target)}`,
    chipsWord: (chips) => say.word(chips, 'chip'),
    pointsOf: (points, target) => `очки: ${number(points)} / ${number(target)}`,
    bettor: 'ставящий',
    toMove: 'ходит',
    winner: 'победитель',
    computer: 'компьютер',
    you: 'вы',
    extraLeft: (rolls) => `ещё ${count(rolls, 'extraRoll')}`,
    matchOverAfter: (rounds) => `Матч окончен за ${count(rounds, 'round')}`,
    round: (round) => `Раунд ${number(round)}`,
    roundShort: (round) => `Р${number(round)}`,
    stakeOnOffer: 'Ставка предложена',
    pot: 'Банк',

    hostHalts: 'Хозяин матча останавливает матч: победителя нет, ставки возвращаются.',
    bets: (seat, amount) => `Игрок ${seat} ставит ${number(amount)}.`,
    accepts: (seat, pot) =>
      `Игрок ${seat} принимает ставку: в банке ${number(pot)}, первым бросает игрок ${seat}.`,
    declines: (seat, stake) =>
      `Игрок ${seat} отказывается от ставки ${number(stake)}: матч окончен без победителя.`,
    runsOutOfTime: (seat) => `Игрок ${seat} проигрывает по времени.`,
    logName: (names) => names.ru,
    rolls: (seat, dice, name, effect) =>
      `Игрок ${seat} бросает ${dice[0]} + ${dice[1]}: ${name}${effect}.`,
    logPoints: (points, total) => `, +${number(points)} (${count(total, 'point')})`,
    logExtraRolls: (rolls) => `, ${count(rolls, 'extraRoll')}`,
    logTurnPasses: ', ход переходит сопернику',
    reasons,
    winsRound: (seat, round, reason, pot, chips) =>
      `Игрок ${seat} выигрывает раунд ${number(round)} (${reasons[reason]}) и забирает банк: ${count(pot, 'chip')}; ${number(chips[0])} : ${number(chips[1])}.`,
    winsMatch: (seat, chips) =>
      `Игрок ${seat} выигрывает матч: у него все ${count(chips, 'chip')}.`,
    tried: (seat, action, why) => `Игрок ${seat} пытается ${action}: ${why}.`,
    actions: {
      bet: 'сделать ставку',
      accept: 'принять ставку',
      decline: 'отказаться от ставки',
      roll: 'бросить',
      timeout: 'закончить по времени',
    },

    noMatchStatus: 'Нет матча: исправьте зерно или фишки выше и нажмите «Новый матч».',
    thinking: (strategy) => `Компьютер (${strategy}) думает…`,
    replays: (seed, moves) =>
      `зерно ${seed} · ${count(moves, 'acceptedMove')}: то же зерно и те же ходы повторяют этот матч`,
    bestRefuses: (most, total) =>
      `Лучший компьютер играет матчи, где фишек всего не больше ${number(most)} (по ${number(most / 2)} у каждого); здесь их было бы ${number(total)}. Выберите фишек не больше ${number(most / 2)} или случайный либо смелый компьютер.`,
    copiedRecord: 'Запись скопирована.',
    recordSelected: 'Запись выделена: скопируйте её клавишами Ctrl+C (⌘C).',
    houseRulesRecord: 'Эта запись играет по домашним правилам, а площадка — только по обычным.',
    loaded: (moves) => `Загружена запись: ${count(moves, 'move')}.`,
    typeStake: (most) =>
      most === null
        ? 'Сначала введите ставку.'
        : `Сначала введите ставку: целое число от 1 до ${number(most)}.`,

    refused: (message, code) => `Судья отказал: ${message} (${code})`,
    answered: (status) => `Судья ответил ${status}`,
    // The referee's message is English, for its operators: the status says enough here.
    unavailable: (status, _message, tries, most) =>
      `Судья недоступен (${status}); пробуем снова (${tries} из ${most})…`,
    noAnswer: (tries, most) => `Судья не отвечает; пробуем снова (${tries} из ${most})…`,
    didNotAnswer: 'судья не ответил',
    reloadToTry: (why) => `${why}: перезагрузите страницу, чтобы попробовать снова.`,
    overHalted: 'Матч окончен: остановка матча на наибольшем числе ходов судьи, победителя нет.',
    overDeclined: 'Матч окончен: отказ от ставки, победителя нет.',
    overNoWinner: 'Матч окончен: победителя нет.',
    overWins: (winner, onTime) =>
      `Матч окончен: побеждает игрок ${winner}${onTime ? ' по времени' : ''}.`,
    overYou: (won, onTime, winner) =>
      `Матч окончен: вы ${won ? 'выиграли' : 'проиграли'}${onTime ? ' по времени' : ''}. Побеждает игрок ${winner}.`,
    lastRound: (round, winner, reason) =>
      `Раунд ${number(round)}: его выиграл игрок ${winner} (${reasons[reason]}) и забрал банк: `,
    chipsCount: (chips) => count(chips, 'chip'),
    chipsScore: (chips) => `Фишки ${score(chips)}`,
    pointsScore: (points) => `Очки ${score(points)}`,
    waitingValue: (seat) => `Ждём значение раунда от игрока ${seat}.`,
    sendingValue: 'Отправляем ваше значение раунда.',
    sendsValue: (seat) => `Игрок ${seat} отправляет своё значение раунда.`,
    noWinner: 'Победителя нет.',
    noChipLeft: (seat) => `У игрока ${seat} не осталось фишек.`,
    seatTo: (seat, phase) => `Игрок ${seat}: ${verbs[phase]}.`,
    watching: 'Вы смотрите этот матч.',
    youPlay: (seat) => `Вы играете за игрока ${seat}.`,
    expiredFirstBet: 'Матч истёк до первой ставки.',
    expiredSeeds: 'Матч истёк: зёрна не раскрыли вовремя.',
    waitRematch: 'Ждём, когда другой игрок нажмёт «Реванш».',
    waitLink: 'Ждём, когда другой игрок откроет ссылку.',
    waitSeeds: 'Ждём, когда оба игрока раскроют зёрна.',
    valueRefused:
      'Судья не принял ваше значение раунда: перезагрузите страницу, чтобы отправить его снова.',
    yourTurn: (phase) => `Ваш ход: ${verbs[phase]}.`,
    waitingTo: (seat, phase) => `Ждём игрока ${seat}: ${verbs[phase]}.`,
    recordHidden: 'Запись здесь показать нельзя.',
    moves: (moves) => count(moves, 'acceptedMove'),
    clockSeat: (seat, mine) => `Игрок ${seat}${mine ? ' (вы)' : ''} `,
    hurry: 'скорее',
    otherSeedCommitment:
      'Судья показывает для вашего зерна не то обязательство, что вы отправили: не играйте.',
    otherValueCommitment:
      'Судья показывает для вашего значения не то обязательство, что вы отправили: не играйте.',
    commitmentChanged: 'Обязательство судьи изменилось, когда вы вошли: не играйте этот матч.',
    noLongerSeat: (why) => `${why}. Эта вкладка больше не играет за место: вы смотрите матч.`,
    youWatch: (why) => `${why}. Вы смотрите матч.`,
    noValue: 'В этой вкладке нет вашего значения раунда: принять ставку она не может.',
    reconnecting: 'Связь с судьёй прервалась; подключаемся снова…',
    noRollsFirstBet: 'Проверять нечего: матч истёк до первой ставки.',
    noRollsSeeds: 'Проверять нечего: матч истёк до того, как раскрыли зёрна.',
    noRollsLate: (seat) =>
      `Проверять нечего: игрок ${seat} не раскрыл зерно вовремя и проиграл по времени.`,
    noRecord: (why) => `Нет записи для проверки: ${why}`,
    notVerified: (why) => `Не проверено: ${why}.`,
    noReveals: 'Не проверено: судья не прислал список раскрытий.',
    seedNotCommitted: (seat) =>
      `Не проверено: зерно, раскрытое для игрока ${seat}, не то, на которое было обязательство.`,
    allVerified: (rolls) =>
      rolls === 0 ? 'Всё проверено: бросков не было.' : `Всё проверено: ${count(rolls, 'roll')}.`,
    wrongDice: (roll, expected, got) =>
      `Не проверено: бросок ${number(roll)} должен быть ${expected.join(' + ')}, а в записи ${got.join(' + ')}.`,
    wrongServerSeed: 'Не проверено: зерно сервера не то, на которое судья дал обязательство.',
    wrongReveal: (reveal) =>
      `Не проверено: раскрытие ${number(reveal)} — не то значение, на которое его игрок дал обязательство.`,
    wrongOrder: (reveal, got, expected) =>
      `Не проверено: раскрытие ${number(reveal)} пришло от игрока ${got}, а раскрывать должен был игрок ${expected}.`,
    repeatedReveal: (reveal) =>
      `Не проверено: раскрытие ${number(reveal)} повторяет уже раскрытое значение.`,
    missingReveal: (reveal) =>
      `Не проверено: нет раскрытия ${number(reveal)}, которое нужно броскам.`,
    extraReveal: (reveal) =>
      `Не проверено: раскрытие ${number(reveal)} идёт после последнего раунда.`,
    noSuchMatch: (id) =>
      `На этом судье нет матча ${id}: ссылка устарела, или судья потерял свои матчи. Начните новый или войдите в открытый.`,
    noOpenMatch: 'Открытых матчей нет: начните свой и пошлите ссылку.',
    join: (id) => `Войти в ${id}`,
    copied: 'Скопировано.',
    copyByHand: 'Выделите и скопируйте (браузер не дал доступа к буферу обмена).',
    refusal: (code) => refusals[code] ?? `отказ ${code}`,

    decisionStake: (stake, best) => `поставил ${number(stake)}; лучшая ставка была ${number(best)}`,
    decisionAnswer: (answer, stake, best) =>
      `${answer === 'accept' ? 'принял ставку' : 'отказался от ставки'} ${number(stake)}; лучше было ${best === 'accept' ? 'принять' : 'отказаться'}`,
    decision: (round, seat, move, played, best, loss, mark) =>
      `Раунд ${number(round)}: игрок ${seat} ${move}. Сыгранный ход стоил ${played} пункта матча, лучший — ${best}: потеряно ${loss}, ${words(mark)}.`,
    chartLabel: 'Шанс каждого игрока по ходу матча, с отмеченными решениями',
    dotLabel: (round, seat, mark) => `Раунд ${number(round)}, игрок ${seat}: ${words(mark)}`,
    totals: (marked, decisions, meanLoss, luck, luckLabel, rating) =>
      `: ${count(decisions, 'decision')}, отмечено ${number(marked)}; потеря ${meanLoss} пункта на решение; удача ${luck} (${words(luckLabel)}); уровень: ${words(rating)}.`,
    pastSolver: (total, most) =>
      `Матч на ${count(total, 'chip')} за пределами решателя (${number(most)}): разбора нет.`,
    noReview: (why) => `Разбора нет: ${why}`,
    tapDot: 'Нажмите точку на графике, чтобы открыть это решение.',
    dotKey:
      'решение, потерявшее 2 (сомнительное), 4 (плохое) или 8 (очень плохое) пунктов и больше',
  };
}

/** @type {import('./catalog.js').PageCatalog<RussianForms>} */
export const russian = {
  locale: 'ru',
  nouns: {
    chip: { one: 'фишка', few: 'фишки', many: 'фишек', other: 'фишки' },
    point: { one: 'очко', few: 'очка', many: 'очков', other: 'очка' },
    round: { one: 'раунд', few: 'раунда', many: 'раундов', other: 'раунда' },
    move: { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' },
    acceptedMove: {
      one: 'принятый ход',
      few: 'принятых хода',
      many: 'принятых ходов',
      other: 'принятого хода',
    },
    roll: { one: 'бросок', few: 'броска', many: 'бросков', other: 'броска' },
    extraRoll: {
      one: 'дополнительный бросок',
      few: 'дополнительных броска',
      many: 'дополнительных бросков',
      other: 'дополнительного броска',
    },
    decision: { one: 'решение', few: 'решения', many: 'решений', other: 'решения' },
  },
  messages: russianMessages,
};
