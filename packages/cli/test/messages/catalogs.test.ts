import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Catalog, RussianForms } from '../../src/messages/Catalog.js';
import { catalogs } from '../../src/messages/catalogs.js';
import { english } from '../../src/messages/english.js';
import type { Messages } from '../../src/messages/Messages.js';
import { russian, russianMessages } from '../../src/messages/russian.js';
import { speechOf, type Speech } from '../../src/messages/Speech.js';

// Made by each test, not at load or in a hook: a catalog that throws fails the tests.
const en = (): Speech => speechOf(english);
const ru = (): Speech => speechOf(russian);

/** Every message of a speech, said once or more with sample values, as one text. */
function everything(speech: Speech): string {
  const texts: string[] = [];
  const seen = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(seen);
  };
  const s = speech;
  seen([s.turnPasses, s.extraRollUsed, s.acceptAllowed, s.rollPrompt, s.rollAllowed]);
  seen(s.reviewOffer);
  seen([s.who('computer'), s.does('you', 'roll'), s.does(1, 'bet'), s.does('computer', 'win')]);
  seen([s.combination({ en: 'Normal', ru: 'Обычный бросок' }), s.points([1, 2]), s.gained(2)]);
  seen([s.extraRolls(2), s.header('1', [5, 5], 4), s.header('1', [3, 7], 4)]);
  for (const reason of ['kiri', 'dead', 'points', 'timeout'] as const)
    seen(s.roundEnd({ winner: 'you', round: 2, reason, points: 4, pot: 6, chips: [8, 2] }));
  const bet = { round: 3, bettor: 1, stake: 2 } as const;
  const standing = { round: 3, chips: [4, 6], pot: 2 } as const;
  seen([s.roundStart(bet, 4), s.matchOver(12, 0, 10), s.bet(bet), s.declined(bet)]);
  seen([s.halted(standing), s.declinedOver(standing), s.unfinished(standing), s.quit(standing)]);
  for (const why of [
    { type: 'maxRounds', rounds: 10 },
    { type: 'signal', signal: 'SIGINT' },
    { type: 'recordFull' },
  ] as const)
    seen(s.stopped(10, why, [1, 9]));
  seen([s.status([1, 2], 0.5, 0.25), s.stakePrompt(4, 1), s.stakeAllowed(4, 1)]);
  seen([s.acceptPrompt(3), s.notAllowed('x', 'y'), s.bets('computer', 3), s.firstRoll(6, 'you')]);
  seen([s.matchLength(29), s.matchLength(null), s.unsolved(true), s.unsolved(false)]);
  seen([s.seats(1, 'best'), s.rolls(true), s.rolls(false), s.freshSeed('7')]);
  seen([s.roundLine(1, [5, 5], 'you'), s.youDeclined(3, [5, 5]), s.won(9, true, 10)]);
  seen(s.won(9, false, 10));
  seen([s.combination({ en: 'Kiri', ru: 'Kiri' }), s.status(undefined, 0.5, undefined)]);
  seen([s.does('computer', 'roll'), s.does('you', 'win'), s.who('you'), s.who(0)]);
  seen([s.firstRoll(2, 'computer'), s.firstRoll(2, 0), s.bets('you', 1), s.bets(0, 1)]);
  for (const winner of ['computer', 0, 1] as const)
    seen(s.roundEnd({ winner, round: 2, reason: 'dead', points: 0, pot: 6, chips: [8, 2] }));
  for (const noun of ['round', 'chip', 'point', 'roll', 'extraRoll', 'move', 'match'] as const)
    seen([1, 2, 5, 1.5].map((n) => s.say.count(n, noun)).join(', '));
  seen(`${s.language} ${s.say.number(1234.5)}`);
  seen([s.unfinished({ ...standing, pot: 0 }), s.quit({ ...standing, pot: 0 })]);
  seen([s.oddsTitle('standard'), s.oddsColumns, s.oddsPercent(1.5625)]);
  seen([s.oddsNote(false), s.oddsNote(true), s.solveWinTable, s.solveRollsTable]);
  seen([s.solveRound('standard', 4, '0.5', '7.25'), s.solveAnyPosition]);
  seen(s.solvePosition('standard', [2, 1], 4, 1, { win: '0.6', lose: '0.4', rolls: '4.7' }));
  const run = { played: 1, rounds: 1, rules: 'standard', seed: '1', rolls: 2 } as const;
  seen([s.simulated(run), s.simulated({ ...run, played: 5, rounds: 10, rolls: 21 })]);
  seen([s.simulateColumns, s.simulateRows, s.noScale, s.simulateCombinationColumns]);
  seen([s.roundLengths(6, 14, 21, 43), s.interrupted(21, 1000)]);
  seen(s.progress({ share: 0.45, total: 1000, rate: 21, left: s.say.duration(65) }));
  seen([s.listening('URL'), s.openHere('URL'), s.openOthers('URL')]);
  seen([s.serveStopping, s.serveStopped]);
  const r = s.review;
  for (const ending of ['won', 'declined', 'unfinished', 'timeout', 'halt'] as const)
    seen(r.title(10, ending));
  seen([r.rules('standard'), r.marks('gnubg', [2, 4, 8]), r.figures, r.rows]);
  seen([r.mark, r.luck, r.rating, r.accountTitle, r.roundsTitle(3), r.roundsTitle(5)]);
  seen([r.rollStart(1, 0, [8, 7]), r.rollEnd('+7.19', null), r.rollEnd('-1', r.luck.lucky)]);
  const decision = { round: 2, player: 1, loss: '4.83', mark: 'bad' } as const;
  seen(r.decision({ ...decision, type: 'stake', stake: 4, best: 1 }));
  seen(r.decision({ ...decision, type: 'answer', answer: 'decline', best: 'accept' }));
  seen(r.decision({ ...decision, type: 'answer', answer: 'accept', best: 'decline' }));
  seen([r.none, r.player(0), r.pageTitle, r.chartHeading, r.chartLabel, r.dots]);
  seen([r.totalsHeading, r.roundAxis]);
  return texts.join('\n');
}

