import { p, type ProductBlock } from './define.js';

export const morePlayProducts: ProductBlock = {
  firstId: 10351,
  defs: [
    p('410', 'blocks', 'Holzeisenbahn Grundset, 40 Teile', 4999, 'Holzwurm Spielwaren', ['Kompatibel mit gängigen Holzbahnen', 'Buche massiv', 'Ab 3 Jahren'], { colour: 'Rot', top: true }),
    p('410', 'blocks', 'Kugelbahn aus Holz, 60 Teile', 5999, 'Holzwurm Spielwaren', ['Frei kombinierbar', 'Mit 10 Glaskugeln', 'Ab 4 Jahren'], { colour: 'Natur' }),
    p('410', 'blocks', 'Konstruktionsset Zahnräder, 120 Teile', 2999, 'Lernwerk', ['Zahnräder, Achsen und Kurbeln', 'Mit Aufgabenkarten', 'Ab 5 Jahren'], { colour: 'Orange', isNew: true }),
    p('410', 'blocks', 'Bausteine Großpackung, 500 Teile', 5999, 'Holzwurm Spielwaren', ['Für die ganze Gruppe', 'In der Rollbox', 'Ab 4 Jahren'], { colour: 'Blau', sale: 25 }),
    p('420', 'puzzle', 'Puzzle Jahreszeiten, 4 × 24 Teile', 1499, 'Lernwerk', ['Vier Motive', 'Aus Recyclingkarton', 'Ab 4 Jahren'], { colour: 'Grün' }),
    p('420', 'puzzle', 'Steckpuzzle Formen, 9 Teile', 999, 'Holzwurm Spielwaren', ['Große Knöpfe', 'Kreis, Dreieck, Quadrat', 'Ab 18 Monaten'], { colour: 'Gelb' }),
    p('420', 'cards', 'Memo-Spiel Tiere, 64 Karten', 1299, 'Lernwerk', ['32 Bildpaare', 'Dicke Karten', 'Ab 3 Jahren'], { colour: 'Blau', top: true }),
    p('420', 'puzzle', 'Bodenpuzzle Deutschland, 70 Teile', 2499, 'Globetta', ['100 × 70 cm', 'Bundesländer und Hauptstädte', 'Ab 6 Jahren'], { colour: 'Hellblau' }),
    p('430', 'ball', 'Fußball Größe 4, Schulsport', 1999, 'Sportello', ['Genäht', 'Für Halle und Rasen', 'Leichte Ausführung'], { colour: 'Weiß' }),
    p('430', 'ball', 'Schaumstoffball-Set, 6 Stück', 2499, 'Sportello', ['Ø 16 cm', 'Beschichtete Oberfläche', 'Sechs Farben'], { colour: 'Gelb', top: true }),
    p('430', 'rope', 'Schwungtuch Ø 3,5 m', 3999, 'Sportello', ['12 Griffe', 'Sechs Farbfelder', 'Mit Mittelloch'], { colour: 'Rot' }),
    p('430', 'hoop', 'Balancierkreisel', 2499, 'Sportello', ['Ø 60 cm', 'Rutschfeste Noppen', 'Ab 3 Jahren'], { colours: ['Blau', 'Grün', 'Rot'], isNew: true }),
    p('430', 'gym-bag', 'Gymnastikschuhe', 1299, 'Sportello', ['Rutschfeste Sohle', 'Mit Gummizug', 'Waschbar bei 30 °C'], { colours: ['Schwarz', 'Weiß'], options: { label: 'Größe', values: [['26', 1299], ['28', 1299], ['30', 1299], ['32', 1399], ['34', 1399], ['36', 1399]] }, soldOut: ['36'] }),
    p('440', 'role-play', 'Puppenhaus aus Holz, 3 Etagen', 8999, 'Holzwurm Spielwaren', ['Mit 20 Möbelteilen', 'Offene Rückseite', 'Ab 3 Jahren'], { colour: 'Natur' }),
    p('440', 'role-play', 'Kinderküche aus Holz', 14900, 'Holzwurm Spielwaren', ['Mit Backofen und Spüle', 'Höhe 90 cm', 'Ab 3 Jahren'], { colour: 'Weiß', max: 5 }),
    p('440', 'role-play', 'Verkleidungskiste, 15 Teile', 4999, 'Kinderkram', ['Kostüme und Hüte', 'Waschbar', 'Ab 3 Jahren'], { colour: 'Lila', soldOut: true }),
    p('440', 'role-play', 'Arztkoffer mit Zubehör', 2499, 'Kinderkram', ['Mit Stethoskop und Pflaster', '11 Teile', 'Ab 3 Jahren'], { colour: 'Rot' }),
    p('450', 'instrument', 'Rhythmus-Set, 12 Instrumente', 4999, 'Klangwerk', ['Rasseln, Klanghölzer, Tamburin', 'In der Stofftasche', 'Ab 3 Jahren'], { colour: 'Orange', top: true }),
    p('450', 'instrument', 'Glockenspiel, 8 Töne', 1999, 'Klangwerk', ['Diatonisch von C bis C', 'Farbige Klangplatten', 'Mit zwei Schlägeln'], { colour: 'Pink', age: 'ab 3 Jahren' }),
    p('450', 'instrument', 'Handtrommel Ø 25 cm', 2999, 'Klangwerk', ['Naturfell', 'Holzrahmen', 'Mit Schlägel'], { colour: 'Natur' }),
    p('450', 'instrument', 'Klangrohre, 8 Töne', 3499, 'Klangwerk', ['Gestimmte Kunststoffröhren', 'Diatonische Tonleiter', 'Für Gruppenmusik'], { colour: 'Gelb', isNew: true, age: 'ab 4 Jahren' }),
  ],
};
