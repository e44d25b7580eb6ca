import type { ExtraTabRecord, IllustrationKind, ItemRecord } from '../types.js';
import { isTextile } from './extras.js';

// The HTML of the product page's extra tabs (spec §2 "extra tabs"): trusted shop HTML, built
// from the product's own data with every value escaped.

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface TabInput {
  name: string;
  brand: string;
  kind: IllustrationKind;
  mainCategoryId: string;
  facts: readonly string[];
  items: readonly ItemRecord[];
  energy: string | null;
  age: string | null;
  warnings: readonly string[];
  warranty: string;
}

const PEDAGOGY: Record<string, string> = {
  '300': 'Gestalten stärkt Feinmotorik, Ausdauer und Vorstellungskraft. Planen Sie Zeit für freies Ausprobieren ein und lassen Sie die Kinder über ihre Werke sprechen.',
  '400': 'Freies Spiel fördert Sprache, soziales Lernen und Motorik. Das Material eignet sich für Kleingruppen und lässt sich ohne Anleitung nutzen.',
  '700': 'Anschauliches Material macht abstrakte Inhalte begreifbar. Es unterstützt handelndes Lernen in Freiarbeit, Förderunterricht und Stationenarbeit.',
};

function row(label: string, value: string): string {
  return `<tr><th>${escapeHtml(label)}</th><td>${value}</td></tr>`;
}

function technicalData(input: TabInput): string {
  const axes = new Map<string, string[]>();
  for (const item of input.items) {
    for (const v of item.variantInfo) {
      const values = axes.get(v.label) ?? [];
      if (!values.includes(v.value)) values.push(v.value);
      axes.set(v.label, values);
    }
  }
  const rows = [
    row('Hersteller', escapeHtml(input.brand)),
    row('Artikelnummer', escapeHtml(input.items.map((i) => i.orderNumber).join(', '))),
    row('Merkmale', `<ul>${input.facts.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`),
    ...[...axes].map(([label, values]) => row(label, escapeHtml(values.join(', ')))),
    ...(input.energy ? [row('Energieeffizienzklasse', escapeHtml(input.energy))] : []),
    ...(input.age ? [row('Altersempfehlung', escapeHtml(input.age))] : []),
    row('Garantie', escapeHtml(input.warranty)),
    row('Versand', input.items.some((i) => i.needsSpedition) ? 'Speditionsversand' : 'Paketversand'),
  ];
  return `<table class="technical-data">${rows.join('')}</table>`;
}

export function buildTabs(input: TabInput): ExtraTabRecord[] {
  const tabs: ExtraTabRecord[] = [{ id: 'technische-daten', title: 'Technische Daten', html: technicalData(input) }];
  const pedagogy = PEDAGOGY[input.mainCategoryId];
  if (pedagogy) {
    const age = input.age ? `<p>Empfohlen ${escapeHtml(input.age)}.</p>` : '';
    tabs.push({ id: 'paedagogischer-hinweis', title: 'Pädagogischer Hinweis', html: `<p>${escapeHtml(pedagogy)}</p>${age}` });
  }
  const dangers = input.items[0]?.dangerWarnings ?? [];
  if (input.warnings.length > 0 || dangers.length > 0) {
    const list = [...input.warnings, ...dangers].map((w) => `<li>${escapeHtml(w)}</li>`).join('');
    tabs.push({ id: 'sicherheitshinweise', title: 'Sicherheitshinweise', html: `<ul>${list}</ul>` });
  }
  if (isTextile(input.kind)) {
    tabs.push({
      id: 'pflegehinweise',
      title: 'Pflegehinweise',
      html: '<ul><li>Mit einem feuchten Tuch und milder Seife reinigen.</li><li>Nicht in den Trockner geben.</li><li>Vor dem Verstauen vollständig trocknen lassen.</li></ul>',
    });
  }
  return tabs;
}
