import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute paths of the SDL files shipped with this package. */
export const schemaPaths = {
  orchestrator: fileURLToPath(new URL('../schema/orchestrator.graphql', import.meta.url)),
  upstream: fileURLToPath(new URL('../schema/upstream.graphql', import.meta.url)),
} as const;

/** SDL of the orchestrator's API (schema-first source of truth). */
export function orchestratorTypeDefs(): string {
  return readFileSync(schemaPaths.orchestrator, 'utf8');
}

/** SDL of the upstream shop API. */
export function upstreamTypeDefs(): string {
  return readFileSync(schemaPaths.upstream, 'utf8');
}
