import { p, type ProductBlock } from './define.js';

export const moreLearningProducts: ProductBlock = {
  firstId: 10651,
  defs: [
    p('7101', 'ruler', 'Lineal 50 cm aus Aluminium', 599, 'Geomax', ['Rutschfeste Rückseite', 'Präzise Skala', 'Für Werken und Technik'], { colour: 'Silber' }),
    p('7101', 'set-square', 'Winkelmesser 180°, 12 cm', 99, 'Geomax', ['Bruchsicher', 'Doppelskala', 'Transparent'], { colour: 'Transparent', min: 5 }),
    p('7101', 'ruler', 'Tafellineal 100 cm', 1999, 'Geomax', ['Mit Griff', 'Für Kreide- und Whiteboardtafeln', 'Gut lesbare Skala'], { colour: 'Gelb' }),
    p('7102', 'compass', 'Einsatzzirkel mit Feinverstellung', 1499, 'Geomax', ['Kreise bis Ø 36 cm', 'Schnellverstellrad', 'Im Etui'], { colours: ['Silber', 'Blau'] }),
    p('7102', 'compass', 'Sicherheitszirkel ohne Spitze', 699, 'Geomax', ['Haftet mit Gummifuß', 'Für Anfänger', 'Für alle Bleistifte'], { colour: 'Orange', isNew: true }),
    p('720', 'counters', 'Rechenschiffchen, Klassensatz', 3999, 'Lernwerk', ['25 Schiffchen mit Plättchen', 'Zehnerübergang anschaulich', 'Ab Klasse 1'], { colour: 'Blau' }),
    p('720', 'counters', 'Steckwürfel, 100 Stück', 1499, 'Lernwerk', ['Kantenlänge 2 cm', 'Zehn Farben', 'Zum Bündeln'], { colour: 'Grün', top: true }),
    p('720', 'abacus', 'Rechenkette 100', 999, 'Lernwerk', ['Perlen in Zehnerfarben', 'Mit Zahlenmarken', 'Ab Klasse 1'], { colour: 'Rot' }),
    p('720', 'counters', 'Bruchrechen-Kreise magnetisch', 2999, 'Lernwerk', ['51 Teile', 'Von 1 bis 1/12', 'Für die Tafel'], { colour: 'Lila' }),
    p('720', 'counters', 'Spielgeld Euro, Klassensatz', 2499, 'Lernwerk', ['Scheine und Münzen', 'Originalgetreue Größen', 'Im Sortierkasten'], { colour: 'Gelb' }),
    p('730', 'clock', 'Wanduhr für Klassenzimmer, Ø 30 cm', 1999, 'Lernwerk', ['Geräuschlos', 'Gut lesbare Ziffern', 'Batterie inklusive'], { colours: ['Weiß', 'Blau', 'Rot'] }),
    p('730', 'clock', 'Zeitdauer-Uhr für Kinder', 2999, 'Lernwerk', ['Zeigt die verbleibende Zeit als Farbfläche', '60 Minuten', 'Ohne Tickgeräusch'], { colour: 'Rot', isNew: true }),
    p('730', 'clock', 'Jahreskreis aus Holz', 3499, 'Holzwurm Spielwaren', ['Monate und Jahreszeiten', 'Mit Zeiger', 'Ab 4 Jahren'], { colour: 'Natur' }),
    p('740', 'map', 'Deutschlandkarte, 100 × 140 cm', 1999, 'Globetta', ['Physische Karte', 'Beschichtet', 'Mit Metallleisten'], { colour: 'Grün' }),
    p('740', 'map', 'Europakarte zum Beschriften', 2499, 'Globetta', ['Stumme Karte', 'Mit Whiteboardmarker beschreibbar', '140 × 100 cm'], { colour: 'Hellblau' }),
    p('740', 'globe', 'Kinderglobus mit Tieren, Ø 25 cm', 2999, 'Globetta', ['Tiere der Kontinente', 'Bruchsicherer Kunststoff', 'Ab 4 Jahren'], { colour: 'Blau', sale: 20 }),
    p('750', 'cards', 'Lesespiel Wort und Bild', 1799, 'Lernwerk', ['80 Bild-Wort-Karten', 'Selbstkontrolle', 'Ab 5 Jahren'], { colour: 'Orange' }),
    p('750', 'cards', 'Magnetbuchstaben, 150 Stück', 1999, 'Lernwerk', ['Groß- und Kleinbuchstaben', 'Vokale in Rot', 'Für Tafel und Whiteboard'], { colour: 'Blau', top: true }),
    p('750', 'notebook', 'Schreiblernheft Schreibschrift', 399, 'Lernwerk', ['Schulausgangsschrift', '48 Seiten', 'Ab Klasse 2'], { colour: 'Blau' }),
    p('750', 'ruler', 'Leselineal mit Farbfenster', 499, 'Lernwerk', ['Hebt die Lesezeile hervor', 'Biegsam', 'Hilft bei Leseschwäche'], { colours: ['Gelb', 'Blau', 'Pink'] }),
  ],
};
