import { checkQuantity } from '@tafel/domain';
import type { FieldError } from '@tafel/graphql-schema/orchestrator-resolvers';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { badUserInput } from '../common/app-error.js';
import { validationFailed, type TypedValidationError } from './cart-results.js';

export type CartInputCheck<T> = { ok: true; value: T } | { ok: false; result: TypedValidationError };

/**
 * Validates a cart mutation input: malformed ids are a client bug (BAD_USER_INPUT error); a
 * quantity the shopper typed is a ValidationError result with the spec's message key and limit.
 */
export function validateCartInput<T extends object>(dto: ClassConstructor<T>, input: object): CartInputCheck<T> {
  const value = plainToInstance(dto, input);
  const problems = validateSync(value, { forbidUnknownValues: true });
  const idProblems = problems.filter((problem) => problem.property !== 'quantity');
  if (idProblems.length > 0) {
    throw badUserInput(idProblems.flatMap((problem) => Object.values(problem.constraints ?? {})).join('; '));
  }
  if ('quantity' in value) {
    const fieldError = quantityError((value as { quantity: unknown }).quantity);
    if (fieldError) return { ok: false, result: validationFailed([fieldError]) };
  }
  return { ok: true, value };
}

/** The domain rule, without item limits: 1..9999 (the upstream knows each item's own maximum). */
export function quantityError(quantity: unknown): FieldError | null {
  const check = checkQuantity(quantity);
  if (check.ok) return null;
  const message =
    check.reason === 'NOT_A_WHOLE_NUMBER'
      ? 'quantity must be a whole number'
      : check.reason === 'BELOW_MINIMUM'
        ? `quantity must be at least ${check.limit} (got ${String(quantity)})`
        : `quantity must be at most ${check.limit} (got ${String(quantity)})`;
  return { field: 'quantity', messageKey: check.messageKey, message, params: [{ name: 'limit', value: String(check.limit) }] };
}
