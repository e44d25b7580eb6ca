import { p, type ProductBlock } from './define.js';

export const paperProducts: ProductBlock = {
  firstId: 10101,
  defs: [
    p('2101', 'notebook', 'Schulheft A4 liniert, Lineatur 27', 49, 'Heftmeister', ['16 Blatt, 90 g/m²', 'Mit Rand', 'Blauer Engel'], { colours: ['Blau', 'Rot', 'Gelb', 'Grün'], top: true }),
    p('2101', 'notebook', 'Schulheft A5, Lineatur 1, 16 Blatt', 39, 'Heftmeister', ['Für das 1. Schuljahr', 'Mit Hilfslinien', 'Recyclingpapier'], { colour: 'Gelb' }),
    p('2101', 'notebook', 'Schulhefte A4 Lineatur 3, 10er-Pack', 449, 'Heftmeister', ['10 Hefte à 16 Blatt', 'Für das 3. Schuljahr', 'Sortierte Umschlagfarben'], { colour: 'Türkis', sale: 10 }),
    p('2101', 'notebook', 'Vokabelheft A5, 3-spaltig', 79, 'Heftmeister', ['32 Blatt', 'Drei Spalten mit Trennlinie', 'Stabiler Umschlag'], { colour: 'Orange' }),
    p('2101', 'notebook', 'Hausaufgabenheft A5, 96 Seiten', 399, 'Lernwerk', ['Wochenübersicht mit Stundenplan', 'Ferientermine zum Eintragen', 'Fester Einband'], { colours: ['Blau', 'Pink', 'Türkis'], isNew: true }),
    p('2102', 'notebook', 'Rechenheft A4 kariert, Lineatur 26', 49, 'Heftmeister', ['5-mm-Karo mit Rand', '16 Blatt', 'Nur im 10er-Schritt bestellbar'], { colour: 'Grün', min: 10 }),
    p('2102', 'notebook', 'Rechenheft A5 kariert mit Rand, Lineatur 22', 39, 'Heftmeister', ['7-mm-Karo', 'Für das 1. und 2. Schuljahr', '16 Blatt'], { colour: 'Blau' }),
    p('2102', 'notebook', 'Heft A4 blanko, 32 Blatt', 69, 'Heftmeister', ['Unliniert', '90 g/m²', 'Ideal für Skizzen und Sachkunde'], { colour: 'Grau' }),
    p('220', 'pad', 'Collegeblock A4, 80 Blatt', 199, 'Papeterie Lindner', ['4-fach gelocht', 'Perforiert zum Heraustrennen', 'Doppelspirale'], { options: { label: 'Lineatur', values: [['kariert', 199], ['liniert', 199], ['blanko', 219]] }, top: true }),
    p('220', 'pad', 'Notizblock A6, 50 Blatt', 89, 'Papeterie Lindner', ['Kariert', 'Kopfverleimt', 'Nur im 10er-Schritt bestellbar'], { colour: 'Gelb', min: 10 }),
    p('220', 'pad', 'Spiralblock A5 liniert', 149, 'Papeterie Lindner', ['60 Blatt', 'Kopfspirale', 'Fester Kartonrücken'], { colour: 'Rot' }),
    p('220', 'pad', 'Haftnotizen 76 × 76 mm, 6 Blöcke', 499, 'Bürofix', ['6 × 100 Blatt', 'Wiederablösbar', 'Vier Neonfarben'], { colour: 'Pink', sale: 20 }),
    p('230', 'paper', 'Zeichenblock, 20 Blatt, 120 g/m²', 199, 'Papeterie Lindner', ['Holzfreies Zeichenpapier', 'Für Bunt- und Wasserfarben', 'Blauer Engel'], { options: { label: 'Format', values: [['A4', 199], ['A3', 299]] }, colour: 'Weiß', top: true }),
    p('230', 'paper', 'Tonpapier A4, 100 Blatt, 10 Farben', 799, 'Papeterie Lindner', ['130 g/m²', 'Durchgefärbt', '10 Blatt je Farbe'], { colour: 'Orange' }),
    p('230', 'paper', 'Tonkarton A3, 50 Bogen', 1299, 'Papeterie Lindner', ['220 g/m²', '10 Farben sortiert', 'Ideal für Laternen und Masken'], { colour: 'Lila' }),
    p('230', 'paper', 'Transparentpapier A4, 25 Blatt', 349, 'Papeterie Lindner', ['115 g/m²', 'Zum Abpausen und für Fensterbilder', 'Bedruckbar'], { colour: 'Hellblau' }),
    p('230', 'paper', 'Origamipapier 15 × 15 cm, 500 Blatt', 699, 'Schnipselwerk', ['20 Farben', 'Beidseitig gefärbt', 'Mit Faltanleitung'], { colour: 'Pink', isNew: true }),
    p('240', 'sleeve', 'Hefthüllen A4, 10 Farben', 599, 'Heftmeister', ['Aus robuster Folie', 'Mit Beschriftungsfeld', 'Farben sortiert'], { colour: 'Blau' }),
    p('240', 'sleeve', 'Hefthülle A5 mit Namensschild', 59, 'Heftmeister', ['Transparent gefärbt', 'Passend für A5-Hefte', 'Abwischbar'], { colours: ['Rot', 'Blau', 'Grün', 'Gelb', 'Transparent'] }),
    p('240', 'sleeve', 'Heftumschläge A4 aus Papier, 10 Stück', 349, 'Heftmeister', ['Kraftpapier', 'Selbst gestaltbar', 'Umweltfreundlich'], { colour: 'Natur' }),
    p('240', 'sleeve', 'Sammelmappe A3 mit Gummizug', 249, 'Heftmeister', ['Fester Karton', 'Drei Innenklappen', 'Für Zeichnungen bis A3'], { colours: ['Rot', 'Blau', 'Grün'] }),
  ],
};
