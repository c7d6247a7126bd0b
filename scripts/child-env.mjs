/**
 * The npm settings a nested npm keeps from the caller: where the registry, the cache and the
 * config files are. Every other `npm_config_*` variable is a flag of the npm command that started
 * the caller (`npm publish --dry-run` sets `npm_config_dry_run=true`, which would make a nested
 * `npm pack` write no tarball and `npm install` install nothing).
 */
const KEPT_NPM_SETTINGS = new Set([
  'cache',
  'userconfig',
  'globalconfig',
  'prefix',
  'registry',
  'cafile',
  'ca',
  'proxy',
  'https_proxy',
  'noproxy',
  'strict_ssl',
]);

/**
 * The environment of a child process: the caller's, without the npm command's flags, and no
 * colours. Shared by the package tests (`test/package/childProcesses.ts`) and `scripts/test-runtimes.mjs`.
 *
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {NodeJS.ProcessEnv}
 */
export function childEnv(env = process.env) {
  /** @type {NodeJS.ProcessEnv} */
  const out = { NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const [name, value] of Object.entries(env)) {
    const setting = /^npm_config_(.+)$/i.exec(name)?.[1]?.toLowerCase();
    if (setting === undefined || KEPT_NPM_SETTINGS.has(setting)) out[name] ??= value;
  }
  return out;
}
