// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.

/** English plural rules, named: the command line speaks English whatever the machine's locale. */
let english: Intl.PluralRules | undefined;

/**
 * `count` and its noun as English says them: "1 round", "2 rounds", "0 rolls". The figure is
 * written as JSON writes it, so that a script finds the same one in the text and in `--json`.
 */
export function counted(count: number, noun: string, nouns = `${noun}s`): string {
  // Made at the first count, not at load: a command that counts nothing never needs it.
  english ??= new Intl.PluralRules('en-US');
  return `${count} ${english.select(count) === 'one' ? noun : nouns}`;
}
