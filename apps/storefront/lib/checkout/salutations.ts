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
