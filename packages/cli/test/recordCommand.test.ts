import { describe, expect, it } from 'vitest';
import type { CliIO } from '../src/CliIO.js';
import { defineRecordCommand } from '../src/recordCommand.js';
import { runCommand } from '../src/run.js';
import { KiriError } from 'kiri-dice';

/** Runs `command` on `args`, with what it printed. */
function outcome(command: ReturnType<typeof defineRecordCommand>, args: string[]) {
  let out = '';
  let err = '';
  const io: CliIO = { out: (t) => (out += t), err: (t) => (err += t), errIsTTY: false };
  return { code: runCommand(command, args, io), out, err };
}

describe('defineRecordCommand', () => {
  it('names the command in its refusals of the command line', () => {
    const show = defineRecordCommand(
      'show',
      () => 'Usage: kiri-dice show FILE\n',
      {},
      () => 0,
    );
    expect(outcome(show, ['a', '--fast']).err).toMatchInlineSnapshot(`
      "kiri-dice: unknown option '--fast': the options are --json, --lang, --help, -h (see kiri-dice show --help)
      "
    `);
    expect(outcome(show, ['a', 'b']).err).toMatchInlineSnapshot(`
      "kiri-dice: show takes one FILE, the match record, got 2 (see kiri-dice show --help)
      "
    `);
  });

  it('reports an invalid record in one line, and throws any other failure on', () => {
    const failing = (error: Error) =>
      defineRecordCommand(
        'show',
        () => '',
        {},
        () => {
          throw error;
        },
      );
    expect(outcome(failing(new KiriError('INVALID_RECORD', 'line 1:1: bad')), ['a'])).toEqual({
      code: 1,
      out: '',
      err: 'kiri-dice: line 1:1: bad\n',
    });
    for (const error of [
      new KiriError('INVALID_OPTIONS', 'replay: options must be an object'),
      new Error('disk on fire'),
    ]) {
      let thrown: unknown;
      try {
        outcome(failing(error), ['a']);
      } catch (caught) {
        thrown = caught;
      }
      expect(thrown).toBe(error);
    }
  });
});
