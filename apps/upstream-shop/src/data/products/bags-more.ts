import { p, type ProductBlock } from './define.js';

export const moreBagProducts: ProductBlock = {
  firstId: 10551,
  defs: [
    p('610', 'schoolbag', 'Schulranzen Sport, 4-teilig', 16900, 'Ranzenglück', ['Mit Sportbeutel und Mäppchen', 'Magnetverschluss', 'Reflektoren nach DIN 58124'], { colours: ['Blau', 'Rot', 'Grün'], isNew: true, max: 20 }),
    p('610', 'schoolbag', 'Schulranzen Klassik aus Leder', 19900, 'Ranzenglück', ['Pflanzlich gegerbtes Leder', 'Handgefertigt', 'Ab Klasse 1'], { colours: ['Natur', 'Dunkelblau'], max: 20, soldOut: ['Dunkelblau'] }),
    p('610', 'schoolbag', 'Regenhülle für Schulranzen', 1299, 'Ranzenglück', ['Passt auf alle gängigen Ranzen', 'Reflektierend', 'Mit Gummizug'], { colours: ['Gelb', 'Orange'] }),
    p('620', 'backpack', 'Schulrucksack 25 l mit Brustgurt', 6999, 'Ranzenglück', ['Ab Klasse 3', 'Laptopfach 14 Zoll', 'Atmungsaktiver Rücken'], { colours: ['Blau', 'Lila', 'Schwarz', 'Grün'], top: true, sale: 15 }),
    p('620', 'backpack', 'Kinderrucksack Ausflug, 10 l', 2499, 'Kinderkram', ['Mit Sitzkissen', 'Namensschild', 'Ab 3 Jahren'], { colours: ['Rot', 'Türkis'] }),
    p('620', 'backpack', 'Lehrertasche mit Laptopfach', 8999, 'Ranzenglück', ['Für Laptops bis 15,6 Zoll', 'Zwei Hauptfächer', 'Abnehmbarer Schultergurt'], { colours: ['Schwarz', 'Grau'], discontinued: true }),
    p('630', 'gym-bag', 'Schwimmbeutel wasserdicht', 999, 'Kinderkram', ['Mit Rollverschluss', '15 l', 'Leicht zu reinigen'], { colours: ['Blau', 'Pink'] }),
    p('630', 'gym-bag', 'Sporttasche für Kinder, 20 l', 2499, 'Sportello', ['Schuhfach', 'Verstellbarer Schultergurt', 'Nassfach'], { colours: ['Rot', 'Blau', 'Schwarz'] }),
    p('630', 'gym-bag', 'Wechselwäschebeutel für den Kindergarten', 899, 'Kinderkram', ['Mit Namensfeld', 'Bio-Baumwolle', 'Kordelzug'], { colours: ['Grün', 'Rot', 'Blau'] }),
    p('640', 'lunchbox', 'Brotdose Edelstahl mit Fächern', 2499, 'Kinderkram', ['Plastikfrei', 'Drei Fächer', 'Auslaufsicherer Deckel'], { colour: 'Silber', isNew: true }),
    p('640', 'bottle', 'Trinkflasche Kinder, 350 ml', 1299, 'Kinderkram', ['Mit Strohhalm', 'Auslaufsicher', 'BPA-frei'], { colours: ['Rot', 'Blau', 'Grün', 'Gelb', 'Pink'], top: true }),
    p('640', 'lunchbox', 'Thermobehälter für Speisen, 350 ml', 2299, 'Kinderkram', ['Hält 6 Stunden warm', 'Edelstahl', 'Mit Löffel'], { colours: ['Blau', 'Mint'] }),
    p('640', 'bottle', 'Glasflasche mit Schutzhülle, 500 ml', 1899, 'Kinderkram', ['Borosilikatglas', 'Silikonhülle', 'Spülmaschinenfest'], { colours: ['Türkis', 'Grau'] }),
    p('640', 'lunchbox', 'Frühstücksbrettchen aus Buche', 999, 'Holzwurm Spielwaren', ['Buchenholz', 'Lebensmittelecht geölt', '22 × 14 cm'], { colour: 'Natur' }),
  ],
};
