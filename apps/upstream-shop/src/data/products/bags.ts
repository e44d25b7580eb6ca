import { p, type ProductBlock } from './define.js';

export const bagProducts: ProductBlock = {
  firstId: 10501,
  defs: [
    p('610', 'schoolbag', 'Schulranzen-Set, 5-teilig', 18900, 'Ranzenglück', ['Mit Mäppchen, Schlamperbox, Sportbeutel und Brotdose', 'Nur 1,1 kg leicht', 'Reflektoren nach DIN 58124'], { colours: ['Blau', 'Pink', 'Grün', 'Schwarz'], soldOut: ['Pink'], top: true, max: 20 }),
    p('610', 'schoolbag', 'Schulranzen ergonomisch, 1. Klasse', 14900, 'Ranzenglück', ['Höhenverstellbares Rückensystem', 'Brustgurt und Hüftgurt', 'Aus recycelten PET-Flaschen'], { colours: ['Türkis', 'Lila', 'Dunkelblau'], max: 20 }),
    p('610', 'schoolbag', 'Schulranzen Leichtgewicht', 12900, 'Ranzenglück', ['Nur 950 g', 'Wasserabweisend', 'Mit Flaschenhalter'], { colours: ['Rot', 'Blau'], sale: 20, max: 20 }),
    p('620', 'backpack', 'Schulrucksack 30 l', 7999, 'Ranzenglück', ['Gepolstertes Laptopfach', 'Ergonomische Schultergurte', 'Ab Klasse 5'], { colours: ['Schwarz', 'Petrol', 'Grau'], top: true }),
    p('620', 'backpack', 'Kindergartenrucksack mit Namensschild', 2999, 'Kinderkram', ['Für Kinder von 3 bis 6 Jahren', 'Brustgurt', 'Reflektierende Streifen'], { colours: ['Rot', 'Gelb', 'Blau'] }),
    p('620', 'backpack', 'Daypack 20 l', 4999, 'Ranzenglück', ['Leicht und faltbar', 'Seitliche Netztaschen', 'Wasserabweisend'], { colours: ['Grün', 'Dunkelblau'], isNew: true }),
    p('630', 'gym-bag', 'Turnbeutel aus Baumwolle', 699, 'Ranzenglück', ['Mit Kordelzug', 'Bio-Baumwolle', 'Bei 40 °C waschbar'], { colours: ['Natur', 'Schwarz', 'Rot'] }),
    p('630', 'gym-bag', 'Sportbeutel reflektierend', 1299, 'Ranzenglück', ['Reflektierende Vorderseite', 'Innentasche mit Reißverschluss', 'Wasserabweisend'], { colour: 'Grau' }),
    p('630', 'gym-bag', 'Schuhbeutel mit Kordelzug', 599, 'Kinderkram', ['Mit Belüftungsösen', 'Namensfeld', 'Robustes Polyester'], { colour: 'Blau' }),
    p('640', 'lunchbox', 'Brotdose mit Trennfach', 1299, 'Kinderkram', ['Herausnehmbarer Einsatz', 'BPA-frei', 'Spülmaschinenfest'], { colours: ['Grün', 'Blau', 'Pink'], top: true }),
    p('640', 'bottle', 'Trinkflasche Edelstahl, 500 ml', 1699, 'Kinderkram', ['Auslaufsicher', 'Hält 12 Stunden kalt', 'Kohlensäuregeeignet'], { colours: ['Blau', 'Mint', 'Pink'] }),
    p('640', 'bottle', 'Trinkflasche Tritan, 400 ml', 999, 'Kinderkram', ['Leicht und bruchfest', 'Mit Trinkhalm', 'Spülmaschinenfest'], { colours: ['Orange', 'Türkis'], sale: 15 }),
    p('640', 'lunchbox', 'Snackdosen, 3er-Set', 899, 'Kinderkram', ['Drei Größen', 'Ineinander stapelbar', 'Frei von Weichmachern'], { colour: 'Gelb' }),
  ],
};
