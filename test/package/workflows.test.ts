import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { root } from './childProcesses.js';

/**
 * The repository host's workflows cannot run here, so they are checked as far as they can be:
 * against the workflow schema (action-validator, which ships it: no network), and for what they
 * must do (the CI matrix, the release steps).
 */
const read = (name: string): string => readFileSync(join(root, '.github/workflows', name), 'utf8');

/** What the schema finds wrong with a workflow: one line per error, nested reasons included. */
function problems(source: string): string[] {
  const lines: string[] = [];
  const walk = (
    errors: readonly {
      title: string;
      detail?: string;
      path?: string;
      states?: readonly { errors: readonly unknown[] }[];
    }[],
  ): void => {
    for (const error of errors) {
      lines.push(`${error.path ?? ''}: ${error.title}${error.detail ? ` (${error.detail})` : ''}`);
      for (const state of error.states ?? []) walk(state.errors as Parameters<typeof walk>[0]);
    }
  };
  walk(validateWorkflow(source).errors);
  return lines;
}

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly if?: string;
  readonly id?: string;
  readonly with?: Record<string, unknown>;
  readonly env?: Record<string, unknown>;
}
interface Workflow {
  readonly permissions?: Record<string, string>;
  readonly jobs: Record<
    string,
    {
      readonly strategy?: { readonly matrix?: Record<string, unknown> };
      readonly steps: readonly Step[];
    }
  >;
}

describe('the workflows (.github/workflows)', () => {
  it('ci.yml and release.yml are valid GitHub Actions workflows', () => {
    expect(problems(read('ci.yml'))).toEqual([]);
    expect(problems(read('release.yml'))).toEqual([]);
  });

  it('the validator rejects an invalid workflow: a misspelt key, a wrong permission, a job without runs-on, broken YAML', () => {
    const ci = read('ci.yml');
    const broken = {
      misspelt: ci.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest'),
      permission: ci.replace('contents: read', 'contents: readonly'),
      noRunner: ci.replace(/^ {4}runs-on: .*\n/m, ''),
      yaml: `${ci}\n  [unclosed\n`,
      noJobs: 'name: CI\non: push\n',
    };
    for (const [name, source] of Object.entries(broken)) {
      expect(source, name).not.toBe(ci);
      expect(problems(source).length, name).toBeGreaterThan(0);
    }
  });

  it('ci.yml runs .ci/run on a Node 20, 22 and 24 matrix, the majors of the runtimes test:runtimes pins', () => {
    const workflow = parse(read('ci.yml')) as Workflow;
    const job = workflow.jobs['ci']!;
    expect(job.strategy?.matrix?.['node']).toEqual([20, 22, 24]);
    const pins = JSON.parse(readFileSync(join(root, 'scripts/runtimes.json'), 'utf8')) as {
      node: string[];
    };
    expect(pins.node.map((version) => Number(version.split('.')[0]))).toEqual(
      job.strategy?.matrix?.['node'],
    );
    const uses = job.steps.map((step) => step.uses?.replace(/@.*/, ''));
    expect(uses.indexOf('actions/checkout')).toBe(0);
    expect(
      job.steps.find((step) => step.uses?.startsWith('actions/setup-node@'))?.with?.[
        'node-version'
      ],
    ).toBe('${{ matrix.node }}');
    expect(job.steps.at(-1)?.run).toBe('bash .ci/run');
    // The cache is the folder test:runtimes installs the runtimes into, keyed by their versions.
    const cached = job.steps.find((step) => step.uses?.startsWith('actions/cache@'))?.with;
    expect(cached?.['path']).toBe('~/.cache/kiri-dice/runtimes');
    expect(cached?.['key']).toContain("hashFiles('scripts/runtimes.json')");
  });

  it('release.yml versions with changesets, then publishes to npm with provenance and both JSR packages, on the OpenID Connect token', () => {
    const workflow = parse(read('release.yml')) as Workflow;
    expect(workflow.permissions).toMatchObject({
      'id-token': 'write',
      contents: 'write',
      'pull-requests': 'write',
    });
    const steps = workflow.jobs['release']!.steps;
    const changesets = steps.find((step) => step.uses?.startsWith('changesets/action@'));
    expect(changesets?.with?.['version']).toBe('npm run changeset:version');
    expect(changesets?.with?.['publish']).toBe('npx changeset publish');
    expect(changesets?.env?.['NPM_CONFIG_PROVENANCE']).toBe('true');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts['changeset:version']).toBe(
      'changeset version && node scripts/sync-jsr-version.mjs',
    );
    const jsr = steps.at(-1)!;
    // The engine, then the referee (which imports it from JSR) on the Deno the runtimes pin.
    const { deno } = JSON.parse(readFileSync(join(root, 'scripts/runtimes.json'), 'utf8')) as {
      deno: string;
    };
    expect(jsr.run?.trim().split('\n')).toEqual([
      expect.stringMatching(/^npx --yes jsr@\d+\.\d+\.\d+ publish$/),
      `cd packages/referee && npx --yes deno@${deno} publish --sloppy-imports`,
    ]);
    expect(jsr.if).toBe(`steps.${changesets?.id}.outputs.published == 'true'`);
    expect(steps.indexOf(jsr)).toBeGreaterThan(steps.indexOf(changesets!));
  });
});
