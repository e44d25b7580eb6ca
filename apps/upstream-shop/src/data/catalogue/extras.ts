import type { DownloadRecord, EnergyClass, FacetValues, IllustrationKind, LabelRecord } from '../types.js';

// Product-page extras derived from what a product is (kind, main category, facts), so the
// hand-written product tables stay one line per product.

export interface ExtrasInput {
  name: string;
  kind: IllustrationKind;
  mainCategoryId: string;
  facts: readonly string[];
  energy: EnergyClass | null;
  freight: boolean;
  age: string | null;
}

const FURNITURE: readonly IllustrationKind[] = ['table', 'chair', 'shelf', 'whiteboard', 'storage-box'];
const ELECTRIC: readonly IllustrationKind[] = ['screen', 'lamp', 'laminator', 'appliance', 'calculator'];
const CHEMICAL: readonly IllustrationKind[] = ['glue', 'paint-pot', 'paintbox', 'clay'];
const TEXTILE: readonly IllustrationKind[] = ['schoolbag', 'backpack', 'gym-bag', 'pencil-case', 'cushion'];

export const isFurniture = (kind: IllustrationKind): boolean => FURNITURE.includes(kind);
export const isTextile = (kind: IllustrationKind): boolean => TEXTILE.includes(kind);

export function warrantyFor(kind: IllustrationKind): string {
  if (kind === 'calculator') return '3 Jahre Herstellergarantie';
  if (kind === 'schoolbag' || kind === 'backpack') return '3 Jahre Garantie auf Nähte und Verschlüsse';
  if (isFurniture(kind)) return '5 Jahre Garantie auf Gestell und Mechanik';
  if (ELECTRIC.includes(kind)) return '2 Jahre Herstellergarantie';
  return '2 Jahre gesetzliche Gewährleistung';
}

const LABELS: Array<[test: (i: ExtrasInput) => boolean, label: LabelRecord]> = [
  [(i) => i.facts.some((f) => f.includes('Blauer Engel')), { code: 'blauer-engel', name: 'Blauer Engel', description: 'Umweltzeichen für ressourcenschonend hergestellte Produkte' }],
  [(i) => i.facts.some((f) => f.includes('FSC')), { code: 'fsc', name: 'FSC', description: 'Holz aus verantwortungsvoller Waldwirtschaft' }],
  [(i) => i.facts.some((f) => /recycel|Recycling/.test(f)), { code: 'recycling', name: 'Recyclingmaterial', description: 'Überwiegend aus wiederverwertetem Material' }],
  [(i) => i.facts.some((f) => f.includes('Montessori')), { code: 'montessori', name: 'Montessori', description: 'Nach den Grundsätzen der Montessori-Pädagogik' }],
  [(i) => i.facts.some((f) => f.includes('DIN 58124')), { code: 'din-58124', name: 'DIN 58124', description: 'Sichtbarkeit im Straßenverkehr nach Schulranzen-Norm' }],
  [(i) => i.mainCategoryId === '400', { code: 'ce', name: 'CE', description: 'Spielzeug nach der Spielzeugrichtlinie (EN 71)' }],
  [(i) => isFurniture(i.kind) && i.mainCategoryId === '800', { code: 'gs', name: 'GS – Geprüfte Sicherheit', description: 'Von einer unabhängigen Stelle geprüft' }],
];

export function labelsFor(input: ExtrasInput): LabelRecord[] {
  return LABELS.filter(([test]) => test(input)).map(([, label]) => ({ ...label }));
}

