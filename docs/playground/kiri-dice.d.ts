// The types of the build the page imports by its path (./kiri-dice.js): kiri-dice's.
export * from 'kiri-dice';
