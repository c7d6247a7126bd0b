// @ts-check
// Node's module hooks that let a plain Node script (a bench) import the TypeScript of this
// repository, as the tests do under vitest: a `.ts` file is compiled by esbuild as it loads, and
// a relative `./name.js` that is not there resolves to the `./name.ts` beside it. Registered by
// scripts/typescript.mjs (`node --import ./scripts/typescript.mjs SCRIPT`).
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

/**
 * Resolves `./name.js` to `./name.ts` when only the TypeScript is there.
 *
 * @param {string} specifier
 * @param {{ parentURL?: string }} context
 * @param {(specifier: string, context: object) => Promise<{ url: string }>} next
 */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    const fromTypeScript = context.parentURL?.endsWith('.ts') ?? false;
    if (!fromTypeScript || !specifier.startsWith('.') || !specifier.endsWith('.js')) throw error;
    return next(`${specifier.slice(0, -3)}.ts`, context);
  }
}

/**
 * Compiles a `.ts` module to JavaScript; anything else loads as Node loads it.
 *
 * @param {string} url
 * @param {object} context
 * @param {(url: string, context: object) => Promise<object>} next
 */
export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { code } = await transform(source, {
    loader: 'ts',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: url,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
