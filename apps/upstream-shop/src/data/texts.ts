import { pick, type Random } from './prng.js';
import type { IllustrationKind } from './types.js';

// Product descriptions are assembled from hand-written German paragraphs: one about the kind
// of article, one about where it is used (by main category), one about quality and service.
// Writing 160 descriptions by hand would add nothing a shopper or a test could tell apart.

type Family = 'write' | 'correct' | 'bag' | 'paper' | 'tool' | 'paint' | 'model' | 'play' | 'sport' | 'office' | 'food' | 'maths' | 'geo' | 'read' | 'furniture' | 'tech' | 'music';

const FAMILY: Record<IllustrationKind, Family> = {
  pencil: 'write', 'colour-pencils': 'write', crayons: 'write', 'fountain-pen': 'write', marker: 'write',
  eraser: 'correct', sharpener: 'correct',
  'pencil-case': 'bag', schoolbag: 'bag', backpack: 'bag', 'gym-bag': 'bag',
  notebook: 'paper', pad: 'paper', paper: 'paper', sleeve: 'paper',
  scissors: 'tool', glue: 'tool', stapler: 'tool', punch: 'tool', tape: 'tool',
  paintbox: 'paint', brush: 'paint', 'paint-pot': 'paint',
  clay: 'model', craft: 'model',
  blocks: 'play', puzzle: 'play', 'role-play': 'play',
  ball: 'sport', hoop: 'sport', rope: 'sport',
  binder: 'office', divider: 'office', 'desk-tray': 'office', 'pen-cup': 'office', calculator: 'office',
  lunchbox: 'food', bottle: 'food',
  ruler: 'maths', 'set-square': 'maths', compass: 'maths', abacus: 'maths', counters: 'maths', clock: 'maths',
  globe: 'geo', map: 'geo', cards: 'read',
  table: 'furniture', chair: 'furniture', cushion: 'furniture', shelf: 'furniture', 'storage-box': 'furniture', whiteboard: 'furniture',
  lamp: 'tech', screen: 'tech', laminator: 'tech', appliance: 'tech', instrument: 'music',
};

const INTRO: Record<Family, string> = {
  write: 'Angenehm in der Hand, sauber im Strich: Hier stimmt das Zusammenspiel aus Griff, Mine und Farbe, damit Schreiben und Malen von Anfang an Freude machen.',
  correct: 'Kleine Helfer mit großer Wirkung: Sauberes Korrigieren und spitze Stifte sorgen für ordentliche Hefte und weniger Frust bei den Hausaufgaben.',
  bag: 'Durchdacht bis ins Detail: Stabile Nähte, gut erreichbare Fächer und pflegeleichte Materialien halten dem Schulalltag Tag für Tag stand.',
  paper: 'Gutes Papier macht den Unterschied: Tinte schlägt nicht durch, Radieren hinterlässt keine Flecken, und die Lineatur passt zum Lehrplan.',
  tool: 'Zuverlässiges Werkzeug für Klassenzimmer und Schreibtisch: robust gebaut, sicher in der Handhabung und sofort einsatzbereit.',
  paint: 'Leuchtende, gut deckende Farben und Zubehör, das lange hält: ideal für Kunstunterricht, Kita-Atelier und kreative Nachmittage zu Hause.',
  model: 'Kneten, formen, kleben: Das Material lässt sich leicht verarbeiten und fördert Feinmotorik und Fantasie gleichermaßen.',
  play: 'Spielen heißt lernen: Das Spielmaterial regt zum gemeinsamen Entdecken an und ist so robust, dass es viele Kita-Jahre übersteht.',
  sport: 'Bewegung bringt Konzentration: Das Sportmaterial ist griffig, langlebig und für Turnhalle, Pausenhof und Bewegungsraum gemacht.',
  office: 'Ordnung, die sich auszahlt: Unterlagen, Arbeitsblätter und Materialien sind schnell abgelegt und genauso schnell wiedergefunden.',
  food: 'Frisch durch den Schultag: Pausenbrot und Getränke bleiben sicher verpackt, und die Reinigung geht schnell von der Hand.',
  maths: 'Mathematik zum Anfassen: Präzise Skalen und anschauliches Material helfen beim Messen, Zeichnen und Rechnen lernen.',
  geo: 'Die Welt im Klassenzimmer: Klare Kartografie und aktuelle politische Grenzen machen Erdkunde anschaulich.',
  read: 'Buchstaben und Laute spielerisch entdecken: Das Material unterstützt Leseanfänger beim Zuordnen, Legen und Üben.',
  furniture: 'Für Räume, in denen Kinder gern lernen: Die Möbel sind stabil, pflegeleicht und auf die Größen der Schülerinnen und Schüler abgestimmt.',
  tech: 'Technik, die im Schulalltag einfach funktioniert: schnell eingerichtet, sparsam im Verbrauch und robust genug für viele Hände.',
  music: 'Musik verbindet: Die Instrumente klingen sauber, liegen gut in Kinderhänden und laden zum gemeinsamen Musizieren ein.',
};

