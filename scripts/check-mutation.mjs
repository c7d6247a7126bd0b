// `npm run check:mutation` (in `npm test`): each package's committed mutation report
// (PACKAGE/test/mutation/incremental.json, written by `npm run test:mutation`) must have measured
// every file of its package's scope exactly as it stands, each of its mutants (a run of a range of
// lines, `FILE:10-40`, measures only part of a file), and its score must meet the thresholds.
// The score counts the killed among the killed, the survivors and the mutants no test reaches
// (timeouts count as neither, and an equivalent mutant is ignored): at least 98% over all files
// and 95% for each. No mutant may survive: an equivalent one (no test can tell it from the code)
// is written on the line above its own as `// Stryker disable next-line MUTATOR: why`, which the
// run ignores, and every such comment must still ignore a mutant there, so that the comment
// moves with its code. Cheap: it reads files and compares text; it runs no mutant.
// Exits 1 with what is wrong and the command that mends it. A file in which the run finds no
// mutant (types, re-exports) is not in the report, and needs not be.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { mutationPackages, reportOf } from './mutation-config.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const THRESHOLDS = { all: 98, file: 95 };

/** The files of `dir`, recursively, as paths from the root with forward slashes. */
function filesOf(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).replaceAll('\\', '/'));
}

/** `pattern` (a path with `*` for any characters but `/`) as a test of paths. */
const matcher = (pattern) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);

/**
 * The files the mutation run of a package mutates: its src/**\/*.ts but the excluded.
 *
 * @param {import('./mutation-config.mjs').MutationPackage} pkg - the package (the engine unless told)
 */
export function scope(pkg = mutationPackages[0]) {
  const out = pkg.excluded.map(({ file }) => matcher(file));
  return filesOf(pkg.dir === '.' ? 'src' : `${pkg.dir}/src`)
    .filter((file) => file.endsWith('.ts') && !out.some((test) => test.test(file)))
    .sort();
}

/** Stryker's instrumenter asks for a logger: it says nothing here but warnings and errors. */
const quiet = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: (...args) => console.warn(...args),
  error: (...args) => console.error(...args),
  fatal: (...args) => console.error(...args),
};

/**
 * How many mutants the mutation run finds in each file of `files`, found by the run's own
 * instrumenter (a few seconds, no test run): a file of types or re-exports only has none, and the
 * run's report leaves it out, as this map does.
 */
export async function mutantCounts(files, read) {
  const { mutants } = await new Instrumenter(quiet).instrument(
    files.map((name) => ({ name, content: read(name), mutate: true })),
    { plugins: null, excludedMutations: [], ignorers: [] },
  );
  const counts = new Map();
  for (const { fileName } of mutants) counts.set(fileName, (counts.get(fileName) ?? 0) + 1);
  return new Map(files.filter((file) => counts.has(file)).map((file) => [file, counts.get(file)]));
}

/** A comment that declares equivalent mutants, and the mutators it names. */
const DIRECTIVE = /^\s*(?:[?:] )?\/\/ Stryker disable next-line ([\w,]+):/;
/** The same, written inside its line before the node it disables: `} finally /* … *\/ {`. */
const INLINE = /\/\* Stryker disable next-line ([\w,]+):/;

/**
 * The equivalent mutants the source of `file` declares, as `FILE:LINE MUTATOR` keys: each
 * `// Stryker disable next-line MUTATOR[,MUTATOR]: why` comment names the mutators of the first
 * line after it (and after the comment lines that go on with its reason) that is not a comment
 * (Prettier may put it after the `?` or `:` of a conditional, before the branch it disables);
 * a `/* Stryker disable next-line MUTATOR: why *\/` inside a line, those of its own line (the
 * node it comes before starts there: a `finally` block).
 */
export function declaredEquivalents(file, source) {
  const keys = new Set();
  const lines = source.split('\n');
  for (const [i, line] of lines.entries()) {
    const inline = INLINE.exec(line);
    if (inline !== null)
      for (const mutator of inline[1].split(',')) keys.add(`${file}:${i + 1} ${mutator}`);
    const found = DIRECTIVE.exec(line);
    if (found === null) continue;
    let target = i + 1;
    while (target < lines.length && lines[target].trimStart().startsWith('//')) target++;
    for (const mutator of found[1].split(',')) keys.add(`${file}:${target + 1} ${mutator}`);
  }
  return keys;
}

/** `part` of `whole` in percent: 100 when there is nothing to count. */
const percent = (part, whole) => (whole === 0 ? 100 : (100 * part) / whole);

/** How many of `mutants` have each verdict the score reads. */
function verdicts(mutants) {
  const counts = { Killed: 0, Survived: 0, NoCoverage: 0, Timeout: 0 };
  for (const { status } of mutants) if (status in counts) counts[status]++;
  return counts;
}

