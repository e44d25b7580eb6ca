import type { Catalogue } from '../data/catalogue.js';
import { slug } from '../data/catalogue/search-text.js';
import { brandSvg } from './brand-svg.js';
import { documentPdf } from './document-pdf.js';
import { energyArrowSvg, energyLabelSvg, isEnergyClass } from './energy-svg.js';

export interface MediaFile {
  body: string | Buffer;
  contentType: string;
}

const ENERGY = /^\/media\/energy\/([A-G])(-label)?\.svg$/;
const BRAND = /^\/media\/brands\/([a-z0-9-]{1,64})\.svg$/;
const DOWNLOAD = /^\/media\/downloads\/(\d{5})\/([a-z-]{1,40})\.pdf$/;

/** Energy labels, brand logos and product documents; null when the path names none of them. */
export function catalogueMedia(catalogue: Catalogue, path: string): MediaFile | null {
  const energy = ENERGY.exec(path);
  if (energy?.[1] && isEnergyClass(energy[1])) {
    return { body: energy[2] ? energyLabelSvg(energy[1]) : energyArrowSvg(energy[1]), contentType: 'image/svg+xml' };
  }
  const brand = BRAND.exec(path)?.[1];
  const name = brand ? catalogue.brands.find((b) => slug(b) === brand) : undefined;
  if (name) return { body: brandSvg(name), contentType: 'image/svg+xml' };
  const download = DOWNLOAD.exec(path);
  const product = download?.[1] ? catalogue.product(download[1]) : undefined;
  const doc = product?.downloads.find((d) => d.id === download?.[2]);
  if (product && doc) {
    const lines = [`Artikel: ${product.name}`, `Hersteller: ${product.manufacturer}`, `Artikelnummern: ${product.items.map((i) => i.orderNumber).join(', ')}`, ...product.shortFacts];
    if (product.energyClass) lines.push(`Energieeffizienzklasse: ${product.energyClass}`);
    return { body: documentPdf(doc.headline, lines), contentType: 'application/pdf' };
  }
  return null;
}
