import type { DeliveryInfo, EnergyEfficiency, EnergyLabel, Manufacturer, MatrixCodeMessage, ProductDownload } from '@tafel/graphql-schema/upstream-resolvers';
import { slug } from '../../data/catalogue/search-text.js';
import type { ShopId } from '../../data/customers/customer-types.js';
import type { EnergyClass, ItemRecord, ProductRecord } from '../../data/types.js';

// Views of the product page's extras: manufacturer, energy label, downloads, delivery.

export const FREE_SHIPPING_FROM_CENTS = 4900;

export function manufacturerView(name: string): Manufacturer {
  const id = slug(name);
  return { name, image: { src: `/media/brands/${id}.svg`, alt: `Logo ${name}`, title: name, width: 240, height: 80 }, link: `/brands/${id}/` };
}

export function energyEfficiencyView(energy: EnergyClass | null): EnergyEfficiency | null {
  if (!energy) return null;
  return { energyClass: energy, imgPath: `/media/energy/${energy}.svg`, detailsImgPath: `/media/energy/${energy}-label.svg`, imgAlt: `Energieeffizienzklasse ${energy}` };
}

export function energyLabelView(energy: EnergyClass | null): EnergyLabel | null {
  if (!energy) return null;
  return { energyClass: energy, displayName: `Energieeffizienzklasse ${energy}`, url: `/media/energy/${energy}.svg`, bigImageUrl: `/media/energy/${energy}-label.svg` };
}

export function downloadsView(product: ProductRecord): ProductDownload[] {
  return product.downloads.map((d) => ({
    id: d.id,
    displayName: d.displayName,
    download: { dataName: d.dataName, url: `/media/downloads/${product.productId}/${d.id}.pdf`, headline: d.headline, fileType: 'pdf' },
  }));
}

export function deliveryInfoView(item: ItemRecord, shop: ShopId): DeliveryInfo {
  const free = item.prices[shop].priceCents >= FREE_SHIPPING_FROM_CENTS;
  return {
    deliveryStatusText: item.deliveryStatusText,
    deliveryStatusColor: item.deliveryStatusColor,
    needsSpedition: item.needsSpedition,
    deliveryFree: free,
    shippingNote: item.needsSpedition ? 'Lieferung frei Bordsteinkante per Spedition, Terminabsprache telefonisch' : free ? 'Versandkostenfrei' : 'Versandkostenfrei ab 49 €',
  };
}

type MatrixKey = 'bde_de' | 'bat_de' | 'bch_ch' | 'b2b_de' | 'b2b_en';
type Status = 'inStock' | 'freight' | 'soldOut' | 'discontinued';

// Spec §9: message keys by shop; b2b answers German and English, the storefront picks by language.
const KEYS: Record<ShopId, MatrixKey[]> = { de: ['bde_de'], at: ['bat_de'], ch: ['bch_ch'], b2b: ['b2b_de', 'b2b_en'] };
const MESSAGES: Record<MatrixKey, Record<Status, string>> = {
  bde_de: { inStock: 'Auf Lager, Lieferzeit 1–3 Werktage', freight: 'Lieferzeit 2–3 Wochen (Speditionsversand)', soldOut: 'Ausverkauft', discontinued: 'Nicht mehr lieferbar' },
  bat_de: { inStock: 'Auf Lager, Lieferzeit 2–4 Werktage nach Österreich', freight: 'Lieferzeit 3–4 Wochen (Speditionsversand)', soldOut: 'Ausverkauft', discontinued: 'Nicht mehr lieferbar' },
  bch_ch: { inStock: 'Auf Lager, Lieferzeit 3–5 Werktage in die Schweiz', freight: 'Lieferzeit 3–5 Wochen (Speditionsversand)', soldOut: 'Ausverkauft', discontinued: 'Nicht mehr lieferbar' },
  b2b_de: { inStock: 'Auf Lager, Lieferzeit 1–3 Werktage', freight: 'Lieferzeit 2–3 Wochen (Speditionsversand)', soldOut: 'Ausverkauft', discontinued: 'Nicht mehr lieferbar' },
  b2b_en: { inStock: 'In stock, delivery in 1–3 working days', freight: 'Delivery in 2–3 weeks (freight forwarding)', soldOut: 'Sold out', discontinued: 'No longer available' },
};

function statusOf(item: ItemRecord): Status {
  if (item.discontinued) return 'discontinued';
  if (!item.availableForSale) return 'soldOut';
  return item.needsSpedition ? 'freight' : 'inStock';
}

export function matrixCodeMessagesView(item: ItemRecord, shop: ShopId): MatrixCodeMessage[] {
  return KEYS[shop].map((key) => ({ key, message: MESSAGES[key][statusOf(item)] }));
}
