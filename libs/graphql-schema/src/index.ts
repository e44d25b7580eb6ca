import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute paths of the SDL shipped with this package. */
export const schemaPaths = {
  orchestrator: fileURLToPath(new URL('../schema/orchestrator.graphql', import.meta.url)),
  /** A folder: one file per API area; shop.graphql defines the root types, the others extend them. */
  upstreamDir: fileURLToPath(new URL('../schema/upstream/', import.meta.url)),
} as const;

/** The files of the orchestrator SDL: orchestrator.graphql (root types) first, then its areas (orchestrator-*.graphql). */
export function orchestratorSchemaFiles(): string[] {
  const dir = dirname(schemaPaths.orchestrator);
  const areas = readdirSync(dir)
    .filter((f) => f.startsWith('orchestrator-') && f.endsWith('.graphql'))
    .sort();
  return [schemaPaths.orchestrator, ...areas.map((f) => join(dir, f))];
}

/** SDL of the orchestrator's API (schema-first source of truth): every file joined. */
export function orchestratorTypeDefs(): string {
  return orchestratorSchemaFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** The files of the upstream SDL, shop.graphql first, then the areas in name order. */
export function upstreamSchemaFiles(): string[] {
  const files = readdirSync(schemaPaths.upstreamDir).filter((f) => f.endsWith('.graphql'));
  files.sort((a, b) => (a === 'shop.graphql' ? -1 : b === 'shop.graphql' ? 1 : a.localeCompare(b)));
  return files.map((f) => join(schemaPaths.upstreamDir, f));
}

/** SDL of the upstream shop API: every area file joined. */
export function upstreamTypeDefs(): string {
  return upstreamSchemaFiles()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}
