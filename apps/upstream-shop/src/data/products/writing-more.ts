import { p, type ProductBlock } from './define.js';

export const moreWritingProducts: ProductBlock = {
  firstId: 10051,
  defs: [
    p('1101', 'pencil', 'Bleistift HB mit Radiertip, 12er-Pack', 399, 'Stiftwerk', ['Härtegrad HB', 'Mit Radiertip', 'Sechskantform'], { colour: 'Gelb' }),
    p('1101', 'pencil', 'Zeichenbleistift, Härtegrade 6B bis 2H', 119, 'Stiftwerk', ['Für Zeichnen und Technik', 'Bruchfeste Mine', 'FSC-zertifiziertes Holz'], { options: { label: 'Härtegrad', values: [['6B', 119], ['4B', 119], ['2B', 99], ['B', 99], ['HB', 99], ['H', 99], ['2H', 119]] }, colour: 'Grün' }),
    p('1101', 'pencil', 'Dreikant-Bleistift für Linkshänder', 149, 'Lernwerk', ['Griffmulden für links', 'Härtegrad B', 'Ab Klasse 1'], { colour: 'Orange', age: 'ab 6 Jahren' }),
    p('1102', 'colour-pencils', 'Buntstifte, 24 Farben, Kartonetui', 699, 'Farbenfroh', ['24 Farben', 'Sechskantform', 'Vorgespitzt'], { colour: 'Blau' }),
    p('1102', 'colour-pencils', 'Buntstifte, 36 Farben im Rollenetui', 1999, 'Farbenfroh', ['36 Farben', 'Rollenetui aus Segeltuch', 'Weiche, farbintensive Mine'], { colour: 'Natur', isNew: true }),
    p('1102', 'colour-pencils', 'Buntstifte Jumbo, 6 Farben', 399, 'Kinderkram', ['Für kleine Hände', 'Dicke Mine Ø 6 mm', 'Ab 3 Jahren'], { colour: 'Rot' }),
    p('1102', 'colour-pencils', 'Buntstifte Hautfarben, 12 Farben', 799, 'Farbenfroh', ['12 Haut- und Haartöne', 'Für Porträts und Selbstbilder', 'Vielfalt im Klassenzimmer'], { colour: 'Terrakotta', isNew: true }),
    p('1102', 'colour-pencils', 'Klassenbox Jumbo-Buntstifte, 96 Stück', 3490, 'Farbenfroh', ['8 Farben à 12 Stifte', 'Im Tischköcher', 'Für Kita und Grundschule'], { colour: 'Gelb', max: 20 }),
    p('1103', 'crayons', 'Straßenmalkreide, 20 Stück', 599, 'Kinderkram', ['Extra dick', 'Leuchtende Farben', 'Mit Wasser abwaschbar'], { colour: 'Pink', age: 'ab 3 Jahren' }),
    p('1103', 'crayons', 'Tafelkreide farbig, 12 Stück', 299, 'Lernwerk', ['6 Farben sortiert', 'Staubarm', 'Für Kreidetafeln'], { colour: 'Mint' }),
    p('120', 'fountain-pen', 'Tintenpatronen farbig, 6 Stück', 199, 'Stiftwerk', ['Standardpatronen', 'Löschbare Tinte', 'Für alle gängigen Schulfüller'], { colours: ['Schwarz', 'Rot', 'Grün', 'Türkis', 'Lila'] }),
    p('120', 'fountain-pen', 'Füllfederhalter aus Aluminium', 2495, 'Stiftwerk', ['Edelstahlfeder', 'Pulverbeschichteter Schaft', 'Für Patronen und Konverter'], { colours: ['Silber', 'Schwarz', 'Petrol'], options: { label: 'Feder', values: [['EF', 2495], ['F', 2495], ['M', 2495]] }, without: [['Petrol', 'EF']] }),
    p('130', 'marker', 'Fasermaler fein, 36 Farben', 899, 'Farbenfroh', ['Strichbreite 1 mm', 'Auswaschbar', 'Im Standetui'], { colour: 'Blau', top: true }),
    p('130', 'marker', 'Permanentmarker, 4er-Set', 499, 'Bürofix', ['Wasserfest', 'Rundspitze 1–3 mm', 'Für Folie, Glas und Metall'], { colour: 'Schwarz' }),
    p('130', 'marker', 'Kreidemarker für Fenster, 8 Farben', 1199, 'Kinderkram', ['Deckend auf Glas', 'Nass abwischbar', 'Ab 6 Jahren'], { colour: 'Lila' }),
    p('140', 'eraser', 'Knetradiergummi', 129, 'Stiftwerk', ['Formbar', 'Radiert ohne Krümel', 'Für Kohle und Bleistift'], { colour: 'Grau' }),
    p('140', 'sharpener', 'Tischspitzmaschine mit Kurbel', 1999, 'Bürofix', ['Für Stifte bis Ø 8 mm', 'Spitzstopp', 'Tischklemme'], { colours: ['Blau', 'Rot'], top: true }),
    p('150', 'pencil-case', 'Federmäppchen einfach, unbefüllt', 799, 'Ranzenglück', ['Eine Klappe', 'Gummizüge für 24 Stifte', 'Abwischbar'], { colours: ['Blau', 'Rot', 'Grün', 'Lila', 'Schwarz'], soldOut: ['Lila'] }),
    p('150', 'pencil-case', 'Stifteköcher aus Filz', 899, 'Ranzenglück', ['Aufstellbar', 'Recycelter Filz', 'Magnetverschluss'], { colours: ['Grau', 'Petrol'], isNew: true }),
    p('150', 'pencil-case', 'Federmäppchen Klassik aus Leder', 3490, 'Ranzenglück', ['Echtes Rindleder', 'Handgenäht', 'Reißverschluss aus Metall'], { colour: 'Natur', discontinued: true }),
  ],
};
