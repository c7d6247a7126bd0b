import { KiriError } from '../../src/index.js';

/** What calling `run` throws, as 'CODE: message' (anything but a KiriError is rethrown). */
export function messageOf(run: () => unknown): string {
  try {
    run();
    return 'no error';
  } catch (error) {
    if (!(error instanceof KiriError)) throw error;
    return `${error.code}: ${error.message}`;
  }
}
