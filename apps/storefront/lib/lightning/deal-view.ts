// A lightning deal as the views show it (tile, home strip, product page, basket): the tile state of
// spec §4 and the texts the countdown island formats with. Pure: the server passes its translator
// and "now" in; the countdown itself runs in the browser (components/lightning/countdown.tsx).
import { lightningTileState } from '@tafel/lightning-machine';
import type { LightningDealFieldsFragment } from '@tafel/graphql-schema/storefront';
import { formatMoney } from '@/lib/i18n/format';
import type { TileTranslator } from '@/lib/product/tile-view';
import type { CountdownTexts } from './countdown-text';

export type { CountdownTexts };

/** The deal shops are all in the Central European time zone (de, at, ch); server and browser format alike. */
const SHOP_TIME_ZONE = 'Europe/Berlin';

/** A running deal on a tile or the product page: amounts formatted, the end as epoch milliseconds. */
export interface DealView {
  price: string;
  /** Only when higher than the deal price. */
  oldPrice?: string;
  /** Epoch milliseconds of the deal's end: the countdown's target. */
  endsAt: number;
  /** 0 to 100, floored by the API. */
  reservedPercent: number;
  /** "28.11., 18:00": the end for the countdown's accessible name (ui.lightning.endsAt), which does not tick. */
  ends: string;
  /** 100 % reserved before its end (spec §4 lightning-deal shortage): not a link, sold-out overlay. */
  soldOut?: true;
}

/** The countdown texts in the page's language, with their placeholders left for the browser. */
export function countdownTexts(t: TileTranslator['t']): CountdownTexts {
  return {
    days: t('ui.lightning.countdownDays', { days: '{days}' }),
    hours: t('ui.lightning.countdownHours', { time: '{time}' }),
    minutes: t('ui.lightning.countdownMinutes', { time: '{time}' }),
  };
}

// Building an Intl formatter costs far more than using one, and a listing formats up to 60 ends.
const endFormats = new Map<string, Intl.DateTimeFormat>();

/** "28.11., 18:00" in the shop's time zone. */
export function formatDealEnd(endsAt: number, intlLocale: string): string {
  let format = endFormats.get(intlLocale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale, { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit', timeZone: SHOP_TIME_ZONE });
    endFormats.set(intlLocale, format);
  }
  return format.format(endsAt);
}

/**
 * The deal as shown, or undefined when there is none to show: no deal, switched off (the API then
 * answers null) or ended (spec §4 tile states). The state is the API's `tileState`; only what
 * time changes is decided here: a page rendered (or cached) after the deal's end shows it ENDED,
 * by @tafel/lightning-machine's rule.
 */
export function dealView(deal: LightningDealFieldsFragment | null | undefined, i18n: TileTranslator, now: number): DealView | undefined {
  if (!deal) return undefined;
  // `available` is the API's word at its read; with time alone only the window's end can end the deal.
  const byTime = lightningTileState({ available: false, endsAt: deal.endsAt, reservedPercent: deal.reservedPercent, switchOn: true, now });
  const state = byTime === 'ENDED' ? 'ENDED' : deal.tileState;
  if (state !== 'LIGHTNING_DEAL' && state !== 'LIGHTNING_DEAL_SHORTAGE') return undefined;
  const endsAt = Date.parse(deal.endsAt);
  const view: DealView = {
    price: formatMoney(deal.price, i18n),
    endsAt,
    reservedPercent: Math.max(0, Math.min(100, Math.floor(deal.reservedPercent))),
    ends: formatDealEnd(endsAt, i18n.intlLocale),
  };
  if (deal.oldPrice.amount > deal.price.amount) view.oldPrice = formatMoney(deal.oldPrice, i18n);
  if (state === 'LIGHTNING_DEAL_SHORTAGE') view.soldOut = true;
  return view;
}

/** The texts every deal tile of a grid shares, sent once per grid. */
export interface DealTexts {
  countdown: CountdownTexts;
  /** "{percent} % reserviert", filled per tile. */
  reserved: string;
  /** "Angebot endet am {date} Uhr", filled per tile. */
  endsAt: string;
  insteadOf: string;
}

/** The deal tiles' shared texts in the page's language. */
export function dealTexts(t: TileTranslator['t']): DealTexts {
  return {
    countdown: countdownTexts(t),
    reserved: t('ui.lightning.reserved', { percent: '{percent}' }),
    endsAt: t('ui.lightning.endsAt', { date: '{date}' }),
    insteadOf: t('ui.price.insteadOf'),
  };
}
