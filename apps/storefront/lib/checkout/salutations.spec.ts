import { describe, expect, it } from '@jest/globals';
import { addressName, salutationText } from './salutations';

const i18n = { t: (key: string) => `<${key}>` } as never;

describe('salutations', () => {
  it('translates the known salutations and shows an unknown one as it is', () => {
    expect(salutationText('Frau', i18n)).toBe('<ui.address.salutation.Frau>');
    expect(salutationText('Dr.', i18n)).toBe('Dr.');
  });

  it('writes the name line of an address, leaving out a missing salutation', () => {
    expect(addressName({ salutation: 'Herr', firstName: 'Jonas', lastName: 'Weber' }, i18n)).toBe('<ui.address.salutation.Herr> Jonas Weber');
    expect(addressName({ salutation: '', firstName: 'Jonas', lastName: 'Weber' }, i18n)).toBe('Jonas Weber');
    expect(addressName({ salutation: null, firstName: 'Jonas', lastName: 'Weber' }, i18n)).toBe('Jonas Weber');
  });
});
