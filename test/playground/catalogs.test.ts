import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { kiriErrorCodes } from '../../src/index.js';

/** What these tests use of a speech of the page (docs/playground/catalog.js). */
interface Speech {
  readonly [message: string]: unknown;
  readonly language: 'en' | 'ru';
  readonly matchOverAfter: (rounds: number) => string;
  readonly scoreLine: (seat: number, chips: number, points: number, target: number) => string;
  readonly logPoints: (points: number, total: number) => string;
  readonly allVerified: (rolls: number) => string;
  readonly extraLeft: (rolls: number) => string;
  readonly refusal: (code: string, message: string) => string;
  readonly html: Readonly<Record<string, string>>;
  readonly say: { readonly number: (n: number) => string; readonly percent: (p: number) => string };
}

/** The page's modules, imported as the browser does (they are JavaScript with JSDoc types). */
const page = (name: string) =>
  import(pathToFileURL(`docs/playground/${name}`).href) as Promise<Record<string, unknown>>;
const { speechOf } = (await page('catalog.js')) as { speechOf: (catalog: unknown) => Speech };
const russian = speechOf((await page('russian.js'))['russian']);
const english = speechOf((await page('english.js'))['english']);

describe('the catalogs of the page', () => {
  it('count rounds, chips, points and rolls in the Russian form each number takes', () => {
    const counts = [0, 1, 2, 5, 11, 21, 22, 25, 111, 1.5];
    expect(
      counts.map((n) => [
        russian.matchOverAfter(n),
        russian.scoreLine(0, n, 2, 4),
        russian.logPoints(1, n),
        russian.allVerified(n),
        russian.extraLeft(n),
      ]),
    ).toMatchInlineSnapshot(`
      [
        [
          "Матч окончен за 0 раундов",
          "Игрок 0: 0 фишек, очки 2/4",
          ", +1 (0 очков)",
          "Всё проверено: бросков не было.",
          "ещё 0 дополнительных бросков",
        ],
        [
          "Матч окончен за 1 раунд",
          "Игрок 0: 1 фишка, очки 2/4",
          ", +1 (1 очко)",
          "Всё проверено: 1 бросок.",
          "ещё 1 дополнительный бросок",
        ],
        [
          "Матч окончен за 2 раунда",
          "Игрок 0: 2 фишки, очки 2/4",
          ", +1 (2 очка)",
          "Всё проверено: 2 броска.",
          "ещё 2 дополнительных броска",
        ],
        [
          "Матч окончен за 5 раундов",
          "Игрок 0: 5 фишек, очки 2/4",
          ", +1 (5 очков)",
          "Всё проверено: 5 бросков.",
          "ещё 5 дополнительных бросков",
        ],
        [
          "Матч окончен за 11 раундов",
          "Игрок 0: 11 фишек, очки 2/4",
          ", +1 (11 очков)",
          "Всё проверено: 11 бросков.",
          "ещё 11 дополнительных бросков",
        ],
        [
          "Матч окончен за 21 раунд",
          "Игрок 0: 21 фишка, очки 2/4",
          ", +1 (21 очко)",
          "Всё проверено: 21 бросок.",
          "ещё 21 дополнительный бросок",
        ],
        [
          "Матч окончен за 22 раунда",
          "Игрок 0: 22 фишки, очки 2/4",
          ", +1 (22 очка)",
          "Всё проверено: 22 броска.",
          "ещё 22 дополнительных броска",
        ],
        [
          "Матч окончен за 25 раундов",
          "Игрок 0: 25 фишек, очки 2/4",
          ", +1 (25 очков)",
          "Всё проверено: 25 бросков.",
          "ещё 25 дополнительных бросков",
        ],
        [
          "Матч окончен за 111 раундов",
          "Игрок 0: 111 фишек, очки 2/4",
          ", +1 (111 очков)",
          "Всё проверено: 111 бросков.",
          "ещё 111 дополнительных бросков",
        ],
        [
          "Матч окончен за 1,5 раунда",
          "Игрок 0: 1,5 фишки, очки 2/4",
          ", +1 (1,5 очка)",
          "Всё проверено: 1,5 броска.",
          "ещё 1,5 дополнительного броска",
        ],
      ]
    `);
    expect([russian.say.number(1234.5), russian.say.percent(0.452)]).toEqual([
      '1\u00a0234,5',
      '45,2\u00a0%',
    ]);
  });

  it('hold the same messages in both languages', () => {
    const keys = (speech: Speech) => Object.keys(speech).sort();
    expect(keys(russian)).toEqual(keys(english));
    expect(Object.keys(russian.html).sort()).toEqual(Object.keys(english.html).sort());
  });

  it('give every code of the engine a Russian text of its own', () => {
    for (const code of kiriErrorCodes)
      expect(russian.refusal(code, 'English message'), code).not.toMatch(/^отказ |English/);
    expect(russian.refusal('SOMETHING_NEW', 'English message')).toBe('отказ SOMETHING_NEW');
    expect(english.refusal('INVALID_STAKE', 'the stake must be 1 to 5')).toBe(
      'the stake must be 1 to 5',
    );
  });

  it('speak the glossary’s words, and none that a translation gets wrong', () => {
    const texts = Object.values(russian.html).join('\n').toLowerCase();
    const glossary = readFileSync('docs/glossary.md', 'utf8');
    for (const term of ['ставка', 'банк', 'фишки', 'очки', 'раунд', 'матч', 'принять ставку'])
      expect(glossary, term).toContain(`| ${term}`);
    for (const word of ['ставк', 'банк', 'фишк', 'очк', 'раунд', 'матч', 'дополнительных брос'])
      expect(texts, word).toContain(word);
    expect(texts).not.toMatch(/балл?\b|жетон|пари\b|партия|горшок|бонус|кости/u);
  });
});
