import { formatCents, SHOP_CURRENCY, toCents } from '@tafel/domain';
import type { Breadcrumb, Image, Money, VariantInfo } from '@tafel/graphql-schema/orchestrator-resolvers';

/** Mappers shared by catalogue and cart: upstream shapes → orchestrator API shapes. */

export function moneyFromAmount(amount: number, currency: string = SHOP_CURRENCY): Money {
  // Formatted by our own rule (libs/domain), not taken from the upstream's stringValue, so every
  // price of the API is written the same way.
  return { amount, currency, formatted: formatCents(toCents(amount)) };
}

export function toMoney(price: { amount: number; currencyCode: string }): Money {
  return moneyFromAmount(price.amount, price.currencyCode);
}

/** The upstream's image; url stays the relative /media/... path the orchestrator also serves. */
export function toImage(image: { src: string; alt: string; width: number; height: number }): Image {
  return { url: image.src, alt: image.alt, width: image.width, height: image.height };
}

export function toBreadcrumb(crumb: { displayName: string; url: string }): Breadcrumb {
  return { name: crumb.displayName, url: crumb.url };
}

export function toVariantInfo(info: { label: string; value: string }): VariantInfo {
  return { label: info.label, value: info.value };
}
