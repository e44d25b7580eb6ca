import type { IllustrationKind, ProductRecord } from '../types.js';
import { isFurniture } from './extras.js';

// Product-page texts the seed does not store: derived from what a product is when the page asks,
// so the product tables stay one line per product (spec §3: youtube videos, delivery scope,
// right-of-withdrawal info, old electrical devices info).

const ELECTRIC: readonly IllustrationKind[] = ['screen', 'lamp', 'laminator', 'appliance', 'calculator'];

export const isElectric = (kind: IllustrationKind): boolean => ELECTRIC.includes(kind);

export interface VideoRecord {
  videoId: string;
  title: string;
  durationSeconds: number;
}

/** A deterministic 11-character YouTube-like id per product and video. */
function videoId(productId: string, n: number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  let seed = Number(productId) * 31 + n * 7919;
  let id = '';
  for (let i = 0; i < 11; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    id += alphabet[seed % alphabet.length];
  }
  return id;
}

/** Electrical products get a product video, furniture an assembly video too. */
export function videosFor(product: Pick<ProductRecord, 'productId' | 'name' | 'kind'>): VideoRecord[] {
  const videos: VideoRecord[] = [];
  if (isElectric(product.kind) || isFurniture(product.kind)) {
    videos.push({ videoId: videoId(product.productId, 1), title: `${product.name} im Überblick`, durationSeconds: 95 });
  }
  if (isFurniture(product.kind)) {
    videos.push({ videoId: videoId(product.productId, 2), title: `Aufbau: ${product.name}`, durationSeconds: 240 });
  }
  return videos;
}

/** The parcel's parts: the product itself, plus the manual for electrical goods and fittings for furniture. */
export function deliveryScopeFor(product: Pick<ProductRecord, 'name' | 'kind' | 'energyClass'>): string[] {
  const scope = [`1 × ${product.name}`];
  if (isElectric(product.kind)) scope.push('Bedienungsanleitung (deutsch)');
  if (product.energyClass) scope.push('EU-Energielabel und Produktdatenblatt');
  if (isFurniture(product.kind)) scope.push('Montagematerial und Aufbauanleitung');
  return scope;
}

export const WITHDRAWAL_INFO =
  'Sie haben das Recht, binnen 14 Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Frist beginnt mit dem Tag, an dem Sie die Ware erhalten haben. Einzelheiten finden Sie in unserer Widerrufsbelehrung.';

export const OLD_DEVICES_INFO =
  'Altgeräte nehmen wir nach dem Elektro- und Elektronikgerätegesetz (ElektroG) kostenlos zurück: beim Kauf eines gleichartigen Neugeräts auf Wunsch bei Lieferung, kleine Altgeräte (bis 25 cm Kantenlänge) auch ohne Neukauf. Elektroaltgeräte gehören nicht in den Hausmüll.';
