import type { ContentLanguage } from './content/types.js';
import type { CategoryRecord, CategoryRef } from './types.js';

interface CategoryDef {
  id: string;
  name: string;
  /** The name in the English B2B shop: the upstream serves category names per language. */
  nameEn: string;
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

const leaf = (id: string, name: string, nameEn: string): CategoryDef => ({ id, name, nameEn });

// Ids encode the position (main 100, sub 110, sub-sub 1101) so a URL tells where it sits.
const TREE: CategoryDef[] = [
  { id: '100', name: 'Schreiben & Zeichnen', nameEn: 'Writing & drawing', children: [
    { id: '110', name: 'Bleistifte & Buntstifte', nameEn: 'Pencils & colouring pencils', children: [leaf('1101', 'Bleistifte', 'Pencils'), leaf('1102', 'Buntstifte', 'Colouring pencils'), leaf('1103', 'Wachsmalstifte & Kreide', 'Wax crayons & chalk')] },
    leaf('120', 'Füller & Tintenroller', 'Fountain pens & rollerballs'),
    leaf('130', 'Filz- & Fasermaler', 'Felt-tip & fibre pens'),
    leaf('140', 'Radiergummis & Spitzer', 'Erasers & sharpeners'),
    leaf('150', 'Federmäppchen & Etuis', 'Pencil cases'),
  ] },
  { id: '200', name: 'Hefte & Papier', nameEn: 'Exercise books & paper', children: [
    { id: '210', name: 'Schulhefte', nameEn: 'Exercise books', children: [leaf('2101', 'Hefte liniert', 'Lined exercise books'), leaf('2102', 'Hefte kariert & blanko', 'Squared & plain exercise books')] },
    leaf('220', 'Collegeblöcke & Notizblöcke', 'Writing pads & notepads'),
    leaf('230', 'Zeichen- & Tonpapier', 'Drawing & construction paper'),
    leaf('240', 'Hefthüllen & Sammelmappen', 'Book covers & folders'),
  ] },
  { id: '300', name: 'Basteln & Gestalten', nameEn: 'Arts & crafts', children: [
    { id: '310', name: 'Scheren & Kleber', nameEn: 'Scissors & glue', children: [leaf('3101', 'Scheren', 'Scissors'), leaf('3102', 'Kleber', 'Glue')] },
    { id: '320', name: 'Farben & Pinsel', nameEn: 'Paints & brushes', children: [leaf('3201', 'Wasserfarben', 'Watercolours'), leaf('3202', 'Pinsel & Malzubehör', 'Brushes & painting accessories'), leaf('3203', 'Finger- & Acrylfarben', 'Finger & acrylic paints')] },
    leaf('330', 'Knete & Modelliermasse', 'Modelling clay'),
    leaf('340', 'Bastelmaterial', 'Craft materials'),
    leaf('350', 'Textiles Gestalten', 'Textile crafts'),
  ] },
  { id: '400', name: 'Kindergarten & Spielen', nameEn: 'Nursery & play', children: [
    leaf('410', 'Bausteine & Konstruktion', 'Building blocks & construction'),
    leaf('420', 'Puzzles & Legespiele', 'Puzzles & pattern games'),
    leaf('430', 'Bewegung & Sport', 'Movement & sport'),
    leaf('440', 'Rollenspiel & Kaufladen', 'Role play & play shop'),
    leaf('450', 'Musik & Rhythmik', 'Music & rhythm'),
  ] },
  { id: '500', name: 'Büro & Organisation', nameEn: 'Office & organisation', children: [
    { id: '510', name: 'Ordner & Register', nameEn: 'Files & dividers', children: [leaf('5101', 'Ordner & Ringbücher', 'Lever arch files & ring binders'), leaf('5102', 'Register & Trennblätter', 'Dividers & index tabs')] },
    leaf('520', 'Heftgeräte & Locher', 'Staplers & punches'),
    leaf('530', 'Schreibtischzubehör', 'Desk accessories'),
    leaf('540', 'Taschenrechner', 'Calculators'),
    { id: '550', name: 'Präsentation & Technik', nameEn: 'Presentation & technology', children: [leaf('5501', 'Laminieren & Aktenvernichter', 'Laminators & shredders'), leaf('5502', 'Displays & Projektion', 'Displays & projection'), leaf('5503', 'Leuchten', 'Lamps')] },
  ] },
  { id: '600', name: 'Schulranzen & Taschen', nameEn: 'School bags & cases', children: [
    leaf('610', 'Schulranzen', 'School satchels'),
    leaf('620', 'Rucksäcke', 'Backpacks'),
    leaf('630', 'Turn- & Sportbeutel', 'Gym & sports bags'),
    leaf('640', 'Brotdosen & Trinkflaschen', 'Lunch boxes & drinking bottles'),
  ] },
  { id: '700', name: 'Lernen & Mathematik', nameEn: 'Learning & maths', children: [
    { id: '710', name: 'Geometrie', nameEn: 'Geometry', children: [leaf('7101', 'Lineale & Geodreiecke', 'Rulers & set squares'), leaf('7102', 'Zirkel', 'Compasses')] },
    leaf('720', 'Rechnen lernen', 'Learning to count'),
    leaf('730', 'Uhr & Zeit', 'Clock & time'),
    leaf('740', 'Globen & Karten', 'Globes & maps'),
    leaf('750', 'Lesen & Schreiben lernen', 'Learning to read & write'),
  ] },
  { id: '800', name: 'Möbel & Einrichtung', nameEn: 'Furniture & fittings', children: [
    leaf('810', 'Schülertische', 'Pupil desks'),
    leaf('820', 'Stühle & Sitzkissen', 'Chairs & seat cushions'),
    leaf('830', 'Aufbewahrung', 'Storage'),
    leaf('840', 'Tafeln & Whiteboards', 'Boards & whiteboards'),
    leaf('850', 'Küche & Lehrerzimmer', 'Kitchen & staff room'),
  ] },
  { id: SALE_CATEGORY_ID, name: 'Sale %', nameEn: 'Sale %', isSale: true },
  // Reached from teasers only, so the main navigation leaves it out.
  { id: NEW_CATEGORY_ID, name: 'Neuheiten', nameEn: 'New in', isExcludedFromNav: true },
];

/**
 * Sale and Neuheiten are flag-based listings with no subtree to navigate, so their pages show
 * no left navigation (page details and the category's flags answer the same).
 */
export function hidesLeftNavigation(category: Pick<CategoryRecord, 'isSale' | 'isExcludedFromNav'>): boolean {
  return category.isSale || category.isExcludedFromNav;
}

/** A category's name in the shop's language (German everywhere but the English B2B shop). */
export function categoryName(category: Pick<CategoryRef, 'name' | 'nameEn'>, language: ContentLanguage): string {
  return language === 'en' ? category.nameEn : category.name;
}

/** The category tree as flat records, root first, then depth-first in display order. */
export function buildCategories(): CategoryRecord[] {
  const records: CategoryRecord[] = [
    { id: ROOT_CATEGORY_ID, name: 'Sortiment', nameEn: 'Range', parentId: null, level: 0, isSale: false, isExcludedFromNav: false, childIds: TREE.map((c) => c.id) },
  ];
  const visit = (def: CategoryDef, parentId: string, level: number): void => {
    records.push({
      id: def.id,
      name: def.name,
      nameEn: def.nameEn,
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
