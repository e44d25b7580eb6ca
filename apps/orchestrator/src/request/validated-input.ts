import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { badUserInput } from '../common/app-error.js';

function messages(errors: ValidationError[], path = ''): string[] {
  return errors.flatMap((error) => {
    const name = path ? `${path}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((text) => text.replace(/^\S+/, name));
    return [...own, ...messages(error.children ?? [], name)];
  });
}

/**
 * Checks the shape of a mutation's input with its class-validator DTO (types, lengths,
 * ids, enums) and answers BAD_USER_INPUT naming every bad field before anything is called or
 * changed. What a shopper typed (a missing name, a bad postcode) is checked later, by the
 * domain validators, and answered as a ValidationError with the spec's message keys.
 */
export function validatedInput<T extends object>(dto: ClassConstructor<T>, input: unknown): T {
  if (typeof input !== 'object' || input === null) throw badUserInput('input must be an object');
  const value = plainToInstance(dto, input);
  const errors = validateSync(value, { forbidUnknownValues: true, whitelist: true, forbidNonWhitelisted: true });
  if (errors.length > 0) throw badUserInput(messages(errors).join('; '));
  return value;
}
