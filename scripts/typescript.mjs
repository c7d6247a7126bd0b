// @ts-check
// `node --import ./scripts/typescript.mjs SCRIPT`: SCRIPT may import the repository's TypeScript
// (the tests' helpers in packages/testing, say). The hooks are in scripts/typescript-hooks.mjs.
import { register } from 'node:module';

register('./typescript-hooks.mjs', import.meta.url);
