// The types of the build the page imports by its path (./kiri-dice-fair.js): kiri-dice/fair's.
export * from 'kiri-dice/fair';
