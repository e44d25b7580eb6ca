import type { Resolvers } from '@tafel/graphql-schema/upstream-resolvers';
import { globalParameter, globalParameterGroup, type GlobalParameterGroup } from '../../data/content/parameters.js';
import { badUserInput } from '../../errors.js';
import type { UpstreamContext } from '../context.js';

export const MAX_PARAMETER_NAMES = 50;
export const MAX_PARAMETER_NAME_LENGTH = 100;

function checkName(field: string, value: string): void {
  if (value.length === 0 || value.length > MAX_PARAMETER_NAME_LENGTH) {
    throw badUserInput(`${field} must be 1 to ${MAX_PARAMETER_NAME_LENGTH} characters, got ${value.length}.`);
  }
}

export const parameterResolvers: Resolvers<UpstreamContext> = {
  Query: {
    getGlobalParametersByName: (_parent, { names }, { shop, language }) => {
      if (names.length > MAX_PARAMETER_NAMES) throw badUserInput(`At most ${MAX_PARAMETER_NAMES} names per call, got ${names.length}.`);
      names.forEach((name, i) => checkName(`names.${i}`, name));
      return [...new Set(names)]
        .map((name) => globalParameterGroup(name, { shop, language }))
        .filter((g): g is GlobalParameterGroup => g !== undefined)
        .map((g) => ({ name: g.name, entries: g.entries.map((e) => ({ ...e })) }));
    },
    getGlobalParameterByNameAndEntry: (_parent, { name, entry }, { shop, language }) => {
      checkName('name', name);
      checkName('entry', entry);
      const parameterValue = globalParameter(name, entry, { shop, language });
      return parameterValue === null ? null : { name, entry, parameterValue };
    },
  },
};
