// @ts-check
// After tsup: copies the playground (docs/playground/*.html, *.js, *.css) into
// packages/cli/dist/playground/, which `kiri-dice serve` serves at / beside the referee. The page
// imports the ESM entries of the installed kiri-dice (the server maps them to the names the page
// uses), so nothing else is copied, and the entries' size budgets do not see the page.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const from = join(root, 'docs/playground');
const to = join(root, 'packages/cli/dist/playground');
mkdirSync(to, { recursive: true });
for (const name of readdirSync(from))
  if (/^[\w-]+\.(?:html|js|css)$/.test(name)) copyFileSync(join(from, name), join(to, name));
