// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
import { maxTotalChips } from 'kiri-dice/odds';
import { defaultMaxRounds, demoChips, gameChips } from '../matchDefaults.js';
import { maxWhole } from '../optionValues.js';
import type { Catalog, Noun, RussianForms } from './Catalog.js';
import type { Mark, MatchReview } from 'kiri-dice/review';
import type { Messages, Pair, ReviewTexts } from './Messages.js';
import type { Say } from './Say.js';
import type { Verb, Who } from './Who.js';

/** The verbs of the lines, as "вы" takes them and as one player does. */
const verbs: Readonly<Record<Verb, readonly [string, string]>> = {
  roll: ['бросаете', 'бросает'],
  bet: ['ставите', 'ставит'],
  win: ['выигрываете', 'выигрывает'],
};

/** What a seed may be, as the help says it. */
const seedRule = `целое число от 0 до ${maxWhole} или текст, который не число (тогда берётся его хеш)`;

/** How a record ends, as the first line of a review says it. */
const endings: Readonly<Record<MatchReview['ending'], string>> = {
  won: 'матч выигран',
  declined: 'матч окончен отказом от ставки',
  unfinished: 'запись обрывается, матч не окончен',
  timeout: 'разобран до проигрыша по времени, которым он кончился',
  halt: 'разобран до остановки матча организатором, которой он кончился',
};

/** The marks of a decision («решение», neuter), as its line says them. */
const marks: Readonly<Record<Mark, string>> = {
  doubtful: 'сомнительное',
  bad: 'плохое',
  veryBad: 'очень плохое',
};

/** The Russian texts of a review, given Russian numbers and plurals. */
function reviewTexts({ count, number: n }: Say): ReviewTexts {
  return {
    title: (totalChips, ending) =>
      `Разбор · всего ${count(totalChips, 'chip')} · ${endings[ending]}`,
    rules: (name) => `Правила: ${name}`,
    // «п. п.», percentage points abbreviated, takes no plural form, and stays with its number.
    marks: (preset, [a, b, c]) =>
      `Оценки (${preset}): сомнительное, плохое и очень плохое решение — потеря от ${n(a)}, ${n(b)} и ${n(c)}\u00a0п.\u00a0п.`,
    figures:
      'Числа — процентные пункты ожидаемой доли всех фишек у каждого игрока к концу матча (100 — победа в матче).',
    rows: {
      decisions: 'решения',
      forced: 'вынужденные (не в счёт)',
      doubtful: 'сомнительные',
      bad: 'плохие',
      veryBad: 'очень плохие',
      totalLoss: 'общая потеря',
      meanLoss: 'средняя потеря',
      errorRate: 'ошибки ×1000',
      luck: 'удача',
      luckLabel: 'степень удачи',
      result: 'итог',
      luckAdjusted: 'итог без удачи',
      rating: 'уровень',
    },
    mark: marks,
    luck: {
      veryLucky: 'большая удача',
      lucky: 'удача',
      unlucky: 'неудача',
      veryUnlucky: 'большая неудача',
    },
    rating: {
      supernatural: 'сверхчеловеческий',
      worldClass: 'мировой класс',
      expert: 'эксперт',
      advanced: 'продвинутый',
      intermediate: 'средний',
      casual: 'любитель',
      beginner: 'новичок',
      awful: 'ужасный',
    },
    accountTitle: 'Счёт: начало + удача - удача соперника - потеря + потеря соперника = итог',
    roundsTitle: (shown) =>
      `По раундам: отмеченные решения, самые удачные и самые неудачные броски (по ${n(shown)})`,
    rollStart: (round, player, [a, b]) => `Раунд ${round}: игрок ${player} бросает ${a}+${b} `,
    rollEnd: (luck, label) => `, удача ${luck}${label === null ? '' : `, ${label}`}`,
    decision: (line) =>
      `Раунд ${line.round}: игрок ${line.player} ${
        line.type === 'stake'
          ? `ставит ${n(line.stake)}, лучше ${n(line.best)}`
          : `${line.answer === 'accept' ? 'принимает ставку' : 'отказывается от ставки'}, лучше ${line.best === 'accept' ? 'принять' : 'отказаться'}`
      }: потеря ${line.loss}, ${marks[line.mark]}`,
    none: '(нет)',
    player: (seat) => `игрок ${seat}`,
    pageTitle: 'Разбор матча в Кири',
    chartHeading: 'Шанс каждого игрока',
    chartLabel: 'Шанс каждого игрока по ходу матча, с отмеченными решениями',
    dots: 'точки: отмеченные решения, на линии игрока, который их принял',
    totalsHeading: 'Итоги',
    roundAxis: 'раунд',
  };
}

