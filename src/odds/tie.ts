// @internal: private to kiri-dice. Programs use its entries, the index.ts files.
/**
 * How much better a choice must be to count as better: stakes within it of each other are ties
 * (the smallest is taken), and so are accepting and declining (accepting is taken, as the
 * original rules ask).
 */
export const TIE = 1e-12;
