import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { root } from './childProcesses.js';

/** One fenced code block of a markdown file. */
export interface Sample {
  /** The markdown file, relative to the repository root. */
  readonly doc: string;
  /** The line of the opening fence, 1-based. */
  readonly line: number;
  /** `ts` samples are type-checked and run; `tsx` samples (React) are type-checked only. */
  readonly lang: 'ts' | 'tsx';
  readonly code: string;
  /** A name given by a first line `// file: name.ts`, so other samples of the page can import it. */
  readonly name: string;
  /**
   * Where the sample is written: each page's samples share a folder inside the repository, so
   * `kiri-dice` resolves to the built package (the package's own name) and a sample named
   * `x.ts` is importable as './x.js'.
   */
  readonly file: string;
}

/** The folder of the samples, written by the global setup of `npm run check:package`. */
export const samplesDir: string = join(root, 'test-artifacts/docs-samples');

/**
 * Modules the samples import that are not installed, and the stand-ins used instead:
 * `@reduxjs/toolkit` (the Redux guide) is replaced by a small look-alike of the parts it uses.
 */
export const standins: Readonly<Record<string, string>> = {
  '@reduxjs/toolkit': 'test/package/standins/redux-toolkit.ts',
};

/** The pages whose code samples are checked: the READMEs and every docs/*.md. */
export const docs: readonly string[] = [
  'README.md',
  'packages/referee/README.md',
  'packages/cli/README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`),
];

/** Every sample of every page. */
export const samples: readonly Sample[] = docs.flatMap((doc) => extractSamples(doc));

/**
 * The TSDoc `@example` blocks of the sources that are complete modules (their first line is an
 * `import` of the package): they are type-checked and run like the docs' samples. Shorter
 * fragments (`reduce(state, action)`, with `state` left to the reader) are not.
 */
export const tsdocSamples: readonly Sample[] = ['src', 'packages/referee/src'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !/^(engine|guard)[/\\]/.test(file))
    .sort()
    .flatMap((file) => extractExamples(`${dir}/${file.replaceAll('\\', '/')}`)),
);

/** The sources that have such examples. */
export const tsdocSources: readonly string[] = [...new Set(tsdocSamples.map((s) => s.doc))];

/**
 * The entries whose exports an inline call of the docs may call, each with the source of its
 * `index.ts`.
 */
const entries: readonly (readonly [string, string])[] = [
  ['kiri-dice', 'src/index.ts'],
  ['kiri-dice/rules', 'src/rules/index.ts'],
  ['kiri-dice/odds', 'src/odds/index.ts'],
  ['kiri-dice/fair', 'src/fair/index.ts'],
  ['kiri-dice/record', 'src/record/index.ts'],
  ['kiri-dice/review', 'src/review/index.ts'],
  ['@kiri-dice/referee', 'packages/referee/src/index.ts'],
];

/** Each value an entry exports (types left out), with the entry that exports it. */
const exported: ReadonlyMap<string, string> = new Map(
  entries.flatMap(([entry, source]) => {
    const file = ts.createSourceFile(
      source,
      readFileSync(join(root, source), 'utf8'),
      ts.ScriptTarget.Latest,
    );
    return file.statements.flatMap((statement) =>
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements
            .filter((element) => !element.isTypeOnly)
            .map((element) => [element.name.text, entry] as const)
        : [],
    );
  }),
);

/**
 * The inline code of the docs' prose that calls an export, as `verifyFairRolls({ serverSeed,
 * commitment, record })`: each is type-checked (not run) with its free names as `any`, so that
 * a call with a field or an argument the function does not take fails as a block would. A span
 * that is no call of an export (`seed(n)`, `replaySteps(record, moves?)`) is left alone.
 */
