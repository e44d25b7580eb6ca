import type { ShopId } from '../customers/customer-types.js';
import type { ContentLanguage } from './types.js';

/**
 * Global parameters of the shop (spec catalogue-content §3 "Parameters read by entry",
 * session-checkout-account §7): named groups of entries, each with a string parameterValue.
 * The values are fixed seed data; other areas read them through `globalParameter`.
 */
export interface GlobalParameterEntry {
  entry: string;
  parameterValue: string;
}

export interface GlobalParameterGroup {
  name: string;
  entries: readonly GlobalParameterEntry[];
}

const group = (name: string, values: Record<string, string>): GlobalParameterGroup => ({
  name,
  entries: Object.entries(values).map(([entry, parameterValue]) => ({ entry, parameterValue })),
});

/** Well-known names and entries, so readers in other areas do not spell them by hand. */
export const PARAMETERS = {
  featureFlags: { name: 'featureFlags', dhlRetest: 'T164-DHL-Retest', twint: 'T134_Twint-Payment' },
  shippingCarrier: { name: 'shippingCarrier', dpd: 'dpd' },
  amazonPay: { name: 'amazonPayV2Activation', activation: 'activation', activated: 'amazonpay.activated' },
  paymentTypes: { name: 'paymentTypes', xRechnung: 'xRechnung' },
  lightningDeal: { name: 'lightningDeal', entry: 'Blitzangebot', on: 'on' },
  returnSwitch: { name: 'returnSwitch', returns: 'returns' },
} as const;

// Flags are the strings "true"/"false" like in the real shop's parameter table; readers compare
// with === 'true'. Twint stays one global flag: the "only in ch" half of the rule is the reader's
// (spec §9 payment logos: "Twint only in ch and when its flag is true").
const SEED: readonly GlobalParameterGroup[] = [
  group(PARAMETERS.featureFlags.name, {
    [PARAMETERS.featureFlags.dhlRetest]: 'true',
    [PARAMETERS.featureFlags.twint]: 'true',
    'selenium-datalayer': 'false',
  }),
  group(PARAMETERS.shippingCarrier.name, { [PARAMETERS.shippingCarrier.dpd]: 'true' }),
  group(PARAMETERS.amazonPay.name, { [PARAMETERS.amazonPay.activation]: PARAMETERS.amazonPay.activated }),
  group(PARAMETERS.paymentTypes.name, { [PARAMETERS.paymentTypes.xRechnung]: 'true' }),
  group('infolayer', {
    active: 'true',
    headline: 'Versandkostenfrei ab 49 €',
    text: 'Bis 30.09. liefern wir jede Bestellung ab 49 € versandkostenfrei – auch an Schulen und Kitas.',
  }),
  // Spec: "lightning deal (entry Blitzangebot, value on enables lightning deals)".
  group(PARAMETERS.lightningDeal.name, { [PARAMETERS.lightningDeal.entry]: PARAMETERS.lightningDeal.on }),
  // Spec session §2: all return pages answer 404 unless the global return switch equals 'true'.
  group(PARAMETERS.returnSwitch.name, { [PARAMETERS.returnSwitch.returns]: 'true' }),
  group('newsletterTeasers', {
    footer: 'true',
    checkoutSummary: 'true',
    headline: 'Newsletter abonnieren und 5 € sparen',
    text: 'Ideen für Unterricht und Kita, Neuheiten und Angebote – einmal pro Woche.',
  }),
  // Header selling-point strip: "shown only when enabled" (spec §2 Header).
  group('sellingPoints', { enabled: 'true' }),
];

const BY_NAME = new Map(SEED.map((g) => [g.name, g]));

/** Whose texts: the B2B shop in German or English; other shops read the seed above. */
type TextScope = 'b2b-de' | 'b2b-en';

// The upstream keeps texts per shop and language; switches stay global. The B2B shop offers no
// voucher for its newsletter (the consumer teaser's "5 € sparen"), and its English shop reads
// its texts in English. Entries listed here replace the seed's entries of that group.
const TEXTS: Readonly<Record<TextScope, ReadonlyMap<string, Readonly<Record<string, string>>>>> = {
  'b2b-de': new Map([
    ['newsletterTeasers', {
      headline: 'Newsletter für Schulen und Kitas',
      text: 'Unterrichtsideen, Neuheiten und Angebote für Ihre Einrichtung – einmal im Monat.',
    }],
  ]),
  'b2b-en': new Map([
    ['infolayer', {
      headline: 'Free delivery from €49',
      text: 'Until 30 September we deliver every order from €49 free of charge – to schools and nurseries too.',
    }],
    ['newsletterTeasers', {
      headline: 'Newsletter for schools and nurseries',
      text: 'Teaching ideas, new products and offers for your institution – once a month.',
    }],
  ]),
};

/** The shop and language a parameter is read for (the token's); absent: the default German shop. */
export interface ParameterScope {
  shop: ShopId;
  language: ContentLanguage;
}

function textsOf(name: string, scope: ParameterScope | undefined): Readonly<Record<string, string>> | undefined {
  if (scope?.shop !== 'b2b') return undefined;
  return TEXTS[scope.language === 'en' ? 'b2b-en' : 'b2b-de'].get(name);
}

// Values set through the fault API (/__faults/return-switch, /__faults/lightning-switch; UPSTREAM_FAULTS=1 only), keyed
// "name\u0000entry": tests that run this stand-in as its own process have no other way to flip
// a switch, and every reader (the parameter queries, the return operations) sees the same value.
const overrides = new Map<string, string>();
const overrideKey = (name: string, entry: string): string => `${name}\u0000${entry}`;

/** Sets (or with null, clears) the value of a seeded entry until cleared; for the fault API only. */
export function overrideGlobalParameter(name: string, entry: string, value: string | null): void {
  if (value === null) overrides.delete(overrideKey(name, entry));
  else overrides.set(overrideKey(name, entry), value);
}

/** The group of that name as a shop reads it, or undefined (unknown names are simply absent from answers). */
export function globalParameterGroup(name: string, scope?: ParameterScope): GlobalParameterGroup | undefined {
  const group = BY_NAME.get(name);
  const texts = textsOf(name, scope);
  if (group === undefined || (overrides.size === 0 && texts === undefined)) return group;
  return { name, entries: group.entries.map((e) => ({ entry: e.entry, parameterValue: overrides.get(overrideKey(name, e.entry)) ?? texts?.[e.entry] ?? e.parameterValue })) };
}

/** The value of one entry as a shop reads it, or null when the name or the entry is unknown. */
export function globalParameter(name: string, entry: string, scope?: ParameterScope): string | null {
  const seeded = BY_NAME.get(name)?.entries.find((e) => e.entry === entry)?.parameterValue ?? null;
  return seeded === null ? null : (overrides.get(overrideKey(name, entry)) ?? textsOf(name, scope)?.[entry] ?? seeded);
}

/** True when an entry is the string "true" (how the shop stores switches). */
export function isParameterOn(name: string, entry: string): boolean {
  return globalParameter(name, entry) === 'true';
}
