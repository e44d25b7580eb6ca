import { Injectable } from '@nestjs/common';
import type { AnyWorkflowDefinition } from './workflow-definition.js';

const KIND_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Every workflow kind this process runs, registered by its feature module at start-up. Support's
 * lists, the workflow pages and the state-chart inspector read the kinds from here, so a new
 * workflow appears there with no support code of its own.
 */
@Injectable()
export class WorkflowRegistry {
  private readonly definitions = new Map<string, AnyWorkflowDefinition>();

  register(definition: AnyWorkflowDefinition): void {
    if (!KIND_PATTERN.test(definition.kind)) throw new Error(`workflow kind '${definition.kind}' must be 1-40 characters of a-z 0-9 -, starting with a letter`);
    const known = this.definitions.get(definition.kind);
    if (known !== undefined && known !== definition) throw new Error(`workflow kind '${definition.kind}' is registered twice`);
    this.definitions.set(definition.kind, definition);
  }

  /** The definition of a kind, or undefined (an unknown kind from a URL or a stored record). */
  find(kind: string): AnyWorkflowDefinition | undefined {
    return this.definitions.get(kind);
  }

  get(kind: string): AnyWorkflowDefinition {
    const definition = this.definitions.get(kind);
    if (definition === undefined) throw new Error(`no workflow kind '${kind.slice(0, 40)}' is registered`);
    return definition;
  }

  /** All kinds, in the order they were registered. */
  all(): AnyWorkflowDefinition[] {
    return [...this.definitions.values()];
  }
}
