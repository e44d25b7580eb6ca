import type { TextKey, Translator } from '@/lib/i18n/i18n';

/** Text keys of the salutations (libs/domain SALUTATIONS; the German value is what the order carries). */
const SALUTATION_KEYS: Readonly<Record<string, TextKey>> = {
  '': 'ui.address.noSalutation',
  Frau: 'ui.address.salutation.Frau',
  Herr: 'ui.address.salutation.Herr',
  Divers: 'ui.address.salutation.Divers',
};

/** A salutation in the shop language ("Frau" / "Ms"); an unknown value is shown as it is. */
export function salutationText(value: string, i18n: Pick<Translator, 't'>): string {
  const key = SALUTATION_KEYS[value];
  return key ? i18n.t(key) : value;
}

/** The name line of an address block: salutation (in the shop language), first and last name. */
export function addressName(address: { salutation: string | null; firstName: string; lastName: string }, i18n: Pick<Translator, 't'>): string {
  return [address.salutation ? salutationText(address.salutation, i18n) : null, address.firstName, address.lastName].filter(Boolean).join(' ');
}