describe('the catalogs of the command line', () => {
  it('say every message of the game, the demo, the replay, simulate, serve and review, in English and Russian', () => {
    expect(everything(en())).toMatchInlineSnapshot(`
      "turn passes
      extra roll used
      type y or Enter alone to accept, n to decline (it ends the match, with no winner), or q to quit
      Your roll: Enter, or q to quit: 
      press Enter to roll, or q to quit
      Review the match? y reviews it, Enter ends: 
      the computer
      you roll
      player 1 bets
      the computer wins
      Normal (Обычный бросок)
      points 1:2
      +2
      +2 extra rolls
      Kiri · seed 1 · 5 chips each · first to 4 points

      Kiri · seed 1 · chips 3:7 · first to 4 points

        you win round 2 (Kiri) and take 6 chips; chips 8:2

        you win round 2 (the computer rolled Dead) and take 6 chips; chips 8:2

        you win round 2 (4 points) and take 6 chips; chips 8:2

        you win round 2 (the computer ran out of time) and take 6 chips; chips 8:2


      Round 3: player 1 bets 2, player 0 accepts (pot 4)


      Match over after 12 rounds: player 0 wins all 10 chips.


      Round 3: player 1 bets 2


      Round 3: player 1 bets 2, player 0 declines


      Match over in round 3: halted by the host, so nobody wins; chips 4:6.


      Match over in round 3: the stake was declined, so nobody wins; chips 4:6.


      The record ends unfinished in round 3; chips 4:6, pot 2.

      You quit in round 3; chips 4:6, pot 2.

      Match stopped unfinished after 10 rounds (--max-rounds 10); chips 1:9.


      Match stopped unfinished after 10 rounds (interrupted by SIGINT); chips 1:9.


      Match stopped unfinished after 10 rounds (the --record file reached 16 MiB, the most that replay and verify read); chips 1:9.

        points 1:2 · your chance to win: this round 50.0%, the match 25.0%
      Your stake, 1 to 4 (Enter: 1), or q to quit: 
      type a stake from 1 to 4 and Enter, Enter alone for 1, or q to quit
      Accept the stake of 3 (Enter: y)? n declines and ends the match; q quits: 
        'x' is not allowed here: y
        the computer bets 3

        pot 6: you roll first

      At stakes of 1 a match lasts about 29 rounds; larger stakes end it sooner.
      At stakes of 1 a match never ends under these rules: the acceptor always wins.

      Enter suggests half the smaller purse, and the chance to win the match is not shown: the solver needs rules under which the bettor can win a round.

      Enter suggests half the smaller purse, and the chance to win the match is not shown: the solver takes matches of up to 10000 chips in all.
      You are player 1; the computer (best) is player 0.
      Chips and points read you:computer.
      You roll with Enter; the computer's rolls play out by themselves (any key skips the pauses). q quits at any question.
      The rolls play out by themselves; any key skips the pauses, and q quits.

      kiri-dice play --seed 7 deals the same dice again.

      Round 1 · chips 5:5 · you bet

      You declined: the match ends after 3 rounds with no winner; chips 5:5.
      Match over after 9 rounds: you win all 10 chips.
      Match over after 9 rounds: the computer wins all 10 chips.
      Kiri
        your chance to win: this round 50.0%
      the computer rolls
      you win
      you
      player 0
        pot 2: the computer rolls first

        pot 2: player 0 rolls first

        you bet 1

        player 0 bets 1

        the computer wins round 2 (you rolled Dead) and takes 6 chips; chips 8:2

        player 0 wins round 2 (player 1 rolled Dead) and takes 6 chips; chips 8:2

        player 1 wins round 2 (player 0 rolled Dead) and takes 6 chips; chips 8:2

      1 round, 2 rounds, 5 rounds, 1.5 rounds
      1 chip, 2 chips, 5 chips, 1.5 chips
      1 point, 2 points, 5 points, 1.5 points
      1 roll, 2 rolls, 5 rolls, 1.5 rolls
      1 extra roll, 2 extra rolls, 5 extra rolls, 1.5 extra rolls
      1 move, 2 moves, 5 moves, 1.5 moves
      1 match, 2 matches, 5 matches, 1.5 matches
      en 1,234.5

      The record ends unfinished in round 3; chips 4:6.

      You quit in round 3; chips 4:6.
      Exact odds of each combination · standard rules · 64 ordered outcomes of 2d8


      combination
      outcomes
      exact
      percent
      original
      difference
      1.5625%

      original: the "odds, for reference" table of the original rules; difference: exact minus original, in percentage points.


      original: the "odds, for reference" table of the original rules; difference: exact minus original, in percentage points. * more than rounding to 0.1 explains.

      Chance that the player to roll wins (rows: their points, columns: the opponent's):


      Expected rolls left:

      Exact round odds · standard rules · first to 4 points

      The player who rolls first wins 0.5 of rounds.
      A round lasts 7.25 rolls on average.



      (with no extra rolls left; kiri-dice solve --points A,B --bonus N for any position)

      Position · standard rules: the player to roll has 2 of 4 points, the opponent 1, 1 extra roll left

      The player to roll wins the round with probability 0.6
      (the opponent 0.4); 4.7 rolls left on average.

      Simulated 1 round · standard rules · seed 1 · 2 rolls


      Simulated 5 rounds (interrupted, of 10) · standard rules · seed 1 · 21 rolls



      simulated
      exact
      standard errors off
      first roller wins
      rolls per round
      seat 0 wins
      seat 1 wins
      - : the standard error is 0 (a single round, or a figure these rules do not let vary): no scale to measure on.

      combination
      rolls
      share
      exact
      Round length in rolls: median 6, 90% of rounds 14 or fewer, 99% 21 or fewer, longest 43.

      interrupted after 21 of 1,000 rounds; counting them again for the figures
      45%
      of 1,000 rounds
      21 rounds/s
      1m 5s left
      referee listening on URL
      play: open URL
      others on this network open URL
      stopping: answering waiting requests, closing connections
      stopped
      Review · 10 chips in all · the match was won
      Review · 10 chips in all · the match ended on a declined bet
      Review · 10 chips in all · the record ends unfinished
      Review · 10 chips in all · reviewed up to the timeout that ended it
      Review · 10 chips in all · reviewed up to the host's halt that ended it
      Rules: standard
      Marks (gnubg): doubtful, bad and very bad from 2, 4 and 8 points lost
      Figures are percentage points of each player's expected share of all the chips at the end (100 for winning the match).
      decisions
      forced (not counted)
      doubtful
      bad
      very bad
      total loss
      mean loss
      error rate ×1000
      luck
      luck label
      result
      luck-adjusted result
      rating
      doubtful
      bad
      very bad
      very lucky
      lucky
      unlucky
      very unlucky
      supernatural
      world class
      expert
      advanced
      intermediate
      casual
      beginner
      awful
      Account: start + own luck - opponent's luck - own loss + opponent's loss = final
      Round by round: the marked decisions, the 3 luckiest and 3 unluckiest rolls
      Round by round: the marked decisions, the 5 luckiest and 5 unluckiest rolls
      Round 1: player 0 rolls 8+7 
      , luck +7.19
      , luck -1, lucky
      Round 2: player 1 stakes 4, best 1: loss 4.83, bad
      Round 2: player 1 declines, best accept: loss 4.83, bad
      Round 2: player 1 accepts, best decline: loss 4.83, bad
      (none)
      player 0
      Kiri match review
      Each player's chance
      Each player's chance over the match, with the marked decisions
      dots: the marked decisions, on the line of the player who made them
      Totals
      round"
    `);
    expect(everything(ru()).replaceAll('\u00a0', '⍽')).toMatchInlineSnapshot(`
      "ход переходит
      доп. бросок потрачен
      y или один Enter — принять ставку, n — отказаться от ставки (матч кончится без победителя), q — выйти
      Ваш бросок: Enter, или q — выйти: 
      нажмите Enter, чтобы сделать бросок, или q, чтобы выйти
      Разобрать матч? y — разбор, Enter — конец: 
      компьютер
      вы бросаете
      игрок 1 ставит
      компьютер выигрывает
      Обычный бросок
      очки 1:2
      +2
      +2 доп. броска
      Кири · зерно 1 · фишек у каждого: 5 · цель — 4 очка

      Кири · зерно 1 · фишки 3:7 · цель — 4 очка

        раунд 2 за вами (Kiri), банк 6 фишек; фишки 8:2

        раунд 2 за вами (у соперника Dead), банк 6 фишек; фишки 8:2

        раунд 2 за вами (4 очка), банк 6 фишек; фишки 8:2

        раунд 2 за вами (соперник проиграл по времени), банк 6 фишек; фишки 8:2


      Раунд 3: игрок 1 ставит 2, игрок 0 принимает ставку (банк 4)


      Матч окончен за 12 раундов: игрок 0 выигрывает все фишки (10).


      Раунд 3: игрок 1 ставит 2


      Раунд 3: игрок 1 ставит 2, игрок 0 отказывается от ставки


      Матч окончен в раунде 3: остановка матча организатором, победителя нет; фишки 4:6.


      Матч окончен в раунде 3: от ставки отказались, победителя нет; фишки 4:6.


      Запись обрывается в раунде 3, матч не окончен; фишки 4:6, банк 2.

      Вы вышли из игры в раунде 3; фишки 4:6, банк 2.

      Матч остановлен неоконченным за 10 раундов (--max-rounds 10); фишки 1:9.


      Матч остановлен неоконченным за 10 раундов (прерван сигналом SIGINT); фишки 1:9.


      Матч остановлен неоконченным за 10 раундов (файл --record дорос до 16 МиБ, больше replay и verify не читают); фишки 1:9.

        очки 1:2 · ваш шанс на победу: в раунде 50,0⍽%, в матче 25,0⍽%
      Ваша ставка, от 1 до 4 (Enter: 1), или q — выйти: 
      введите ставку от 1 до 4 и Enter; один Enter — ставка 1; q — выйти
      Принять ставку 3 (Enter: y)? n — отказ и конец матча; q — выйти: 
        «x» здесь не подходит: y
        компьютер ставит 3

        банк 6: вы бросаете первыми

      При ставках по 1 матч длится в среднем 29 раундов; крупные ставки кончают его быстрее.
      При ставках по 1 матч по этим правилам не кончается: принявший ставку всегда выигрывает.

      Enter предлагает половину меньшего запаса фишек, а шанс выиграть матч не показан: решателю нужны правила, по которым ставящий может выиграть раунд.

      Enter предлагает половину меньшего запаса фишек, а шанс выиграть матч не показан: решатель считает матчи, где всего фишек не больше 10⍽000.
      Вы — игрок 1; компьютер (best) — игрок 0.
      Фишки и очки пишутся так: вы:компьютер.
      Вы бросаете по Enter; броски компьютера идут сами (любая клавиша пропускает паузы). q — выход из игры на любом вопросе.
      Броски идут сами; любая клавиша пропускает паузы, q — выход из игры.

      kiri-dice play --seed 7 повторит те же броски.

      Раунд 1 · фишки 5:5 · вы ставите

      Вы отказались от ставки: матч окончен за 3 раунда, победителя нет; фишки 5:5.
      Матч окончен за 9 раундов: вы выигрываете все фишки (10).
      Матч окончен за 9 раундов: компьютер выигрывает все фишки (10).
      Kiri
        ваш шанс на победу: в раунде 50,0⍽%
      компьютер бросает
      вы выигрываете
      вы
      игрок 0
        банк 2: компьютер бросает первым

        банк 2: игрок 0 бросает первым

        вы ставите 1

        игрок 0 ставит 1

        раунд 2 за компьютером (у соперника Dead), банк 6 фишек; фишки 8:2

        раунд 2 за игроком 0 (у соперника Dead), банк 6 фишек; фишки 8:2

        раунд 2 за игроком 1 (у соперника Dead), банк 6 фишек; фишки 8:2

      1 раунд, 2 раунда, 5 раундов, 1,5 раунда
      1 фишка, 2 фишки, 5 фишек, 1,5 фишки
      1 очко, 2 очка, 5 очков, 1,5 очка
      1 бросок, 2 броска, 5 бросков, 1,5 броска
      1 дополнительный бросок, 2 дополнительных броска, 5 дополнительных бросков, 1,5 дополнительного броска
      1 ход, 2 хода, 5 ходов, 1,5 хода
      1 матч, 2 матча, 5 матчей, 1,5 матча
      ru 1⍽234,5

      Запись обрывается в раунде 3, матч не окончен; фишки 4:6.

      Вы вышли из игры в раунде 3; фишки 4:6.
      Точные шансы каждой комбинации · правила standard · 64 упорядоченных исхода 2d8


      комбинация
      исходы
      точно
      процент
      оригинал
      разница
      1,5625⍽%

      оригинал: таблица «шансы, для справки» из оригинальных правил; разница: точное минус оригинал, в процентных пунктах.


      оригинал: таблица «шансы, для справки» из оригинальных правил; разница: точное минус оригинал, в процентных пунктах. * больше, чем объясняет округление до 0,1.

      Шанс, что бросающий выиграет (строки: его очки, столбцы: очки соперника):


      Среднее число оставшихся бросков:

      Точные шансы раунда · правила standard · цель — 4 очка

      Игрок, который бросает первым, выигрывает долю раундов 0.5.
      Раунд длится в среднем 7.25 броска.



      (без оставшихся дополнительных бросков; kiri-dice solve --points A,B --bonus N — любая позиция)

      Позиция · правила standard (цель — 4 очка): очки бросающего — 2, соперника — 1, дополнительных бросков осталось: 1

      Бросающий выигрывает раунд с вероятностью 0.6
      (соперник — 0.4); в среднем осталось бросков: 4.7.

      Раундов сыграно: 1 · правила standard · зерно 1 · 2 броска


      Раундов сыграно: 5 (прервано, из 10) · правила standard · зерно 1 · 21 бросок



      в симуляции
      точно
      отклонение в ст. ошибках
      победы первого бросающего
      бросков за раунд
      победы игрока 0
      победы игрока 1
      - : стандартная ошибка равна 0 (раунд всего один, или эти правила не дают величине меняться): мерить не в чем.

      комбинация
      бросков
      доля
      точно
      Длина раунда в бросках: медиана 6, у 90⍽% раундов — 14 или меньше, у 99⍽% — 21 или меньше, самый длинный — 43.

      прервано, раундов сыграно: 21 из 1⍽000; итоги по ним считаются заново
      45⍽%
      из 1⍽000
      21 раунд/с
      осталось 1 мин 5 с
      судья принимает запросы на URL
      играть: откройте URL
      для других в этой сети: URL
      остановка: ответ на ждущие запросы, закрытие соединений
      остановлен
      Разбор · всего 10 фишек · матч выигран
      Разбор · всего 10 фишек · матч окончен отказом от ставки
      Разбор · всего 10 фишек · запись обрывается, матч не окончен
      Разбор · всего 10 фишек · разобран до проигрыша по времени, которым он кончился
      Разбор · всего 10 фишек · разобран до остановки матча организатором, которой он кончился
      Правила: standard
      Оценки (gnubg): сомнительное, плохое и очень плохое решение — потеря от 2, 4 и 8⍽п.⍽п.
      Числа — процентные пункты ожидаемой доли всех фишек у каждого игрока к концу матча (100 — победа в матче).
      решения
      вынужденные (не в счёт)
      сомнительные
      плохие
      очень плохие
      общая потеря
      средняя потеря
      ошибки ×1000
      удача
      степень удачи
      итог
      итог без удачи
      уровень
      сомнительное
      плохое
      очень плохое
      большая удача
      удача
      неудача
      большая неудача
      сверхчеловеческий
      мировой класс
      эксперт
      продвинутый
      средний
      любитель
      новичок
      ужасный
      Счёт: начало + удача - удача соперника - потеря + потеря соперника = итог
      По раундам: отмеченные решения, самые удачные и самые неудачные броски (по 3)
      По раундам: отмеченные решения, самые удачные и самые неудачные броски (по 5)
      Раунд 1: игрок 0 бросает 8+7 
      , удача +7.19
      , удача -1, удача
      Раунд 2: игрок 1 ставит 4, лучше 1: потеря 4.83, плохое
      Раунд 2: игрок 1 отказывается от ставки, лучше принять: потеря 4.83, плохое
      Раунд 2: игрок 1 принимает ставку, лучше отказаться: потеря 4.83, плохое
      (нет)
      игрок 0
      Разбор матча в Кири
      Шанс каждого игрока
      Шанс каждого игрока по ходу матча, с отмеченными решениями
      точки: отмеченные решения, на линии игрока, который их принял
      Итоги
      раунд"
    `);
  });

  it('hold every help, pinned in a text file of each language', async () => {
    for (const speech of [en(), ru()]) {
      const summaries = Object.entries(speech.summaries).map(([name, line]) => [
        `${name} in short`,
        line,
      ]);
      const helps = [['', speech.top('')], ...summaries, ...Object.entries(speech.help)];
      const text = helps.map(([name, help]) => `=== ${name}\n${help}`).join('\n');
      await expect(text).toMatchFileSnapshot(`help.${speech.language}.txt`);
    }
  });

  it('count rounds, chips, points and rolls in the Russian form each number takes', () => {
    const counts = [0, 1, 2, 5, 11, 21, 22, 25, 111, 1.5];
    expect(
      counts.map((n) =>
        [
          ru().matchLength(n),
          ru().roundEnd({
            winner: 0,
            round: 1,
            reason: 'points',
            points: n,
            pot: n,
            chips: [n, 0],
          }),
          ru().header('1', [5, 5], n),
          ru().extraRolls(n),
          ru().say.count(n, 'roll'),
        ].join(' | '),
      ),
    ).toMatchInlineSnapshot(`
      [
        "При ставках по 1 матч длится в среднем 0 раундов; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (0 очков), банк 0 фишек; фишки 0:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 0 очков
       | +0 доп. бросков | 0 бросков",
        "При ставках по 1 матч длится в среднем 1 раунд; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (1 очко), банк 1 фишка; фишки 1:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 1 очко
       | +1 доп. бросок | 1 бросок",
        "При ставках по 1 матч длится в среднем 2 раунда; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (2 очка), банк 2 фишки; фишки 2:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 2 очка
       | +2 доп. броска | 2 броска",
        "При ставках по 1 матч длится в среднем 5 раундов; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (5 очков), банк 5 фишек; фишки 5:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 5 очков
       | +5 доп. бросков | 5 бросков",
        "При ставках по 1 матч длится в среднем 11 раундов; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (11 очков), банк 11 фишек; фишки 11:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 11 очков
       | +11 доп. бросков | 11 бросков",
        "При ставках по 1 матч длится в среднем 21 раунд; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (21 очко), банк 21 фишка; фишки 21:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 21 очко
       | +21 доп. бросок | 21 бросок",
        "При ставках по 1 матч длится в среднем 22 раунда; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (22 очка), банк 22 фишки; фишки 22:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 22 очка
       | +22 доп. броска | 22 броска",
        "При ставках по 1 матч длится в среднем 25 раундов; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (25 очков), банк 25 фишек; фишки 25:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 25 очков
       | +25 доп. бросков | 25 бросков",
        "При ставках по 1 матч длится в среднем 111 раундов; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (111 очков), банк 111 фишек; фишки 111:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 111 очков
       | +111 доп. бросков | 111 бросков",
        "При ставках по 1 матч длится в среднем 1,5 раунда; крупные ставки кончают его быстрее. |   раунд 1 за игроком 0 (1,5 очка), банк 1,5 фишки; фишки 1,5:0
       | Кири · зерно 1 · фишек у каждого: 5 · цель — 1,5 очка
       | +1,5 доп. броска | 1,5 броска",
      ]
    `);
  });

  it('format Russian numbers with a no-break space and a decimal comma, English ones as English', () => {
    expect([ru().say.number(1234.5), ru().say.number(12345), ru().say.percent(0.4521)]).toEqual([
      '1\u00a0234,5',
      '12\u00a0345',
      '45,2\u00a0%',
    ]);
    expect([en().say.number(1234.5), en().say.percent(0.4521)]).toEqual(['1,234.5', '45.2%']);
    // Decimals round as toFixed does, and what rounds to zero from below is 0, never -0.
    const decimals = (speech: Speech) => [
      speech.say.decimal(-0.0001, 2),
      speech.say.decimal(0.125, 2),
      speech.say.decimal(1.5625),
    ];
    expect([...decimals(en()), ...decimals(ru())]).toEqual([
      '0.00',
      '0.13',
      '1.5625',
      '0,00',
      '0,13',
      '1,5625',
    ]);
    expect(ru().header('1', [12345, 12345], 4)).toBe(
      'Кири · зерно 1 · фишек у каждого: 12\u00a0345 · цель — 4 очка\n',
    );
  });

  it('speak the glossary’s words, and none that a translation gets wrong', () => {
    const glossary = readFileSync('docs/glossary.md', 'utf8');
    const helps = (speech: Speech) =>
      [speech.top(''), ...Object.values(speech.summaries), ...Object.values(speech.help)].join(
        '\n',
      );
    const russianText = `${everything(ru())}\n${helps(ru())}`.toLowerCase();
    const englishText = `${everything(en())}\n${helps(en())}`.toLowerCase();
    const terms = {
      bet: ['ставк', 'ставка'],
      accept: ['принять ставку', 'принять ставку'],
      decline: ['отказаться от ставки', 'отказаться от ставки'],
      stake: ['ставк', 'ставка'],
      pot: ['банк', 'банк'],
      points: ['очк', 'очки'],
      round: ['раунд', 'раунд'],
      match: ['матч', 'матч'],
      chips: ['фишк', 'фишки'],
      'extra roll': ['дополнительн', 'дополнительные броски'],
      // English says a player «ran out of time», and so lost on time.
      time: ['по времени', 'проиграть по времени'],
      seed: ['зерно', 'зерно'],
      review: ['разбор', 'разбор'],
      luck: ['удач', 'удача'],
      loss: ['потер', 'потеря'],
      mark: ['оценк', 'оценка'],
      referee: ['судья', 'судья'],
    } as const;
    for (const [term, [stem, word]] of Object.entries(terms)) {
      expect(glossary, word).toContain(word);
      expect(russianText, stem).toContain(stem);
      expect(englishText, term).toContain(term);
    }
    expect(russianText).not.toMatch(/балл?\b|жетон|пари\b|партия|горшок|бонус|кости/u);
    // The names of the combinations are the original's.
    expect(ru().combination({ en: 'Kvatra', ru: 'Кватра' })).toBe('Кватра');
    expect(en().combination({ en: 'Kvatra', ru: 'Кватра' })).toBe('Kvatra (Кватра)');
  });

  it('are each language’s, by its name', () => {
    expect(Object.entries(catalogs).map(([name, catalog]) => [name, catalog.language])).toEqual([
      ['en', 'en'],
      ['ru', 'ru'],
    ]);
  });

  it('require every message, and every Russian plural form, of each catalog', () => {
    const fewMissing: Catalog<RussianForms> = {
      ...russian,
      nouns: {
        ...russian.nouns,
        // @ts-expect-error: a Russian noun without its `few` form does not type-check.
        round: { one: 'раунд', many: 'раундов', other: 'раунда' },
      },
    };
    // @ts-expect-error: a catalog without one of its messages does not type-check.
    const messageMissing: (say: Parameters<typeof russianMessages>[0]) => Messages = (say) => {
      const { reviewOffer: _offer, ...rest } = russianMessages(say);
      return rest;
    };
    expect([fewMissing.language, typeof messageMissing]).toEqual(['ru', 'function']);
  });
});
