import { p, type ProductBlock } from './define.js';

export const officeProducts: ProductBlock = {
  firstId: 10401,
  defs: [
    p('5101', 'binder', 'Ordner A4, 8 cm Rücken', 249, 'Bürofix', ['Mit Griffloch und Rückenschild', 'Kantenschutz', 'Hebelmechanik'], { colours: ['Blau', 'Rot', 'Grün', 'Gelb', 'Schwarz', 'Grau'], top: true }),
    p('5101', 'binder', 'Ordner A4, 5 cm Rücken', 229, 'Bürofix', ['Schmale Ausführung', 'Mit Niederhalter', 'Rückenschild auswechselbar'], { colours: ['Blau', 'Rot', 'Schwarz'] }),
    p('5101', 'binder', 'Ringbuch A4, 2-Ring', 299, 'Bürofix', ['Ringdurchmesser 25 mm', 'Aus PP-Folie', 'Abwischbar'], { colours: ['Türkis', 'Pink', 'Blau'] }),
    p('5101', 'binder', 'Ordner A4 Karton, 8 cm, 10er-Pack', 1999, 'Bürofix', ['10 Ordner', 'Wolkenmarmor-Optik', 'Blauer Engel'], { colour: 'Grau', sale: 25 }),
    p('5102', 'divider', 'Register A4 1–12, Kunststoff', 199, 'Bürofix', ['12 farbige Taben', 'Mit Deckblatt zum Beschriften', 'Universallochung'], { colour: 'Blau' }),
    p('5102', 'divider', 'Trennstreifen, 100 Stück', 349, 'Bürofix', ['Recyclingkarton', 'Sortierte Farben', '240 × 105 mm'], { colour: 'Orange' }),
    p('5102', 'divider', 'Register A–Z, Karton', 249, 'Bürofix', ['24 Blatt', 'Grau', 'Für Ordner A4'], { colour: 'Grau' }),
    p('520', 'stapler', 'Heftgerät bis 25 Blatt', 999, 'Bürofix', ['Für Heftklammern 24/6', 'Ganzmetall-Mechanik', 'Mit Enthefter'], { colours: ['Schwarz', 'Blau', 'Rot'], top: true }),
    p('520', 'stapler', 'Heftklammern 24/6, 1.000 Stück', 149, 'Bürofix', ['Verzinkt', 'Für bis zu 30 Blatt', 'Mindestbestellmenge 5 Packungen'], { colour: 'Silber', min: 5 }),
    p('520', 'punch', 'Locher bis 30 Blatt mit Anschlagschiene', 1199, 'Bürofix', ['Formatmarkierungen', 'Rutschfeste Bodenplatte', 'Konfettibehälter'], { colours: ['Schwarz', 'Blau'] }),
    p('520', 'stapler', 'Mini-Heftgerät mit Klammern', 349, 'Bürofix', ['Passt in jedes Mäppchen', 'Für Klammern Nr. 10', 'Inklusive 1.000 Klammern'], { colours: ['Pink', 'Türkis', 'Gelb'] }),
    p('530', 'tape', 'Tischabroller mit Klebefilm', 599, 'Klebfix', ['Schwerer Standfuß', 'Für Rollen bis 33 m', 'Mit Rolle 19 mm'], { colour: 'Schwarz' }),
    p('530', 'tape', 'Klebefilm 19 mm × 33 m, 8 Rollen', 699, 'Klebfix', ['Kristallklar', 'Leise abrollbar', 'Beschriftbar'], { colour: 'Transparent', sale: 10 }),
    p('530', 'desk-tray', 'Briefablage A4, stapelbar', 349, 'Bürofix', ['Für A4 und C4', 'Stufenlos stapelbar', 'Bruchfest'], { colours: ['Schwarz', 'Blau', 'Grün', 'Transparent'] }),
    p('530', 'pen-cup', 'Stiftehalter aus Holz', 899, 'Holzwurm Spielwaren', ['Vier Fächer', 'Geölte Buche', 'Für Lehrerpult und Schreibtisch'], { colour: 'Natur', isNew: true }),
    p('540', 'calculator', 'Schulrechner mit 240 Funktionen', 1999, 'Kalkulo', ['Zweizeiliges Display', 'Für Sekundarstufe I', 'Solar und Batterie'], { colour: 'Dunkelblau', top: true }),
    p('540', 'calculator', 'Grafikrechner mit Farbdisplay', 8999, 'Kalkulo', ['Prüfungszulassung in vielen Bundesländern', 'Akku mit USB-Ladung', 'Examensmodus'], { colour: 'Schwarz', max: 20 }),
    p('540', 'calculator', 'Taschenrechner Solar, 8-stellig', 499, 'Kalkulo', ['Große Tasten', 'Solarbetrieb', 'Für die Grundschule'], { colours: ['Blau', 'Pink', 'Grün'] }),
    p('540', 'calculator', 'Tischrechner mit Steuerfunktion', 1499, 'Kalkulo', ['12-stellig', 'Neigbares Display', 'Korrekturtaste'], { colour: 'Grau', soldOut: true }),
  ],
};
