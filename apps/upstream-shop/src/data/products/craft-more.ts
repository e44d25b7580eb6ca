import { p, type ProductBlock } from './define.js';

export const moreCraftProducts: ProductBlock = {
  firstId: 10251,
  defs: [
    p('3101', 'scissors', 'Kinderschere mit Schutzkappe', 299, 'Schnipselwerk', ['Abgerundete Spitze', 'Schutzkappe', 'Ab 4 Jahren'], { colours: ['Rot', 'Blau', 'Grün', 'Gelb'] }),
    p('3101', 'scissors', 'Klassensatz Kinderscheren, 12 Stück', 2490, 'Schnipselwerk', ['10 für Rechtshänder, 2 für Linkshänder', 'Im Scherenständer', 'Rostfrei'], { colour: 'Blau', max: 20 }),
    p('3101', 'craft', 'Schneidematte A3', 1299, 'Schnipselwerk', ['Selbstheilend', 'Rasterdruck', '5 Lagen'], { colour: 'Grün' }),
    p('3102', 'glue', 'Alleskleber, 35 g', 249, 'Klebfix', ['Lösungsmittelfrei', 'Für Holz, Papier und Textil', 'Transparent'], { content: 35, contentUnit: 'g', colour: 'Gelb' }),
    p('3102', 'glue', 'Klebestifte, 10er-Pack à 21 g', 1299, 'Klebfix', ['Auswaschbar', 'Lösungsmittelfrei', 'Klassenpackung'], { content: 210, contentUnit: 'g', colour: 'Weiß', top: true }),
    p('3102', 'glue', 'Heißklebesticks, 50 Stück', 599, 'Klebfix', ['Ø 7 mm', 'Für Niedertemperatur-Pistolen', 'Transparent'], { colour: 'Transparent' }),
    p('3201', 'paintbox', 'Deckfarbkasten Opak, 12 Farben', 1299, 'Farbenfroh', ['Sehr hohe Deckkraft', 'Mit Deckweiß', 'Stabiler Kunststoffkasten'], { colour: 'Dunkelblau', isNew: true }),
    p('3201', 'paintbox', 'Aquarellkasten, 24 Halbnäpfchen', 2499, 'Farbenfroh', ['Künstlerqualität', 'Metallkasten', 'Mit Reisepinsel'], { colour: 'Schwarz' }),
    p('3202', 'brush', 'Schwammpinsel-Set, 10 Stück', 349, 'Kinderkram', ['Verschiedene Breiten', 'Für Farbe und Kleister', 'Ab 2 Jahren'], { colour: 'Gelb' }),
    p('3202', 'paint-pot', 'Mischpalette mit 10 Mulden', 199, 'Farbenfroh', ['Bruchsicher', 'Spülmaschinenfest', 'Mit Daumenloch'], { colour: 'Weiß' }),
    p('3203', 'paint-pot', 'Fingerfarben Klassenpackung, 6 × 750 ml', 3999, 'Kinderkram', ['Auswaschbar', 'Frei von Konservierungsstoffen', 'Ab 2 Jahren'], { content: 4500, contentUnit: 'ml', colour: 'Rot', top: true }),
    p('3203', 'paint-pot', 'Stoffmalfarbe, 6 × 50 ml', 1499, 'Farbenfroh', ['Waschbeständig nach dem Bügeln', 'Für helle Textilien', 'Auf Wasserbasis'], { content: 300, contentUnit: 'ml', colour: 'Türkis' }),
    p('330', 'clay', 'Ton, 10 kg', 1299, 'Knetbär', ['Brennbar bis 1.100 °C', 'Gebrauchsfertig', 'Schamottiert'], { colour: 'Terrakotta', content: 10000, contentUnit: 'g', max: 50 }),
    p('330', 'clay', 'Knete XXL-Eimer, 2 kg', 1999, 'Knetbär', ['8 Farben', 'Weizenfrei', 'Im wiederverschließbaren Eimer'], { colour: 'Blau', content: 2000, contentUnit: 'g', sale: 20 }),
    p('340', 'craft', 'Bastelbox Natur, 1.000 Teile', 2999, 'Schnipselwerk', ['Federn, Perlen, Holz und Filz', 'Im Sortierkasten', 'Ab 4 Jahren'], { colour: 'Natur', isNew: true }),
    p('340', 'craft', 'Holzperlen bunt, 500 Stück', 799, 'Schnipselwerk', ['Ø 10 mm', 'Mit Fädelschnur', 'Ab 3 Jahren'], { colour: 'Orange' }),
    p('350', 'craft', 'Malkittel für Kinder', 999, 'Kinderkram', ['Wasserabweisend', 'Klettverschluss am Rücken', 'Bündchen an den Ärmeln'], { colours: ['Rot', 'Blau', 'Grün'], options: { label: 'Größe', values: [['98/104', 999], ['110/116', 999], ['122/128', 1099], ['134/140', 1099]] }, without: [['Grün', '134/140'], ['Rot', '98/104']], top: true }),
    p('350', 'craft', 'Webrahmen aus Holz', 1499, 'Holzwurm Spielwaren', ['40 × 30 cm', 'Mit Webnadel und Garn', 'Ab 6 Jahren'], { colour: 'Natur' }),
    p('350', 'craft', 'Filzwolle, 10 Farben', 1199, 'Schnipselwerk', ['Je 20 g', 'Für Nass- und Trockenfilzen', 'Naturwolle'], { colour: 'Lila', content: 200, contentUnit: 'g' }),
    p('350', 'craft', 'Kinder-Nähset mit Filzmotiven', 1299, 'Kinderkram', ['Mit Kunststoffnadel', '6 Motive', 'Ab 5 Jahren'], { colour: 'Pink' }),
  ],
};
