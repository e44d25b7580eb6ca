import type { ReturnReasonDef } from './return-reasons.js';

/** How a return is settled (spec §3: regulation; names and rules are not shown in the spec). */
export interface RegulationDef {
  code: 'REPLACEMENT' | 'REFUND' | 'CREDIT' | 'EXCHANGE';
  name: string;
  description: string;
}

const REPLACEMENT: RegulationDef = {
  code: 'REPLACEMENT',
  name: 'Ersatzlieferung',
  description: 'Sie erhalten denselben Artikel kostenlos neu, sobald die Rücksendung geprüft ist.',
};
const REFUND: RegulationDef = {
  code: 'REFUND',
  name: 'Erstattung',
  description: 'Der Betrag wird auf das ursprüngliche Zahlungsmittel zurückgezahlt.',
};
const CREDIT: RegulationDef = {
  code: 'CREDIT',
  name: 'Gutschrift',
  description: 'Der Betrag wird Ihrem Kundenkonto gutgeschrieben und mit der nächsten Rechnung verrechnet.',
};
const EXCHANGE: RegulationDef = {
  code: 'EXCHANGE',
  name: 'Umtausch',
  description: 'Sie erhalten eine andere Ausführung (Farbe, Größe) desselben Artikels.',
};

const ALL = [REPLACEMENT, REFUND, CREDIT, EXCHANGE];

/**
 * The regulations for a selection, the one to preselect first (spec §4: first available
 * preselected). A fault (damaged, defective, wrong article) puts the free replacement first;
 * B2B orders are paid on invoice and settled on the invoice account, so they get no refund.
 */
export function regulationsFor(reasons: readonly ReturnReasonDef[], isB2b: boolean): RegulationDef[] {
  const list: RegulationDef[] = [];
  if (reasons.some((r) => r.fault)) list.push(REPLACEMENT);
  if (!isB2b) list.push(REFUND);
  list.push(CREDIT, EXCHANGE);
  return list;
}

/** Any regulation by code, for naming those of earlier returns. */
export function regulationByCode(code: string): RegulationDef | undefined {
  return ALL.find((r) => r.code === code);
}
