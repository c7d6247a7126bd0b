import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { game, tempPath } from '../cli.js';

/** The lines of a text wider than the 80 columns of the test terminal. */
const wide = (text: string): string[] => text.split('\n').filter((line) => line.length > 80);

/** The built bin in Russian (`LANG=ru_RU.UTF-8`), its output a pipe. */
function russianBin(...args: string[]): { code: number | null; out: string } {
  const { LANGUAGE: _language, LC_ALL: _all, LC_MESSAGES: _messages, ...env } = process.env;
  const { status, stdout } = spawnSync(process.execPath, ['packages/cli/dist/cli.js', ...args], {
    encoding: 'utf8',
    env: { ...env, LANG: 'ru_RU.UTF-8', COLUMNS: '80' },
  });
  return { code: status, out: stdout };
}

describe('kiri-dice play in Russian', () => {
  it('asks, answers and ends in Russian, chosen by LANG', async () => {
    const { code, out, err } = await game(
      ['play', '--seed', '1', '--chips', '4', '--bot', 'random'],
      ['abc', '', 'может', 'q'],
      { env: { NO_COLOR: '1', LANG: 'ru_RU.UTF-8' }, columns: 80 },
    );
    expect({ code, err }).toEqual({ code: 0, err: '' });
    // Russian numbers hold a no-break space («45,2 %»), shown here as ⍽.
    expect(out.replaceAll('\u00a0', '⍽')).toMatchInlineSnapshot(`
      "Кири · зерно 1 · фишек у каждого: 4 · цель — 4 очка
      Вы — игрок 0; компьютер (random) — игрок 1.
      Фишки и очки пишутся так: вы:компьютер.
      При ставках по 1 матч длится в среднем 19 раундов; крупные ставки кончают его
      быстрее.
      Броски идут сами; любая клавиша пропускает паузы, q — выход из игры.

      Раунд 1 · фишки 4:4 · вы ставите
        ваш шанс на победу: в раунде 45,2⍽%, в матче 52,1⍽%
      Ваша ставка, от 1 до 4 (Enter: 1), или q — выйти: abc
        «abc» здесь не подходит: введите ставку от 1 до 4 и Enter; один Enter — ставка
        1; q — выйти
      Ваша ставка, от 1 до 4 (Enter: 1), или q — выйти: 
        банк 2: компьютер бросает первым
        компьютер бросает 4+4  Mid Kiri        +2                    очки 0:2
        компьютер бросает 4+4  Mid Kiri        +2                    очки 0:4
        раунд 1 за компьютером (4 очка), банк 2 фишки; фишки 3:5

      Раунд 2 · фишки 3:5 · компьютер ставит
        компьютер ставит 3
        ваш шанс на победу: в раунде 54,8⍽%, в матче 42,2⍽%
      Принять ставку 3 (Enter: y)? n — отказ и конец матча; q — выйти: может
        «может» здесь не подходит: y или один Enter — принять ставку, n — отказаться
        от ставки (матч кончится без победителя), q — выйти
      Принять ставку 3 (Enter: y)? n — отказ и конец матча; q — выйти: q

      Вы вышли из игры в раунде 2; фишки 3:5.
      "
    `);
  });

  it('offers the review of a finished match in Russian, and prints it on y, at 80 columns', async () => {
    const { out } = await game(['play', '--seed', '1', '--chips', '1', '--lang', 'ru'], ['', 'y'], {
      columns: 80,
    });
    expect(out).toContain('\nРазобрать матч? y — разбор, Enter — конец: y\n');
    const review = out.slice(out.indexOf('Разбор · '));
    expect(review.split('\n').slice(0, 2)).toEqual([
      'Разбор · всего 2 фишки · матч выигран',
      'Правила: standard',
    ]);
    expect(review).toMatch(/\n {2}игрок 0: [\d,]+ \+ .* = 0,00\n/);
    expect(wide(out)).toEqual([]);
  });

  it('plays whole matches at 80 columns, each seat, with Russian numbers in the summary', async () => {
    for (const seat of ['0', '1']) {
      const file = tempPath(`russian-${seat}.txt`);
      const played = await game(
        ['play', '--seed', '5', '--seat', seat, '--step', '--lang', 'ru', '--record', file],
        Array<string>(400).fill(''),
        { env: { NO_COLOR: '1' }, columns: 80 },
      );
      expect(played.code).toBe(0);
      expect(wide(played.out)).toEqual([]);
      expect(played.out).toMatch(/\nМатч окончен за \d+ раунд(|а|ов): /);
      expect(played.out).toMatch(/в раунде \d+,\d\u00a0%/);
      expect(played.out).not.toMatch(/\b(you|the|round|chips|points|player|match)\b/i);
      const replayed = russianBin('replay', file);
      expect(replayed.code).toBe(0);
      expect(wide(replayed.out)).toEqual([]);
      expect(replayed.out).toMatch(/^Кири · зерно 5 · фишек у каждого: 5 · цель — 4 очка\n/);
    }
  });

  it('groups the figures of a large match as Russian does', async () => {
    const { out } = await game(
      ['play', '--seed', '1', '--chips', '5001', '--bot', 'random', '--lang', 'ru'],
      ['', 'q'],
      { env: { NO_COLOR: '1' }, columns: 80 },
    );
    expect(out).toContain('Раунд 1 · фишки 5\u00a0001:5\u00a0001 · вы ставите');
    expect(out).toContain('Вы вышли из игры в раунде 2; фишки ');
  });

  it('plays and replays the demo in Russian', () => {
    const demo = russianBin('play', '--auto', '--chips', '6');
    expect(demo.code).toBe(0);
    expect(wide(demo.out)).toEqual([]);
    expect(demo.out).toMatch(/^Кири · зерно 1 · фишек у каждого: 6 · цель — 4 очка\n\nРаунд 1: /);
    expect(demo.out).toMatch(
      /\nМатч окончен за \d+ раунд(|а|ов): игрок [01] выигрывает все фишки \(12\)\.\n$/,
    );
    const stopped = russianBin('play', '--auto', '--max-rounds', '2');
    expect(stopped.out).toMatch(
      /\nМатч остановлен неоконченным за 2 раунда \(--max-rounds 2\); фишки \d+:\d+\.\n$/,
    );
  });
});
