// The types of the build the page imports by its path (./kiri-dice-odds.js): kiri-dice/odds's.
export * from 'kiri-dice/odds';
