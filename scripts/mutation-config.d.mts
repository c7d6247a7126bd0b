import type { PartialStrykerOptions } from '@stryker-mutator/api/core';

/** A package the mutation run measures. */
export interface MutationPackage {
  /** The package's name. */
  readonly name: string;
  /** Its folder, from the root. */
  readonly dir: string;
  /** Its Stryker config, from the root. */
  readonly config: string;
  /** The files the mutation run cannot test, each with its reason. */
  readonly excluded: readonly { readonly file: string; readonly reason: string }[];
}

/** The packages the mutation run measures, the engine first. */
export const mutationPackages: readonly MutationPackage[];

/** Where a package's mutation report is, from the root. */
export function reportOf(pkg: MutationPackage): string;

/** The Stryker config of the package named `name`. */
export function strykerConfig(name: string): PartialStrykerOptions;
