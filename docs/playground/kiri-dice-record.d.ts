// The types of the build the page imports by its path (./kiri-dice-record.js): kiri-dice/record's.
export * from 'kiri-dice/record';