export const inlineSamples: readonly Sample[] = docs.flatMap((doc) =>
  readFileSync(join(root, doc), 'utf8')
    .split('\n')
    .flatMap((text, i) =>
      [...text.matchAll(/`([A-Za-z]\w*\([^`]*\))`/g)].flatMap(([, call], k) => {
        const code = inlineCall(call!);
        if (code === undefined) return [];
        const name = `inline-${i + 1}-${k}`;
        const file = join(samplesDir, doc.replace(/\W/g, '_'), `${name}.ts`);
        // One line of code: a problem on it is on the doc's line i + 1.
        return [{ doc, line: i, lang: 'tsx' as const, code, name, file }];
      }),
    ),
);

/** The module that type-checks an inline call of an export, or undefined for any other text. */
function inlineCall(call: string): string | undefined {
  const file = ts.createSourceFile('call.ts', call, ts.ScriptTarget.Latest, true);
  const [statement] = file.statements;
  if (
    file.statements.length !== 1 ||
    !ts.isExpressionStatement(statement!) ||
    !ts.isCallExpression(statement.expression) ||
    !ts.isIdentifier(statement.expression.expression) ||
    (file as unknown as { parseDiagnostics: unknown[] }).parseDiagnostics.length > 0
  )
    return undefined;
  const callee = statement.expression.expression.text;
  const entry = exported.get(callee);
  // A class named in prose (`KiriError('INVALID_OPTIONS')`) says which error, and a signature
  // (`undo(match, n = 1)`) says what a function takes: neither is a call to copy.
  if (entry === undefined || /^[A-Z]/.test(callee) || /[^=!<>]=[^=>]/.test(call)) return undefined;
  // The names the call reads but does not define: a value of the reader's, any type.
  const free = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isShorthandPropertyAssignment(node)) free.add(node.name.text);
    else if (
      ts.isIdentifier(node) &&
      !(ts.isPropertyAssignment(node.parent) && node.parent.name === node) &&
      !(ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) &&
      !(ts.isParameter(node.parent) && node.parent.name === node)
    )
      free.add(node.text);
    ts.forEachChild(node, visit);
  };
  statement.expression.arguments.forEach(visit);
  for (const parameter of statement.expression.arguments.flatMap(parametersOf))
    free.delete(parameter);
  return [
    `import { ${callee} } from '${entry}';`,
    ...[...free].map((value) => `declare const ${value}: any;`),
    `export const call = ${call};`,
  ].join(' ');
}

/** The names of the parameters of the arrow functions in an argument. */
function parametersOf(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (child: ts.Node): void => {
    if (ts.isParameter(child) && ts.isIdentifier(child.name)) names.push(child.name.text);
    ts.forEachChild(child, visit);
  };
  visit(node);
  return names;
}

/** Every sample the tests check: the docs' blocks and inline calls, and the sources'. */
export const allSamples: readonly Sample[] = [...samples, ...inlineSamples, ...tsdocSamples];

/** Writes every sample to its file, afresh. */
export function writeSamples(): void {
  rmSync(samplesDir, { recursive: true, force: true });
  for (const sample of allSamples) {
    mkdirSync(join(sample.file, '..'), { recursive: true });
    writeFileSync(sample.file, sample.code);
  }
}

/** Every ```ts and ```tsx block of a markdown file. */
function extractSamples(doc: string): Sample[] {
  const lines = readFileSync(join(root, doc), 'utf8').split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(ts|tsx)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const end = lines.findIndex((text, j) => j > i && /^```\s*$/.test(text));
    if (end < 0) throw new Error(`${doc}:${i + 1}: code block never closed`);
    const code = lines.slice(i + 1, end).join('\n');
    const lang = open[1] as 'ts' | 'tsx';
    const name = /^\/\/ file: (\w+)\.tsx?\n/.exec(code)?.[1] ?? `sample-${i + 1}`;
    samples.push({
      doc,
      line: i + 1,
      lang,
      code,
      name,
      file: join(samplesDir, doc.replace(/\W/g, '_'), `${name}.${lang}`),
    });
    i = end;
  }
  return samples;
}