/**
 * The Russian messages of the command line, in the glossary's words (docs/glossary.md), given
 * Russian numbers and plurals. Lines are laid out so that the game's fit 80 columns.
 *
 * @param say - Russian numbers and plurals
 * @returns the messages, one for each English one
 */
export function russianMessages(say: Say): Messages {
  const { count, number: n, percent } = say;
  const pair = ([a, b]: Pair): string => `${n(a)}:${n(b)}`;
  const who = (w: Who): string =>
    w === 'you' ? 'вы' : w === 'computer' ? 'компьютер' : `игрок ${w}`;
  const does = (w: Who, verb: Verb): string => `${who(w)} ${verbs[verb][w === 'you' ? 0 : 1]}`;
  /** Whom a round goes to: «за вами», «за компьютером», «за игроком 1». */
  const toWhom = (w: Who): string =>
    w === 'you' ? 'за вами' : w === 'computer' ? 'за компьютером' : `за игроком ${w}`;
  const option = {
    rules:
      '  --rules FILE  домашние правила: таблица правил в JSON, как её принимает defineRules (по умолчанию стандартные правила)\n',
    json: '  --json        вывести одну строку JSON вместо текста (ошибки тоже, в stderr)\n',
    jsonLog: '  --json        писать журнал строками JSON вместо текста\n',
    lang: '  --lang L      язык текста, en или ru (по умолчанию из LANGUAGE, LC_ALL, LC_MESSAGES или LANG, иначе en)\n',
    help: '  -h, --help    показать эту справку\n',
  };
  const common = `${option.rules}${option.json}${option.lang}${option.help}`;
  const record = `${option.json}${option.lang}${option.help}
FILE — запись матча: в нотации записей, как её пишет kiri-dice play --record (formatRecord), или в JSON. Запись любого вида переигрывается, ничто не берётся на веру: запись, которая не переигрывается в точности, отвергается с кодом выхода 1, с номером строки и столбца или хода и причиной.
`;
  const standing = (chips: Pair, pot: number): string =>
    `фишки ${pair(chips)}${pot ? `, банк ${n(pot)}` : ''}`;
  return {
    who,
    does,
    combination: ({ ru }) => ru,
    points: (points) => `очки ${pair(points)}`,
    gained: (points) => `+${n(points)}`,
    // The column of a roll line is narrow: the glossary's «дополнительные броски», shortened.
    extraRolls: (rolls) => `+${n(rolls)} доп. ${say.word(rolls, 'roll')}`,
    turnPasses: 'ход переходит',
    extraRollUsed: 'доп. бросок потрачен',
    roundEnd: ({ winner, round, reason, points, pot, chips }) => {
      const how =
        reason === 'kiri'
          ? 'Kiri'
          : reason === 'dead'
            ? 'у соперника Dead'
            : reason === 'timeout'
              ? 'соперник проиграл по времени'
              : count(points, 'point');
      return `  раунд ${round} ${toWhom(winner)} (${how}), банк ${count(pot, 'chip')}; фишки ${pair(chips)}\n`;
    },
    roundStart: ({ round, bettor, stake }, pot) =>
      `\nРаунд ${round}: игрок ${bettor} ставит ${n(stake)}, игрок ${1 - bettor} принимает ставку (банк ${n(pot)})\n`,
    matchOver: (rounds, winner, total) =>
      `\nМатч окончен за ${count(rounds, 'round')}: игрок ${winner} выигрывает все фишки (${n(total)}).\n`,
    header: (seed, chips, target) =>
      `Кири · зерно ${seed} · ${chips[0] === chips[1] ? `фишек у каждого: ${n(chips[0])}` : `фишки ${pair(chips)}`} · цель — ${count(target, 'point')}\n`,
    stopped: (rounds, why, chips) => {
      const reason =
        why.type === 'maxRounds'
          ? `--max-rounds ${why.rounds}`
          : why.type === 'signal'
            ? `прерван сигналом ${why.signal}`
            : 'файл --record дорос до 16 МиБ, больше replay и verify не читают';
      return `\nМатч остановлен неоконченным за ${count(rounds, 'round')} (${reason}); фишки ${pair(chips)}.\n`;
    },
    bet: ({ round, bettor, stake }) => `\nРаунд ${round}: игрок ${bettor} ставит ${n(stake)}\n`,
    declined: ({ round, bettor, stake }) =>
      `\nРаунд ${round}: игрок ${bettor} ставит ${n(stake)}, игрок ${1 - bettor} отказывается от ставки\n`,
    halted: ({ round, chips }) =>
      `\nМатч окончен в раунде ${round}: остановка матча организатором, победителя нет; фишки ${pair(chips)}.\n`,
    declinedOver: ({ round, chips }) =>
      `\nМатч окончен в раунде ${round}: от ставки отказались, победителя нет; фишки ${pair(chips)}.\n`,
    unfinished: ({ round, chips, pot }) =>
      `\nЗапись обрывается в раунде ${round}, матч не окончен; ${standing(chips, pot)}.\n`,
    status: (points, round, match) =>
      `  ${points === undefined ? '' : `очки ${pair(points)} · `}ваш шанс на победу: в раунде ${percent(round)}${match === undefined ? '' : `, в матче ${percent(match)}`}`,
    stakePrompt: (most, suggested) =>
      `Ваша ставка, от 1 до ${n(most)} (Enter: ${n(suggested)}), или q — выйти: `,
    stakeAllowed: (most, suggested) =>
      `введите ставку от 1 до ${n(most)} и Enter; один Enter — ставка ${n(suggested)}; q — выйти`,
    acceptPrompt: (stake) =>
      `Принять ставку ${n(stake)} (Enter: y)? n — отказ и конец матча; q — выйти: `,
    acceptAllowed:
      'y или один Enter — принять ставку, n — отказаться от ставки (матч кончится без победителя), q — выйти',
    rollPrompt: 'Ваш бросок: Enter, или q — выйти: ',
    rollAllowed: 'нажмите Enter, чтобы сделать бросок, или q, чтобы выйти',
    notAllowed: (typed, allowed) => `  «${typed}» здесь не подходит: ${allowed}`,
    bets: (bettor, stake) => `  ${does(bettor, 'bet')} ${n(stake)}\n`,
    firstRoll: (pot, roller) =>
      `  банк ${n(pot)}: ${roller === 'you' ? 'вы бросаете первыми' : `${who(roller)} бросает первым`}\n`,
    matchLength: (rounds) =>
      rounds === null
        ? 'При ставках по 1 матч по этим правилам не кончается: принявший ставку всегда выигрывает.'
        : `При ставках по 1 матч длится в среднем ${count(rounds, 'round')}; крупные ставки кончают его быстрее.`,
    unsolved: (acceptorAlwaysWins) =>
      `\nEnter предлагает половину меньшего запаса фишек, а шанс выиграть матч не показан: ${acceptorAlwaysWins ? 'решателю нужны правила, по которым ставящий может выиграть раунд' : `решатель считает матчи, где всего фишек не больше ${n(maxTotalChips)}`}.`,
    seats: (seat, bot) =>
      `Вы — игрок ${seat}; компьютер (${bot}) — игрок ${1 - seat}.\nФишки и очки пишутся так: вы:компьютер.`,
    rolls: (step) =>
      step
        ? 'Вы бросаете по Enter; броски компьютера идут сами (любая клавиша пропускает паузы). q — выход из игры на любом вопросе.'
        : 'Броски идут сами; любая клавиша пропускает паузы, q — выход из игры.',
    freshSeed: (seed) => `\nkiri-dice play --seed ${seed} повторит те же броски.`,
    roundLine: (round, chips, bettor) =>
      `\nРаунд ${round} · фишки ${pair(chips)} · ${does(bettor, 'bet')}\n`,
    quit: ({ round, chips, pot }) => `Вы вышли из игры в раунде ${round}; ${standing(chips, pot)}.`,
    youDeclined: (rounds, chips) =>
      `Вы отказались от ставки: матч окончен за ${count(rounds, 'round')}, победителя нет; фишки ${pair(chips)}.`,
    won: (rounds, youWin, total) =>
      `Матч окончен за ${count(rounds, 'round')}: ${youWin ? 'вы выигрываете' : 'компьютер выигрывает'} все фишки (${n(total)}).`,
    reviewOffer: 'Разобрать матч? y — разбор, Enter — конец: ',
    oddsTitle: (rules) =>
      `Точные шансы каждой комбинации · правила ${rules} · 64 упорядоченных исхода 2d8\n\n`,
    oddsColumns: ['комбинация', 'исходы', 'точно', 'процент', 'оригинал', 'разница'],
    oddsPercent: (value) => `${say.decimal(value)}\u00a0%`,
    oddsNote: (starred) =>
      `\nоригинал: таблица «шансы, для справки» из оригинальных правил; разница: точное минус оригинал, в процентных пунктах.${starred ? ' * больше, чем объясняет округление до 0,1.' : ''}\n`,
    solveRound: (rules, target, wins, rolls) =>
      `Точные шансы раунда · правила ${rules} · цель — ${count(target, 'point')}\n\n` +
      `Игрок, который бросает первым, выигрывает долю раундов ${wins}.\n` +
      `Раунд длится в среднем ${rolls} броска.\n\n`,
    solveWinTable: 'Шанс, что бросающий выиграет (строки: его очки, столбцы: очки соперника):\n',
    solveRollsTable: '\nСреднее число оставшихся бросков:\n',
    solveAnyPosition:
      '\n(без оставшихся дополнительных бросков; kiri-dice solve --points A,B --bonus N — любая позиция)\n',
    solvePosition: (rules, [mine, theirs], target, bonus, { win, lose, rolls }) =>
      `Позиция · правила ${rules} (цель — ${count(target, 'point')}): очки бросающего — ${n(mine)}, ` +
      `соперника — ${n(theirs)}, дополнительных бросков осталось: ${n(bonus)}\n\n` +
      `Бросающий выигрывает раунд с вероятностью ${win}\n` +
      `(соперник — ${lose}); в среднем осталось бросков: ${rolls}.\n`,
    simulated: ({ played, rounds, rules, seed, rolls }) =>
      // «Раундов сыграно: N» agrees with any N, as «Сыграно N раундов» would not (1 раунд).
      `Раундов сыграно: ${n(played)}${played < rounds ? ` (прервано, из ${n(rounds)})` : ''} · правила ${rules} · зерно ${seed} · ${count(rolls, 'roll')}\n\n`,
    simulateColumns: ['', 'в симуляции', 'точно', 'отклонение в ст. ошибках'],
    simulateRows: [
      'победы первого бросающего',
      'бросков за раунд',
      'победы игрока 0',
      'победы игрока 1',
    ],
    noScale:
      '- : стандартная ошибка равна 0 (раунд всего один, или эти правила не дают величине меняться): мерить не в чем.\n',
    simulateCombinationColumns: ['комбинация', 'бросков', 'доля', 'точно'],
    roundLengths: (median, most, nearlyAll, longest) =>
      `Длина раунда в бросках: медиана ${n(median)}, у ${percent(0.9, 0)} раундов — ${n(most)} или меньше, ` +
      `у ${percent(0.99, 0)} — ${n(nearlyAll)} или меньше, самый длинный — ${n(longest)}.\n`,
    // «Раундов сыграно: N» agrees with any N, as «после N раундов» would not (21 раунда).
    interrupted: (played, rounds) =>
      `прервано, раундов сыграно: ${n(played)} из ${n(rounds)}; итоги по ним считаются заново`,
    progress: ({ share, total, rate, left }) => [
      percent(share, 0),
      `из ${n(total)}`,
      `${count(rate, 'round')}/с`,
      `осталось ${left}`,
    ],
    listening: (url) => `судья принимает запросы на ${url}`,
    openHere: (url) => `играть: откройте ${url}`,
    openOthers: (url) => `для других в этой сети: ${url}`,
    serveStopping: 'остановка: ответ на ждущие запросы, закрытие соединений',
    serveStopped: 'остановлен',
    review: reviewTexts(say),
    summaries: {
      odds: 'точные шансы каждой комбинации рядом с таблицей оригинальных правил',
      solve: 'точный шанс выиграть раунд, с начала или из любой позиции',
      simulate: 'быстро сыграть много раундов и сравнить их с точными числами',
      play: 'в терминале сыграть матч с компьютером; с --auto или без терминала — показать матч двух автоматических игроков по зерну',
      replay: 'показать матч из записи матча раунд за раундом, как play',
      review: 'точный разбор каждого решения и каждого броска записи матча',
      verify: 'проверить запись матча ход за ходом, а её честные кубики — по зёрнам',
      serve: 'запустить судью: HTTP-сервер для матчей между игроками, с честными кубиками',
      audit: 'проверить каждый матч в базе судьи: ходы, состояние, кубики',
      backup: 'скопировать базу судьи на ходу, согласованно на один момент',
    },
    top: (list) => `Запуск: kiri-dice <команда> [параметры]

Команды:
${list}

Каждая команда принимает:
  --json        вывести одну строку JSON вместо текста (ошибки тоже, в stderr)
  --lang L      язык текста, en или ru (по умолчанию из LANGUAGE, LC_ALL, LC_MESSAGES или LANG, иначе en)
  -h, --help    показать параметры команды (kiri-dice simulate --help)
а каждая команда, кроме команд над записью матча (в записи свои правила), принимает ещё:
  --rules FILE  домашние правила: таблица правил в JSON, как её принимает defineRules

Коды выхода: 0 — готово, 1 — сбой (ошибка записи в стандартный вывод, запись матча, которая не переигрывается), 2 — неверная командная строка (и файл, который нельзя прочесть или записать), 3 — не окончен (verify: каждый ход верен, но матч не окончен), 130 — прервано.

kiri-dice --version выводит версию.
`,
    help: {
      odds: `Запуск: kiri-dice odds [--rules FILE] [--json]

Выводит точные шансы каждой комбинации, подсчитанные по 64 равновероятным упорядоченным исходам двух восьмигранных кубиков, рядом со справочной таблицей оригинальных правил.

Параметры:
${common}`,
      solve: `Запуск: kiri-dice solve [--points A,B] [--bonus N] [--rules FILE] [--json]

Решает раунд точно. Без --points и --bonus: шанс, что игрок, который бросает первым, выиграет раунд, средняя длина раунда, а также шанс победы и среднее число оставшихся бросков при любом счёте. С ними: одна позиция раунда.

Параметры:
  --points A,B  у бросающего A очков, у соперника B (по умолчанию 0,0)
  --bonus N     сколько осталось дополнительных бросков (по умолчанию 0)
${common}`,
      simulate: `Запуск: kiri-dice simulate [--rounds N] [--seed S] [--rules FILE] [--json]

Быстро играет много раундов и сравнивает то, что выпало, с точными числами. Это раунды одного матча, где каждую ставку принимают, а фишки не кончаются (проигравший раунд бросает первым в следующем), так что kiri-dice play --seed S показывает, как начинаются те же броски. В терминале полоса хода показывает скорость и оставшееся время; Ctrl-C останавливает прогон, выводит числа по уже сыгранным раундам (пересчёт занимает столько же времени) и выходит с кодом 130.

Параметры:
  --rounds N    сколько раундов, от 1 до ${maxWhole}, 1e6 — миллион (по умолчанию 100000)
  --seed S      зерно кубиков: ${seedRule} (по умолчанию случайное зерно, оно выводится)
${common}`,
      play: `Запуск: kiri-dice play [--seed S] [--chips N] [--bot best|random|bold] [--seat 0|1] [--step] [--auto] [--stake N] [--max-rounds N] [--record FILE] [--rules FILE] [--json]

В терминале вы играете за одно место матча против компьютера. В Кири выбирать можно только ставку и ответ на ставку, поэтому игра спрашивает только их: ставка и Enter делают ставку (один Enter ставит предложенную ставку: лучшую по решателю в матчах, где всего фишек не больше ${maxTotalChips}, и половину меньшего запаса в матчах крупнее), а Enter или y принимает ставку компьютера, n же отказывается от неё, и это кончает весь матч без победителя. Броски идут сами, по строке, с короткой паузой, которую пропускает любая клавиша. Перед каждым вопросом игра показывает ваш шанс выиграть раунд и матч против этого компьютера. q и Enter, Ctrl-D или Ctrl-C — выход из игры с той же сводкой (и записью, с --record). В конце матча, который решатель решил, y выводит его точный разбор, как kiri-dice review. В цвете, если не задана NO_COLOR.

При ставках по 1 матч долог, и тем дольше, чем больше фишек: игра говорит в начале, сколько раундов он длится в среднем (около 29 при 5 фишках у каждого, по стандартным правилам). Крупные ставки кончают его быстрее.

С --auto или --json, или когда ввод или вывод — не терминал, играется один показательный матч двух автоматических игроков по зерну, и каждый бросок выводится, когда он сделан. С --json выводится один документ JSON в одну строку, по ходу матча: матч, каждый раунд, когда он окончен, затем итог ("finished": false, если матч остановил --max-rounds). Ctrl-C останавливает показ между двумя раундами и говорит об этом (код выхода 130), с записью до этого места.

Параметры:
  --seed S      зерно матча: ${seedRule} (по умолчанию в игре — новое зерно, оно выводится, чтобы --seed повторил те же броски; в показе — 1)
  --chips N     начальные фишки каждого игрока, от 1 до ${Math.floor(maxWhole / 2)} (по умолчанию ${gameChips} в игре, ${demoChips} в показе)
  --bot B       как ставит компьютер: best (лучшая ставка по решателю, если у каждого не больше ${maxTotalChips / 2} фишек), random или bold (самая крупная ставка) (по умолчанию best)
  --seat N      ваше место, 0 (вы ставите первым) или 1 (по умолчанию 0)
  --step        бросать по Enter: каждый ваш бросок ждёт его, а не идёт сам
  --auto        играть показ даже в терминале
  --stake N     ставка показа в каждом раунде, при нужде до меньшего запаса (по умолчанию половина меньшего запаса, с округлением вверх)
  --max-rounds N
                остановить показ неоконченным после N раундов, сказав об этом, с кодом выхода 0 (по умолчанию ${defaultMaxRounds}: матч многих фишек при малой ставке может не кончиться никогда)
  --record FILE записать запись матча в FILE, в нотации записей: она пишется рядом с FILE по ходу матча и заменяет FILE, когда матч окончен или вы вышли (показ останавливается, прежде чем запись превысит 16 МиБ)
${common}`,
      replay: `Запуск: kiri-dice replay FILE [--json]

Переигрывает запись матча из FILE и выводит матч раунд за раундом, как его выводит kiri-dice play: каждую ставку, каждый бросок и конец каждого раунда, затем то, чем кончился матч. С --json выводит вместо этого последнее состояние матча одной строкой JSON: {"state": ...}.

Параметры:
${record}`,
      review: `Запуск: kiri-dice review FILE [--marks gnubg|lichess] [--json] [--html PAGE]

Точно разбирает запись матча из FILE, как reviewMatch: каждая ставка и каждый ответ сравниваются с лучшими, у каждого броска своё везение, у каждого игрока итоги и счёт его результата, сходящийся до последней цифры. Все числа — в процентных пунктах цели: ожидаемой доли игрока во всех фишках в конце (100 за выигранный матч).

Выводит итоги обоих игроков (решения, оценки, потери, долю ошибок, везение, результат, результат с поправкой на везение и рейтинг), счёт каждого, затем раунд за раундом отмеченные решения и 3 самых удачных и 3 самых неудачных броска. С --json выводит вместо этого разбор одной строкой JSON: {"version": 1, "review": ...}. С --html PAGE ещё и пишет разбор одной самодостаточной HTML-страницей: график шанса каждого игрока по ходу матча с отмеченными решениями, каждое со ссылкой на свою строку, затем итоги, счета и раунды. Страница ничего не загружает и не запускает скриптов. Одна и та же запись выводит и пишет одни и те же байты.

Запись за пределами решателя (больше 10 000 фишек всего, больше 2^20 ходов, правила, по которым принявший ставку всегда выигрывает) отвергается с кодом выхода 1.

Параметры:
  --marks NAME  пороги оценок: gnubg (по умолчанию) — потеря от 2, 4 и 8 пунктов сомнительна, плоха и очень плоха; или lichess — от 5, 10 и 15
  --html PAGE   записать разбор и HTML-страницей в PAGE (она заменяется, только когда записана)
${record}`,
      verify: `Запуск: kiri-dice verify FILE [--server-seed HEX --client-seed TEXT --commitment HEX] [--server-seed HEX [--rounds FILE] --commitment HEX] [--json]

Переигрывает запись матча из FILE и проверяет каждый ход: что каждый бросок, записанный как выпавший, — это тот бросок, что даёт зерно, и что правила разрешают каждый ход. Выводит "ok: N moves, R rounds" с кодом выхода 0 или называет первый неверный ход с кодом выхода 1. Запись, где каждый ход верен, но матч не окончен (обрезана до конца или матч остановлен), выводит "unfinished: N moves, R rounds, the match is not over" с кодом выхода 3: её итог не доказан.

С тремя параметрами зёрен проверяет ещё и честные кубики матча, как verifyFairRolls: что зерно сервера — то, о котором он заявил заранее, затем что кубики каждого броска записи по порядку — честные кубики этих зёрен ("ok: N moves, R rounds, K rolls fair"), или называет первый бросок, который не таков, с кодом выхода 1. Броски — все броски записи, так что запись, обрезанная до конца, даёт "unfinished" (код выхода 3), а запись с ходом после своего конца не переигрывается (код выхода 1).

Матчу, сыгранному с новым значением от каждого места в каждом раунде, --client-seed не нужен: его запись несёт значения мест (запись судьи несёт), а --server-seed с --commitment их проверяют. Каждое раскрытие тоже проверяется по порядку (его место, его значение против последнего обязательства его места, ни одного значения дважды, ни одного пропущенного), и каждый бросок — против значений своего раунда; первое неверное раскрытие называется, с кодом выхода 1. Запись без значений берёт их из --rounds FILE: объекта JSON с "commitments" мест и всеми их "reveals" по порядку, каждое со своими "seat", "value" и "next", как их принимает verifyFairRolls.

Параметры:
  --server-seed HEX
                зерно сервера, раскрытое после матча: 64 шестнадцатеричные цифры
  --client-seed TEXT
                зерно игроков, из которого выведены броски
  --rounds FILE значения мест в новых раундах, если их нет в записи (JSON, не больше 16 МиБ)
  --commitment HEX
                обязательство, которое сервер опубликовал до матча: 64 шестнадцатеричные цифры
${record}`,
      serve: `Запуск: kiri-dice serve [--db FILE | --postgres URL [--connections N] | --memory] [--port N] [--host ADDRESS] [--chips N] [--clock T+R|off] [--limit NAME=N] [--rules FILE] [--json]

Запускает судью: HTTP-сервер, который хранит каждый матч, проверяет каждый ход и бросает честные кубики, которые не может выбрать ни одна сторона, включая сервер (см. руководство оператора). Он же раздаёт площадку по адресу /, где двое играют друг с другом по сети: он выводит адрес, который нужно открыть, а с --host 0.0.0.0 — адреса, которые открывают другие в сети. Он выводит адрес, на котором слушает, затем по строке журнала на запрос: метод, маршрут, статус, миллисекунды и id матча (никогда не токен и не зерно). SIGTERM или Ctrl-C останавливает его за 10 секунд; второй Ctrl-C — сразу. Запущенный через npm (npx, npm exec, npm start), он так же останавливается, когда останавливают npm.

Параметры:
  --db FILE     база SQLite (по умолчанию kiri.db), создаётся, если её нет; нужен node:sqlite (Node 22.13+, 23.4+ или 24+)
  --postgres URL
                база PostgreSQL (postgresql://user:password@host:5432/database), которую могут делить многие судьи за одним балансировщиком; нужен node-postgres (npm install pg)
  --connections N
                с --postgres: соединения, которые этот судья открывает для запросов, от 1 до 100 (по умолчанию 4), и ещё одно, которое слушает коммиты других судей; все судьи одной базы вместе быстрее всего примерно при удвоенном числе ядер базы (руководство оператора)
  --memory      хранить матчи только в памяти: они кончаются вместе с процессом
  --port N      порт, от 0 (любой свободный) до 65535 (по умолчанию 8080)
  --host ADDRESS
                адрес, на котором слушать (по умолчанию 127.0.0.1: только эта машина; 0.0.0.0 — все сети этой машины)
  --chips N     начальные фишки каждого игрока в матче, созданном без фишек (по умолчанию 100)
  --clock T+R   часы матча, созданного без часов: T на каждое действие, затем запас R у каждого игрока, который никогда не растёт; у кого время вышло, тот проигрывает матч по времени (по умолчанию 15s+3m; каждое — целое число ms, s, m или h, T от 1s до 1h, а R до 24h; off — без часов)
  --limit NAME=N
                один из пределов судьи, сколько угодно раз (руководство оператора перечисляет их: maxBody, pollTimeout, createsPerMinute, requestsPerMinute, ...)
${option.rules}${option.jsonLog}${option.lang}${option.help}`,
      audit: `Запуск: kiri-dice audit --db FILE [--json]

Проверяет каждый матч в базе SQLite судьи, ничему не веря из того, что судья вычислил: запись каждого матча, собранная из его сохранённых ходов, должна переигрываться ровно в его сохранённое состояние; его версия и броски должны совпадать с числом ходов; каждое зерно должно быть тем, о котором заявлено заранее; каждый бросок должен быть честными кубиками этих зёрен. Файл открывается только для чтения (судья может его обслуживать) и никогда не создаётся. Выводит "ok: M matches, N moves, R rolls fair, F finished" с кодом выхода 0 или каждый сбой с id матча и кодом выхода 1.

Параметры:
  --db FILE     база судьи
${option.json}${option.lang}${option.help}`,
      backup: `Запуск: kiri-dice backup --db FILE --to COPY

Копирует базу SQLite судьи в COPY, согласованно на один момент, пока судья её обслуживает (VACUUM INTO из SQLite, через соединение только для чтения): ни один ход не задерживается и ни один не копируется наполовину. Копия kiri.db и kiri.db-wal вручную, пока судья пишет, может выйти испорченной. COPY не должен существовать; проверьте копию командой kiri-dice audit --db COPY.

Параметры:
  --db FILE     база судьи
  --to COPY     файл, который записать
${option.lang}${option.help}`,
    },
  };
}

/** The Russian nouns, in every form `Intl.PluralRules('ru')` picks: one, few, many, other. */
const nouns: Readonly<Record<Noun, RussianForms>> = {
  round: { one: 'раунд', few: 'раунда', many: 'раундов', other: 'раунда' },
  chip: { one: 'фишка', few: 'фишки', many: 'фишек', other: 'фишки' },
  point: { one: 'очко', few: 'очка', many: 'очков', other: 'очка' },
  roll: { one: 'бросок', few: 'броска', many: 'бросков', other: 'броска' },
  extraRoll: {
    one: 'дополнительный бросок',
    few: 'дополнительных броска',
    many: 'дополнительных бросков',
    other: 'дополнительного броска',
  },
  move: { one: 'ход', few: 'хода', many: 'ходов', other: 'хода' },
  match: { one: 'матч', few: 'матча', many: 'матчей', other: 'матча' },
};

/** The Russian catalog: the original's language, and the glossary's words. */
export const russian: Catalog<RussianForms> = {
  language: 'ru',
  locale: 'ru-RU',
  nouns,
  messages: russianMessages,
};
