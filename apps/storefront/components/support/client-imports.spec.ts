import { describe, expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

// The chart is laid out on the server with ELK (~430 kB gzip); nothing the browser loads for the
// support console may import it (state-chart once did, through chart-layout's activePaths).
const HERE = dirname(new URL(import.meta.url).pathname);

const APP = resolve(HERE, '../..');

function resolveLocal(from: string, spec: string): string | null {
  // '@/…' is the storefront's import alias for its own root (tsconfig.json paths).
  const base = spec.startsWith('@/') ? join(APP, spec.slice(2)) : resolve(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) if (existsSync(candidate) && candidate.match(/\.tsx?$/)) return candidate;
  return null;
}

/** Every package a file imports (values, not `import type`), following its relative imports. */
function packagesReachedFrom(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, spec] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
    if (spec!.startsWith('.') || spec!.startsWith('@/')) {
      const next = resolveLocal(file, spec!);
      if (next) for (const p of packagesReachedFrom(next, seen)) packages.add(p);
    } else packages.add(spec!);
  }
  return packages;
}

describe('support console client components', () => {
  const clientFiles = ['workflow-inspector.tsx', 'chart-frame.tsx'].map((name) => join(HERE, name));

  it.each(clientFiles)('%s brings no ELK into the browser', (file) => {
    expect(readFileSync(file, 'utf8').startsWith("'use client'")).toBe(true);
    expect([...packagesReachedFrom(file)].filter((p) => p.startsWith('elkjs'))).toEqual([]);
  });

  it('the check sees ELK where it is imported (chart-layout)', () => {
    expect([...packagesReachedFrom(join(HERE, '../../lib/support/chart-layout.ts'))]).toContain('elkjs/lib/elk.bundled.js');
  });
});