/** Every ```ts block of a TSDoc comment of a source file that starts with an `import`. */
function extractExamples(source: string): Sample[] {
  const lines = readFileSync(join(root, source), 'utf8').split('\n');
  const samples: Sample[] = [];
  for (let i = 0; i < lines.length; i++) {
    if (!/^\s*\* ```ts\s*$/.test(lines[i]!)) continue;
    const end = lines.findIndex((text, j) => j > i && /^\s*\* ```\s*$/.test(text));
    if (end < 0) throw new Error(`${source}:${i + 1}: code block never closed`);
    const code = lines
      .slice(i + 1, end)
      .map((text) => text.replace(/^\s*\*( |$)/, ''))
      .join('\n');
    if (code.startsWith('import ')) {
      const name = `example-${i + 1}`;
      samples.push({
        doc: source,
        line: i + 1,
        lang: 'ts',
        code,
        name,
        file: join(samplesDir, source.replace(/\W/g, '_'), `${name}.ts`),
      });
    }
    i = end;
  }
  return samples;
}

/** The value `console.log(value)` prints, or undefined for any other expression. */
export function shownBy(expression: ts.Expression): ts.Expression | undefined {
  if (!ts.isCallExpression(expression) || expression.arguments.length !== 1) return undefined;
  return expression.expression.getText() === 'console.log' ? expression.arguments[0] : undefined;
}

/**
 * The `// => value` comments of a sample whose statement does not print the value (it is not
 * `console.log(expression)`): a reader who pastes the sample would see nothing. Each is given as
 * `doc:line`.
 */
export function unprintedResults(sample: Sample): string[] {
  const { code } = sample;
  const file = ts.createSourceFile('sample.ts', code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    const comment = ts.getTrailingCommentRanges(code, node.end)?.[0];
    const shows = comment !== undefined && code.slice(comment.pos, comment.end).startsWith('// =>');
    if (ts.isExpressionStatement(node) && shows) {
      if (!shownBy(node.expression))
        found.push(
          `${sample.doc}:${sample.line + file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
        );
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/**
 * Turns each expression statement followed by a `// => value` comment into a check that the
 * expression equals the value (deep equality), so the results the docs show are real. In
 * `console.log(expression); // => value`, the printed expression is the one checked. A
 * `console.log(text); // prints:` followed by comment lines checks that the text printed is
 * exactly those lines.
 */
export function withChecks(sample: Sample): string {
  const { code } = sample;
  const file = ts.createSourceFile('sample.ts', code, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isExpressionStatement(node)) {
      const comment = ts.getTrailingCommentRanges(code, node.end)?.[0];
      const text = comment && code.slice(comment.pos, comment.end);
      if (text?.startsWith('// =>')) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line;
        const expression = shownBy(node.expression)?.getText() ?? node.expression.getText();
        edits.push({
          start: node.getStart(),
          end: comment!.end,
          text: `__expect((${expression}), (${text.slice(5).trim()}), ${JSON.stringify(`${sample.doc}:${sample.line + line + 1}`)});`,
        });
        return;
      }
      const printed = text === '// prints:' ? shownBy(node.expression) : undefined;
      if (printed) {
        const line = file.getLineAndCharacterOfPosition(node.getStart()).line;
        // The lines of output are the comment lines right below: `// text`, or `//` for an empty one.
        const below = /^(?:\n[ \t]*\/\/(?: .*)?$)+/m.exec(code.slice(comment!.end));
        const lines = (below?.[0] ?? '')
          .split('\n')
          .slice(1)
          .map((l) => l.trim().replace(/^\/\/ ?/, ''));
        edits.push({
          start: node.getStart(),
          end: comment!.end + (below?.[0].length ?? 0),
          text: `__expectPrinted((${printed.getText()}), ${JSON.stringify(lines)}, ${JSON.stringify(`${sample.doc}:${sample.line + line + 1}`)});`,
        });
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = code;
  for (const edit of edits.reverse())
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The check `withChecks` calls, prepended to every sample that runs. */
export const expectHelper = `import { inspect as __inspect, isDeepStrictEqual as __equal } from 'node:util';
const __expect = (actual, expected, where) => {
  if (!__equal(actual, expected)) throw new Error(where + ': the docs say ' + __inspect(expected, { depth: 9 }) + ', the code gives ' + __inspect(actual, { depth: 9 }));
};
const __expectPrinted = (value, lines, where) => {
  const printed = String(value).replace(/\\n$/, '').split('\\n');
  __expect(printed, lines, where + ' (the lines printed)');
};
`;