/** The mutants a score counts: the killed, the survivors and those no test reaches. */
const scored = ({ Killed, Survived, NoCoverage }) => Killed + Survived + NoCoverage;

/**
 * The report's figures as Stryker counts them: the whole score, the mutants by verdict, and the
 * `lowest` files with their scores, lowest first.
 */
export function summary(report, lowest = 5) {
  const files = Object.entries(report.files).map(([file, { mutants }]) => {
    const counts = verdicts(mutants);
    return { file, score: percent(counts.Killed, scored(counts)) };
  });
  const tally = verdicts(Object.values(report.files).flatMap(({ mutants }) => mutants));
  files.sort((a, b) => a.score - b.score || a.file.localeCompare(b.file));
  return { score: percent(tally.Killed, scored(tally)), ...tally, lowest: files.slice(0, lowest) };
}

/**
 * What is wrong with `report` against the sources `read` gives and the mutants `counts` says each
 * file has: lines to print, none when it holds.
 */
export function problems(report, counts, read, equivalents, config = 'stryker.config.mjs') {
  const lines = [];
  const measured = report?.files ?? {};
  const files = [...counts.keys()];
  const stale = files.flatMap((file) => {
    if (measured[file]?.source !== read(file)) return [`  ${file}`];
    const have = measured[file].mutants.length;
    return have < counts.get(file)
      ? [`  ${file} (${have} of its ${counts.get(file)} mutants)`]
      : [];
  });
  if (stale.length > 0) {
    lines.push(
      `the mutation report has not measured ${stale.length} file(s) as they stand:`,
      ...stale,
      `refresh it with \`npx stryker run ${config} --mutate FILES\` (it tests only the mutants of what changed), and commit the report it writes`,
    );
    return lines;
  }
  let killed = 0;
  let counted = 0;
  const surviving = [];
  const ignored = new Set();
  const low = [];
  for (const file of files) {
    const counts = verdicts(measured[file].mutants);
    for (const mutant of measured[file].mutants) {
      const key = `${file}:${mutant.location.start.line} ${mutant.mutatorName}`;
      if (['Survived', 'NoCoverage'].includes(mutant.status)) surviving.push(key);
      if (mutant.status === 'Ignored') ignored.add(key);
    }
    killed += counts.Killed;
    counted += scored(counts);
    const score = percent(counts.Killed, scored(counts));
    if (score < THRESHOLDS.file) low.push(`  ${file}: ${score.toFixed(2)}%`);
  }
  const all = percent(killed, counted);
  if (all < THRESHOLDS.all)
    lines.push(`the mutation score over all files is ${all.toFixed(2)}%, below ${THRESHOLDS.all}%`);
  if (low.length > 0) lines.push(`files below ${THRESHOLDS.file}%:`, ...low);
  if (surviving.length > 0)
    lines.push(
      'surviving mutants: kill each with a test, or, where no test can tell it from the code, write `// Stryker disable next-line MUTATOR: why` on the line above it',
      ...surviving.map((key) => `  ${key}`),
    );
  // A comment that ignores no mutant any more (killed since, or its line moved away from it)
  // would excuse the next survivor that lands there: the comments must follow the code.
  const gone = [...equivalents].filter((key) => !ignored.has(key)).sort();
  if (gone.length > 0)
    lines.push(
      'Stryker disable comments that ignore no mutant of their line (killed, or moved: mend the comment):',
      ...gone.map((key) => `  ${key}`),
    );
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const read = (file) => readFileSync(join(root, file), 'utf8');
  let failed = false;
  for (const pkg of mutationPackages) {
    const path = join(root, reportOf(pkg));
    const report = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
    const files = scope(pkg);
    const equivalents = new Set(
      files.flatMap((file) => [...declaredEquivalents(file, read(file))]),
    );
    const found = problems(report, await mutantCounts(files, read), read, equivalents, pkg.config);
    if (found.length > 0) {
      console.error(`check:mutation: ${pkg.name}: ${found.join('\n')}`);
      failed = true;
      continue;
    }
    const { score, Killed, Survived, Timeout, lowest } = summary(report);
    console.log(
      [
        `check:mutation: ${pkg.name}: its report (${reportOf(pkg)}) measured every file as it stands, and holds:`,
        `${score.toFixed(2)}% over all (${Killed} killed, ${Survived} survived; ${equivalents.size} equivalent mutants ignored, each with its reason in a Stryker disable comment above its line; ${Timeout} timeouts count as neither)`,
        `lowest as Stryker counts them: ${lowest.map(({ file, score: s }) => `${file} ${s.toFixed(1)}%`).join(', ')}`,
      ].join('\n'),
    );
  }
  if (failed) process.exit(1);
}
