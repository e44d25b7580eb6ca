import type { CategoryRecord } from './types.js';

interface CategoryDef {
  id: string;
  name: string;
  isSale?: boolean;
  isExcludedFromNav?: boolean;
  children?: CategoryDef[];
}

export const ROOT_CATEGORY_ID = '1';
/** Virtual categories: their products are chosen by a flag, not filed under them. */
export const SALE_CATEGORY_ID = '900';
export const NEW_CATEGORY_ID = '950';
/** Where the search keyword 'ranzen' leads. */
export const SCHOOLBAG_CATEGORY_ID = '610';

const leaf = (id: string, name: string): CategoryDef => ({ id, name });

// Ids encode the position (main 100, sub 110, sub-sub 1101) so a URL tells where it sits.
const TREE: CategoryDef[] = [
  { id: '100', name: 'Schreiben & Zeichnen', children: [
    { id: '110', name: 'Bleistifte & Buntstifte', children: [leaf('1101', 'Bleistifte'), leaf('1102', 'Buntstifte'), leaf('1103', 'Wachsmalstifte & Kreide')] },
    leaf('120', 'Füller & Tintenroller'),
    leaf('130', 'Filz- & Fasermaler'),
    leaf('140', 'Radiergummis & Spitzer'),
    leaf('150', 'Federmäppchen & Etuis'),
  ] },
  { id: '200', name: 'Hefte & Papier', children: [
    { id: '210', name: 'Schulhefte', children: [leaf('2101', 'Hefte liniert'), leaf('2102', 'Hefte kariert & blanko')] },
    leaf('220', 'Collegeblöcke & Notizblöcke'),
    leaf('230', 'Zeichen- & Tonpapier'),
    leaf('240', 'Hefthüllen & Sammelmappen'),
  ] },
  { id: '300', name: 'Basteln & Gestalten', children: [
    { id: '310', name: 'Scheren & Kleber', children: [leaf('3101', 'Scheren'), leaf('3102', 'Kleber')] },
    { id: '320', name: 'Farben & Pinsel', children: [leaf('3201', 'Wasserfarben'), leaf('3202', 'Pinsel & Malzubehör'), leaf('3203', 'Finger- & Acrylfarben')] },
    leaf('330', 'Knete & Modelliermasse'),
    leaf('340', 'Bastelmaterial'),
    leaf('350', 'Textiles Gestalten'),
  ] },
  { id: '400', name: 'Kindergarten & Spielen', children: [
    leaf('410', 'Bausteine & Konstruktion'),
    leaf('420', 'Puzzles & Legespiele'),
    leaf('430', 'Bewegung & Sport'),
    leaf('440', 'Rollenspiel & Kaufladen'),
    leaf('450', 'Musik & Rhythmik'),
  ] },
  { id: '500', name: 'Büro & Organisation', children: [
    { id: '510', name: 'Ordner & Register', children: [leaf('5101', 'Ordner & Ringbücher'), leaf('5102', 'Register & Trennblätter')] },
    leaf('520', 'Heftgeräte & Locher'),
    leaf('530', 'Schreibtischzubehör'),
    leaf('540', 'Taschenrechner'),
    { id: '550', name: 'Präsentation & Technik', children: [leaf('5501', 'Laminieren & Aktenvernichter'), leaf('5502', 'Displays & Projektion'), leaf('5503', 'Leuchten')] },
  ] },
  { id: '600', name: 'Schulranzen & Taschen', children: [
    leaf('610', 'Schulranzen'),
    leaf('620', 'Rucksäcke'),
    leaf('630', 'Turn- & Sportbeutel'),
    leaf('640', 'Brotdosen & Trinkflaschen'),
  ] },
  { id: '700', name: 'Lernen & Mathematik', children: [
    { id: '710', name: 'Geometrie', children: [leaf('7101', 'Lineale & Geodreiecke'), leaf('7102', 'Zirkel')] },
    leaf('720', 'Rechnen lernen'),
    leaf('730', 'Uhr & Zeit'),
    leaf('740', 'Globen & Karten'),
    leaf('750', 'Lesen & Schreiben lernen'),
  ] },
  { id: '800', name: 'Möbel & Einrichtung', children: [
    leaf('810', 'Schülertische'),
    leaf('820', 'Stühle & Sitzkissen'),
    leaf('830', 'Aufbewahrung'),
    leaf('840', 'Tafeln & Whiteboards'),
    leaf('850', 'Küche & Lehrerzimmer'),
  ] },
  { id: SALE_CATEGORY_ID, name: 'Sale %', isSale: true },
  // Reached from teasers only, so the main navigation leaves it out.
  { id: NEW_CATEGORY_ID, name: 'Neuheiten', isExcludedFromNav: true },
];

/**
 * Sale and Neuheiten are flag-based listings with no subtree to navigate, so their pages show
 * no left navigation (page details and the category's flags answer the same).
 */
export function hidesLeftNavigation(category: Pick<CategoryRecord, 'isSale' | 'isExcludedFromNav'>): boolean {
  return category.isSale || category.isExcludedFromNav;
}

/** The category tree as flat records, root first, then depth-first in display order. */
export function buildCategories(): CategoryRecord[] {
  const records: CategoryRecord[] = [
    { id: ROOT_CATEGORY_ID, name: 'Sortiment', parentId: null, level: 0, isSale: false, isExcludedFromNav: false, childIds: TREE.map((c) => c.id) },
  ];
  const visit = (def: CategoryDef, parentId: string, level: number): void => {
    records.push({
      id: def.id,
      name: def.name,
      parentId,
      level,
      isSale: def.isSale ?? false,
      isExcludedFromNav: def.isExcludedFromNav ?? false,
      childIds: (def.children ?? []).map((c) => c.id),
    });
    for (const child of def.children ?? []) visit(child, def.id, level + 1);
  };
  for (const main of TREE) visit(main, ROOT_CATEGORY_ID, 1);
  return records;
}
