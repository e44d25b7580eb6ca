import { p, type ProductBlock } from './define.js';

export const moreFurnitureProducts: ProductBlock = {
  firstId: 10751,
  defs: [
    p('810', 'table', 'Lehrerpult mit Schublade', 39900, 'Raumschule', ['140 × 70 cm', 'Abschließbare Schublade', 'Kabeldurchlass'], { colour: 'Natur', freight: true, max: 10 }),
    p('810', 'table', 'Gruppentisch trapezförmig', 14900, 'Raumschule', ['Zu Gruppen kombinierbar', 'Stahlgestell', 'Höhe 64 cm'], { colours: ['Blau', 'Grün', 'Gelb'], freight: true, max: 50 }),
    p('810', 'table', 'Stehpult für Kinder', 12900, 'Raumschule', ['Neigbare Platte', 'Höhenverstellbar', 'Mit Rollen'], { colour: 'Weiß', isNew: true }),
    p('820', 'chair', 'Bürostuhl für das Lehrerzimmer', 24900, 'Raumschule', ['Synchronmechanik', 'Lordosenstütze', 'Armlehnen'], { colours: ['Schwarz', 'Blau'], max: 10 }),
    p('820', 'cushion', 'Sitzsack für die Leseecke', 7999, 'Kinderkram', ['Abwaschbarer Bezug', 'EPS-Füllung', 'Ø 90 cm'], { colours: ['Rot', 'Blau', 'Grün', 'Grau'] }),
    p('820', 'chair', 'Schülerstuhl höhenverstellbar', 8999, 'Raumschule', ['Sitzschale aus Buche', 'Gasfeder', 'Mit Filzgleitern'], { options: { label: 'Größe', values: [['4', 8999], ['5', 8999], ['6', 9499], ['7', 9499]] }, colour: 'Natur', freight: true }),
    p('830', 'shelf', 'Bücherregal für Kinder, 4 Fächer', 17900, 'Raumschule', ['Bücher frontal sichtbar', 'Kippsicherung', 'Höhe 100 cm'], { colour: 'Natur', freight: true }),
    p('830', 'shelf', 'Garderobe mit Bank, 10 Haken', 29900, 'Raumschule', ['Mit Schuhablage', 'Namensschilder', 'Buche'], { colour: 'Natur', freight: true, max: 5 }),
    p('830', 'storage-box', 'Ablagekasten flach, DIN A4', 599, 'Bürofix', ['Für Eigentumsfachregale', 'Stapelbar', 'Griffmulden'], { colours: ['Rot', 'Blau', 'Gelb', 'Grün', 'Weiß', 'Transparent'], top: true }),
    p('840', 'whiteboard', 'Flipchart mit Rollen', 19900, 'Raumschule', ['Höhenverstellbar', 'Magnetische Tafel', 'Papierblockhalter'], { colour: 'Weiß' }),
    p('840', 'whiteboard', 'Weißwandtafel mit Klappflügeln', 89900, 'Raumschule', ['Mittelfläche 200 × 100 cm', 'Zwei Klappflügel', 'Emailliert'], { colour: 'Grau', freight: true, max: 2, discontinued: true }),
    p('850', 'appliance', 'Kühlschrank für das Lehrerzimmer, 120 l', 39900, 'Haushaltsprofi', ['Gefrierfach 15 l', 'Tischhöhe', 'Leise mit 39 dB'], { colour: 'Weiß', energy: 'D', freight: true, max: 5 }),
    p('850', 'appliance', 'Geschirrspüler für die Kita-Küche', 59900, 'Haushaltsprofi', ['13 Maßgedecke', 'Kurzprogramm 45 Minuten', 'Aquastop'], { colour: 'Silber', energy: 'C', freight: true, max: 5 }),
    p('850', 'appliance', 'Mini-Kühlschrank, 45 l', 17900, 'Haushaltsprofi', ['Ohne Gefrierfach', 'Wechselbarer Türanschlag', 'Sehr leise'], { colour: 'Weiß', energy: 'A' }),
    p('850', 'appliance', 'Wasserkocher 1,7 l', 3999, 'Haushaltsprofi', ['Abschaltautomatik', 'Kalkfilter', '360°-Sockel'], { colours: ['Weiß', 'Schwarz'] }),
    p('850', 'lunchbox', 'Kindergeschirr-Set, 24-teilig', 4999, 'Haushaltsprofi', ['Bruchfestes Melamin', 'Für 6 Kinder', 'Spülmaschinenfest'], { colours: ['Grün', 'Gelb'] }),
  ],
};