export function downloadsFor(input: ExtrasInput): DownloadRecord[] {
  const downloads: DownloadRecord[] = [];
  // Spec §3: the energy label's download is "Energiedatenblatt" holding the "Produktdatenblatt".
  if (input.energy) downloads.push({ id: 'produktdatenblatt', displayName: 'Energiedatenblatt', dataName: 'Produktdatenblatt', headline: `Produktdatenblatt ${input.name}` });
  if (ELECTRIC.includes(input.kind)) downloads.push({ id: 'bedienungsanleitung', displayName: 'Bedienungsanleitung', dataName: 'Bedienungsanleitung', headline: `Bedienungsanleitung ${input.name}` });
  if (isFurniture(input.kind) && input.mainCategoryId === '800') downloads.push({ id: 'aufbauanleitung', displayName: 'Aufbauanleitung', dataName: 'Aufbauanleitung', headline: `Aufbauanleitung ${input.name}` });
  if (CHEMICAL.includes(input.kind)) downloads.push({ id: 'sicherheitsdatenblatt', displayName: 'Sicherheitsdatenblatt', dataName: 'Sicherheitsdatenblatt', headline: `Sicherheitsdatenblatt ${input.name}` });
  if (input.mainCategoryId === '400') downloads.push({ id: 'konformitaetserklaerung', displayName: 'EU-Konformitätserklärung', dataName: 'Konformitätserklärung', headline: `EU-Konformitätserklärung ${input.name}` });
  return downloads;
}

/** Months of an age recommendation ('ab 18 Monaten' → 18, 'ab 3 Jahren' → 36, 'ab Klasse 1' → 72). */
export function ageMonths(age: string | null): number | null {
  if (!age) return null;
  // School starts at about 6: class n is roughly n + 5 years.
  const grade = /^ab Klasse (\d+)$/.exec(age);
  if (grade) return (Number(grade[1]) + 5) * 12;
  const match = /^ab (\d+) (Monaten|Jahr|Jahren)$/.exec(age);
  if (!match) return null;
  return match[2] === 'Monaten' ? Number(match[1]) : Number(match[1]) * 12;
}

/** The age recommendation stated by the facts, in the filter's wording. */
export function ageFromFacts(facts: readonly string[]): string | null {
  for (const fact of facts) {
    const months = /^Ab (\d+) Monaten$/.exec(fact);
    if (months) return `ab ${months[1]} Monaten`;
    const years = /^Ab (\d+) (Jahr|Jahren)$/.exec(fact);
    if (years) return `ab ${years[1]} ${years[2]}`;
    const grade = /^Ab Klasse (\d+)$/.exec(fact);
    if (grade) return `ab Klasse ${grade[1]}`;
    const range = /von (\d+) bis \d+ Jahren/.exec(fact);
    if (range) return `ab ${range[1]} Jahren`;
  }
  return null;
}

const SMALL_PARTS = 'Achtung! Nicht für Kinder unter 3 Jahren geeignet. Erstickungsgefahr wegen verschluckbarer Kleinteile.';
const SUPERVISION = 'Achtung! Benutzung unter unmittelbarer Aufsicht von Erwachsenen.';

/** Toy-safety warnings (EN 71) and hazard notes. */
export function warningsFor(input: ExtrasInput): { warnings: string[]; dangerWarnings: string[] } {
  const months = ageMonths(input.age);
  const toy = input.mainCategoryId === '400' || (input.kind === 'craft' && input.mainCategoryId === '300');
  const warnings = toy && (months === null || months >= 36) ? [SMALL_PARTS] : [];
  const dangerWarnings: string[] = [];
  if (/Heißklebe/.test(input.name) && input.kind === 'glue' && !/sticks/.test(input.name)) dangerWarnings.push('Vorsicht: Düse und Kleber werden heiß, Verbrennungsgefahr.');
  if (input.kind === 'laminator' && /Laminiergerät/.test(input.name)) dangerWarnings.push('Heiße Oberfläche während des Betriebs.');
  if (/Aktenvernichter/.test(input.name)) dangerWarnings.push('Einzugsgefahr für Haare, Schmuck und Kleidung. Nicht für Kinder.');
  if (/Wasserkocher/.test(input.name)) dangerWarnings.push('Heißes Wasser: Verbrühungsgefahr.');
  if (/Reiniger/.test(input.name)) dangerWarnings.push('Verursacht schwere Augenreizung. Darf nicht in die Hände von Kindern gelangen.');
  if (dangerWarnings.length > 0 && toy) warnings.push(SUPERVISION);
  return { warnings, dangerWarnings };
}

export function facetsFor(name: string, colours: readonly string[], age: string | null): FacetValues {
  return { colours: [...colours], age, colourCount: /(\d+) Farben/.exec(name)?.[1] ?? null };
}
