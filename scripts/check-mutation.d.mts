import type { MutationPackage } from './mutation-config.mjs';

/** One mutant of the report, as the check reads it. */
export interface ReportMutant {
  readonly status: string;
  readonly mutatorName: string;
  readonly location: { readonly start: { readonly line: number } };
}

/** The mutation report (mutation-testing-report-schema), as the check reads it. */
export interface MutationReport {
  readonly files: Readonly<
    Record<string, { readonly source: string; readonly mutants: readonly ReportMutant[] }>
  >;
}

/** The files the mutation run of a package (the engine unless told) mutates: its src/**\/*.ts but the excluded, sorted. */
export function scope(pkg?: MutationPackage): string[];

/** How many mutants the mutation run's instrumenter finds in each file of `files` that has any. */
export function mutantCounts(
  files: readonly string[],
  read: (file: string) => string,
): Promise<Map<string, number>>;

/**
 * The equivalent mutants the source of `file` declares in Stryker disable comments, as
 * `FILE:LINE MUTATOR` keys of the lines they disable.
 */
export function declaredEquivalents(file: string, source: string): Set<string>;

/**
 * What is wrong with `report` against the sources `read` gives and the mutants `counts` says each
 * file has: lines to print, none when it holds.
 */
export function problems(
  report: MutationReport | null,
  counts: ReadonlyMap<string, number>,
  read: (file: string) => string,
  equivalents: ReadonlySet<string>,
  config?: string,
): string[];

/** The report's figures as Stryker counts them, with the `lowest` files (5 unless told). */
export function summary(
  report: MutationReport,
  lowest?: number,
): {
  score: number;
  Killed: number;
  Survived: number;
  NoCoverage: number;
  Timeout: number;
  lowest: { file: string; score: number }[];
};
