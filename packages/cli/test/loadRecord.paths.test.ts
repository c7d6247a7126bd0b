import { writeFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { loadRecord, maxRecordBytes } from '../src/loadRecord.js';
import { formatRecord, startRecord } from 'kiri-dice/record';
import { tempPath } from './cli.js';

// Which reader took a file: the notation line by line or as a whole text, the JSON from its
// bytes (its moves one at a time) or as a whole text. Each gives the same answer
// (loadRecord.test.ts); what differs is what the file costs in memory, which these calls tell.
const calls = vi.hoisted(() => ({ lines: 0, text: 0, wholeJson: 0, items: 0 }));

// A whole text is a string given to readRecordSteps (the notation, or JSON once parseJson took it);
// the notation line by line, a source.
vi.mock('kiri-dice/record', async (importOriginal) => {
  const module = await importOriginal<typeof import('kiri-dice/record')>();
  return {
    ...module,
    readRecordSteps: (...args: Parameters<typeof module.readRecordSteps>) => {
      if (typeof args[0] === 'string') calls.text++;
      else calls.lines++;
      return module.readRecordSteps(...args);
    },
  };
});

vi.mock('../src/parseJson.js', async (importOriginal) => {
  const module = await importOriginal<typeof import('../src/parseJson.js')>();
  return {
    parseJson: (text: string) => {
      calls.wholeJson++;
      return module.parseJson(text);
    },
  };
});

vi.mock('../src/jsonLayout.js', async (importOriginal) => {
  const module = await importOriginal<typeof import('../src/jsonLayout.js')>();
  return {
    ...module,
    jsonItems: (...args: Parameters<typeof module.jsonItems>) => {
      calls.items++;
      return module.jsonItems(...args);
    },
  };
});

/** Loads `content` from a file: the reader that took it, and the moves or the refusal. */
function load(content: string | Buffer): { path: string; read: number | string } {
  const file = tempPath('paths.txt');
  writeFileSync(file, content);
  Object.assign(calls, { lines: 0, text: 0, wholeJson: 0, items: 0 });
  let read: number | string;
  try {
    read = loadRecord(file).moves;
  } catch (error) {
    // V8's words after the place differ between versions of Node: the place is enough here.
    read = (error as Error).message
      .replace(file, 'FILE')
      .replace(/ \(line:column\): .*/s, '')
      .replaceAll('\u00a0', '<NBSP>');
  }
  const path = Object.entries(calls)
    .filter(([, n]) => n > 0)
    .map(([name]) => name)
    .join('+');
  return { path: path || 'json bytes', read };
}

const match = startRecord({ seed: 7, chips: [3, 3] });
const notation = formatRecord(match.record);
const json = JSON.stringify({ ...match.record, moves: [] });

describe('loadRecord, which reader takes a file', () => {
  it('reads the notation line by line and JSON from its bytes, past a byte order mark and ASCII white space', () => {
    const cases = {
      notation,
      'BOM notation': `\ufeff${notation}`,
      'BOM BOM notation': `\ufeff\ufeff${notation}`,
      json,
      'BOM json': `\ufeff${json}`,
      'space json': ` \t\n\r${json}`,
      'moves not a list': JSON.stringify({ ...match.record, moves: 5 }),
      'a list not the moves': JSON.stringify({ ...match.record, moves: [], x: [1] }),
      empty: '',
      blank: ' \n',
    };
    expect(Object.fromEntries(Object.entries(cases).map(([k, text]) => [k, load(text)])))
      .toMatchInlineSnapshot(`
        {
          "BOM BOM notation": {
            "path": "lines",
            "read": 0,
          },
          "BOM json": {
            "path": "items",
            "read": 0,
          },
          "BOM notation": {
            "path": "lines",
            "read": 0,
          },
          "a list not the moves": {
            "path": "items",
            "read": "FILE: record.x must be absent (allowed: format, rules, start, moves, rounds), got an array",
          },
          "blank": {
            "path": "lines",
            "read": "FILE: line 2:1: expected 'format ', got the end of the text",
          },
          "empty": {
            "path": "lines",
            "read": "FILE: line 1:1: expected 'format ', got the end of the text",
          },
          "json": {
            "path": "items",
            "read": 0,
          },
          "moves not a list": {
            "path": "json bytes",
            "read": "FILE: record.moves must be an array of moves, got 5",
          },
          "notation": {
            "path": "lines",
            "read": 0,
          },
          "space json": {
            "path": "items",
            "read": 0,
          },
        }
      `);
  });

  it('reads as a whole text what the bytes do not say at once: white space beyond ASCII, a second mark before JSON, JSON that repeats a key', () => {
    const cases = {
      'nbsp notation': `\u00a0${notation}`,
      'nbsp json': `\u00a0${json}`,
      'BOM BOM json': `\ufeff\ufeff${json}`,
      'repeated key': json.replace('{', '{"x: y": 1, "x: y": 2, '),
      'not json': '{"format": 1,}',
      // Vertical tab and form feed: white space to trimStart, not to JSON.
      'vt json': `\v${json}`,
      'ff json': `\f${json}`,
    };
    expect(Object.fromEntries(Object.entries(cases).map(([k, text]) => [k, load(text)])))
      .toMatchInlineSnapshot(`
        {
          "BOM BOM json": {
            "path": "wholeJson",
            "read": "FILE: not valid JSON at 1:1",
          },
          "ff json": {
            "path": "wholeJson",
            "read": "FILE: not valid JSON at 1:1",
          },
          "nbsp json": {
            "path": "wholeJson",
            "read": "FILE: not valid JSON at 1:1",
          },
          "nbsp notation": {
            "path": "text",
            "read": "FILE: line 1:1: expected 'format ', got "<NBSP>format 1"",
          },
          "not json": {
            "path": "wholeJson",
            "read": "FILE: not valid JSON at 1:14",
          },
          "repeated key": {
            "path": "text+wholeJson",
            "read": "FILE: the JSON repeats the key "x: y" in one object (JSON.parse would keep the last one)",
          },
          "vt json": {
            "path": "wholeJson",
            "read": "FILE: not valid JSON at 1:1",
          },
        }
      `);
  });

  it('takes only a whole byte order mark for one, and only ASCII white space, tab to carriage return, for white space', () => {
    // Characters that share one or two bytes with a byte order mark (EF BB BF): U+FEC0 is EF BB 80,
    // U+FFFF is EF BF BF, U+1EFF is E1 BB BF, and "x¿" is 78 C2 BF.
    const cases = Object.fromEntries(
      ['\ufec0', '\uffff', '\u1eff', 'x\u00bf', '\u0001', '\u0008', '\u000e', '\u001f'].map(
        (start) => [JSON.stringify(start), load(`${start}${json}`)],
      ),
    );
    expect(cases).toMatchInlineSnapshot(`
      {
        ""\\b"": {
          "path": "lines",
          "read": "FILE: line 1:1: expected 'format ', got "\\b{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\":"… (92 characters)",
        },
        ""\\u0001"": {
          "path": "lines",
          "read": "FILE: line 1:1: expected 'format ', got "\\u0001{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\":"… (92 characters)",
        },
        ""\\u000e"": {
          "path": "lines",
          "read": "FILE: line 1:1: expected 'format ', got "\\u000e{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\":"… (92 characters)",
        },
        ""\\u001f"": {
          "path": "lines",
          "read": "FILE: line 1:1: expected 'format ', got "\\u001f{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\":"… (92 characters)",
        },
        ""x¿"": {
          "path": "lines",
          "read": "FILE: line 1:1: expected 'format ', got "x¿{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\""… (93 characters)",
        },
        ""ỿ"": {
          "path": "text",
          "read": "FILE: line 1:1: expected 'format ', got "ỿ{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\":"… (92 characters)",
        },
        ""ﻀ"": {
          "path": "text",
          "read": "FILE: line 1:1: expected 'format ', got "ﻀ{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\":"… (92 characters)",
        },
        ""￿"": {
          "path": "text",
          "read": "FILE: line 1:1: expected 'format ', got "￿{\\"format\\":1,\\"rules\\":\\"standard\\",\\"start\\":"… (92 characters)",
        },
      }
    `);
  });

  it('names the first line that is not UTF-8, a character cut at the end included', () => {
    const lines = (...bytes: number[]) => load(Buffer.from(bytes)).read;
    const [a, b, lf, bad, cut] = [97, 98, 10, 0xff, 0xc3];
    expect([
      lines(bad),
      lines(lf, bad),
      lines(a, b, lf, bad),
      lines(a, lf, b, lf, a, bad, lf, b),
      lines(a, lf, cut),
      lines(a, lf, cut, lf),
      lines(bad, lf, a),
    ]).toMatchInlineSnapshot(`
      [
        "FILE: not UTF-8 text: line 1 holds bytes that are not UTF-8 (a record is UTF-8 text)",
        "FILE: not UTF-8 text: line 2 holds bytes that are not UTF-8 (a record is UTF-8 text)",
        "FILE: not UTF-8 text: line 2 holds bytes that are not UTF-8 (a record is UTF-8 text)",
        "FILE: not UTF-8 text: line 3 holds bytes that are not UTF-8 (a record is UTF-8 text)",
        "FILE: not UTF-8 text: line 2 holds bytes that are not UTF-8 (a record is UTF-8 text)",
        "FILE: not UTF-8 text: line 2 holds bytes that are not UTF-8 (a record is UTF-8 text)",
        "FILE: not UTF-8 text: line 1 holds bytes that are not UTF-8 (a record is UTF-8 text)",
      ]
    `);
  });

  it('takes a file of exactly its largest size, and refuses one byte more', () => {
    const file = Buffer.alloc(maxRecordBytes, 32);
    Buffer.from(notation).copy(file);
    expect(load(file)).toMatchObject({ read: 0 });
    expect(load(Buffer.concat([file, Buffer.from(' ')])).read).toMatchInlineSnapshot(
      `"FILE: the file is larger than 16 MiB, too large for a match record"`,
    );
  });
});
