// @internal: private to @kiri-dice/cli, whose interface is the kiri-dice command.
/**
 * The "odds, for reference" table of the original Russian rules (`Шансы (для справки)`), in
 * percent. Its Kvatra and Normal rows contradict the original's own rules (18 and 34 of the 64
 * outcomes, not 16 and 36); the `odds` command and docs/odds.md show it beside the exact table.
 */
export const originalOdds: Readonly<Record<string, number>> = {
  normal: 56.3,
  kvatra: 25,
  midKiri: 7.8,
  kiri: 6.3,
  reverse: 3.1,
  dead: 1.6,
};
