// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.

/** The rounds a match of `play` may last by default: a match of many chips at a small stake may never end. */
export const defaultMaxRounds = 10000;

/** The chips of each player in the game against the computer: at the suggested stakes of 1, a match of about 29 rounds. */
export const gameChips = 5;

/** The chips of each player in the demo, whose stakes are half the smaller purse. */
export const demoChips = 100;
