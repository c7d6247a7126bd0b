// The types of the build the page imports by its path (./kiri-dice-review.js): kiri-dice/review's.
export * from 'kiri-dice/review';
