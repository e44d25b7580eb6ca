import { p, type ProductBlock } from './define.js';

export const morePaperProducts: ProductBlock = {
  firstId: 10151,
  defs: [
    p('2101', 'notebook', 'Schulheft A5 liniert, Lineatur 2', 39, 'Heftmeister', ['Für das 2. Schuljahr', '16 Blatt', 'Mit Rand'], { colour: 'Rot' }),
    p('2101', 'notebook', 'Schulheft A4, Lineatur 4', 49, 'Heftmeister', ['Für das 4. Schuljahr', '16 Blatt', 'Blauer Engel'], { colours: ['Blau', 'Rot', 'Grün', 'Gelb', 'Lila', 'Orange'], top: true }),
    p('2101', 'notebook', 'Heftbox A4 mit 10 Heften', 999, 'Heftmeister', ['10 Hefte Lineatur 27', 'Sammelbox aus Karton', 'Sortierte Farben'], { colour: 'Türkis' }),
    p('2101', 'notebook', 'Oktavheft A6, 40 Blatt', 99, 'Heftmeister', ['Liniert', 'Handliches Taschenformat', 'Für Notizen und Vokabeln'], { colour: 'Dunkelblau' }),
    p('2102', 'notebook', 'Rechenheft A4 kariert, Lineatur 28', 49, 'Heftmeister', ['5-mm-Karo ohne Rand', '16 Blatt', 'Blauer Engel'], { colours: ['Blau', 'Grün', 'Rot'] }),
    p('2102', 'notebook', 'Zeichenheft A4 blanko mit Pergaminpapier', 199, 'Heftmeister', ['16 Blatt Zeichenpapier', 'Mit Zwischenblättern', 'Fester Umschlag'], { colour: 'Natur' }),
    p('2102', 'notebook', 'Schulhefte A5 kariert, 10er-Pack', 399, 'Heftmeister', ['Lineatur 22', '10 Hefte', 'Recyclingpapier'], { colour: 'Grün', sale: 15 }),
    p('220', 'pad', 'Collegeblock A5, 80 Blatt', 149, 'Papeterie Lindner', ['Kariert', '4-fach gelocht', 'Perforiert'], { colours: ['Blau', 'Rot', 'Grün'] }),
    p('220', 'pad', 'Briefblock A4, 50 Blatt', 199, 'Papeterie Lindner', ['Liniert mit Rand', 'Kopfverleimt', 'Mit Schreibunterlage'], { colour: 'Weiß' }),
    p('220', 'pad', 'Stenoblock A5, 40 Blatt', 129, 'Papeterie Lindner', ['Mittellinie', 'Kopfspirale', 'Fester Rücken'], { colour: 'Gelb' }),
    p('220', 'pad', 'Haftnotizen 38 × 51 mm, 12 Blöcke', 449, 'Bürofix', ['12 × 100 Blatt', 'Gelb', 'Wiederablösbar'], { colour: 'Gelb', min: 2 }),
    p('230', 'paper', 'Kopierpapier A4, 500 Blatt', 599, 'Papeterie Lindner', ['80 g/m²', 'Für Laser und Inkjet', 'Blauer Engel'], { colour: 'Weiß', top: true, max: 100 }),
    p('230', 'paper', 'Fotokarton A4, 50 Bogen, 25 Farben', 999, 'Papeterie Lindner', ['300 g/m²', 'Durchgefärbt', 'Für stabile Bastelarbeiten'], { colour: 'Rot' }),
    p('230', 'paper', 'Regenbogen-Transparentpapier, 10 Bogen', 499, 'Schnipselwerk', ['50 × 70 cm', 'Mehrfarbig verlaufend', 'Für Laternen'], { colour: 'Orange', isNew: true }),
    p('230', 'paper', 'Aquarellblock, 15 Blatt', 599, 'Papeterie Lindner', ['300 g/m²', 'Feinkorn', 'Vierseitig verleimt'], { colour: 'Weiß', options: { label: 'Format', values: [['A4', 599], ['A3', 999]] } }),
    p('240', 'sleeve', 'Prospekthüllen A4, 100 Stück', 449, 'Bürofix', ['Oben offen', 'Universallochung', 'Glasklar'], { colour: 'Transparent', top: true }),
    p('240', 'sleeve', 'Eckspanner A4 aus Karton', 149, 'Heftmeister', ['Mit Gummizug', 'Drei Innenklappen', 'Beschriftungsfeld'], { colours: ['Rot', 'Blau', 'Grün', 'Gelb', 'Schwarz'] }),
    p('240', 'sleeve', 'Schnellhefter A4, 25 Stück', 699, 'Bürofix', ['Aus Karton', 'Kaufmännische Heftung', 'Beschriftungsfeld'], { colour: 'Blau', sale: 10 }),
  ],
};