const USE: Record<string, string[]> = {
  '100': ['Ideal für Schulanfänger und alle, die gern zeichnen und schreiben.', 'Bewährt im Unterricht von der Grundschule bis zur Oberstufe.'],
  '200': ['Passend zu den Lineaturen, die Grundschulen in Deutschland, Österreich und der Schweiz verlangen.', 'Für Hausaufgaben, Klassenarbeiten und Notizen im Alltag.'],
  '300': ['Für den Kunstunterricht ebenso geeignet wie für Bastelnachmittage in Kita und Hort.', 'Ein Klassiker für kreative Projekte rund ums Jahr, von Ostern bis zur Laterne.'],
  '400': ['Entwickelt für Kindergarten, Krippe und das Spielzimmer zu Hause.', 'Fördert soziales Miteinander, Sprache und Motorik im Freispiel.'],
  '500': ['Für Lehrerzimmer, Sekretariat und das Homeoffice gleichermaßen geeignet.', 'So bleiben Unterrichtsmaterialien und Verwaltungsunterlagen übersichtlich.'],
  '600': ['Die richtige Begleitung für Schulweg, Ausflug und Sportunterricht.', 'Von Eltern und Orthopäden gleichermaßen geschätzt.'],
  '700': ['Nach den Anforderungen der Lehrpläne für Grund- und weiterführende Schulen ausgewählt.', 'Für Freiarbeit, Förderunterricht und das Lernen zu Hause.'],
  '800': ['Geprüft für den Einsatz in Schulen und Kindertagesstätten.', 'Ausgelegt für den täglichen Gebrauch in Klassenzimmer und Gruppenraum.'],
};

const SERVICE = [
  'Alle Materialien sind auf Schadstoffe geprüft und entsprechen den geltenden europäischen Normen.',
  'Bestellen Sie bequem in Klassenstärke: Wir liefern an Schulen, Kitas und Privathaushalte.',
  'Bei Fragen zum Produkt hilft unser Kundenservice gern weiter – telefonisch oder per E-Mail.',
  'Nachhaltig gedacht: langlebige Qualität statt Wegwerfware.',
];

/** Three paragraphs separated by blank lines (the SDL's description format). */
export function describe(random: Random, name: string, brand: string, kind: IllustrationKind, mainCategoryId: string): string {
  const use = USE[mainCategoryId] ?? USE['100'] ?? [];
  return [
    `„${name}“ von ${brand}. ${INTRO[FAMILY[kind]]}`,
    pick(random, use),
    pick(random, SERVICE),
  ].join('\n\n');
}

export const DELIVERY = {
  inStock: 'Auf Lager, Lieferzeit 1–3 Werktage',
  freight: 'Lieferzeit 2–3 Wochen (Speditionsversand)',
  soldOut: 'Ausverkauft',
  discontinued: 'Nicht mehr lieferbar',
} as const;
