// `npm run test:browser` needs Debian's Chromium; say how to get it in one line, never skip.
import { accessSync, constants } from 'node:fs';

try {
  accessSync('/usr/bin/chromium', constants.X_OK);
} catch {
  console.error(
    'test:browser needs Chromium at /usr/bin/chromium: install it with `sudo apt-get install -y chromium` (Debian/Ubuntu)',
  );
  process.exit(1);
}
