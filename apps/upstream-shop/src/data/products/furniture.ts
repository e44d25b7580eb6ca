import { p, type ProductBlock } from './define.js';

export const furnitureProducts: ProductBlock = {
  firstId: 10701,
  defs: [
    p('810', 'table', 'Schülertisch höhenverstellbar, 70 × 50 cm', 12900, 'Raumschule', ['Größen 4 bis 7', 'Buchefurnier mit Kunststoffkante', 'Hakenleiste für Taschen'], { options: { label: 'Tischplatte', values: [['Buche', 12900], ['Ahorn', 13900]] }, colour: 'Natur', freight: true, max: 50, top: true }),
    p('810', 'table', 'Zweier-Schülertisch, 130 × 50 cm', 17900, 'Raumschule', ['Für zwei Schüler', 'Stahlrohrgestell', 'Mit Ablagefach'], { colour: 'Grau', freight: true, max: 50 }),
    p('810', 'table', 'Kindergartentisch rund, Ø 100 cm', 19900, 'Raumschule', ['Für bis zu 6 Kinder', 'Höhe 52 cm', 'Abgerundete Kanten'], { colour: 'Gelb', freight: true, soldOut: true }),
    p('820', 'chair', 'Schülerstuhl Größe 5, stapelbar', 5999, 'Raumschule', ['Sitzhöhe 38 cm', 'Formholzschale', 'Mit Filzgleitern'], { colours: ['Blau', 'Rot', 'Grün', 'Grau'], freight: true, max: 50, top: true }),
    p('820', 'chair', 'Kindergartenstuhl aus Holz', 4999, 'Raumschule', ['Massive Buche', 'Stabile Vierbein-Konstruktion', 'Stapelbar'], { options: { label: 'Sitzhöhe', values: [['26 cm', 4999], ['31 cm', 5299], ['35 cm', 5499]] }, colour: 'Natur', freight: true }),
    p('820', 'cushion', 'Sitzkissen rund, Ø 40 cm', 1499, 'Kinderkram', ['Abwaschbarer Bezug', 'Schadstoffgeprüft', 'Für den Sitzkreis'], { colours: ['Rot', 'Blau', 'Gelb', 'Grün'] }),
    p('820', 'chair', 'Wackelhocker ergonomisch', 8999, 'Raumschule', ['Bewegtes Sitzen', 'Höhe 35–45 cm', 'Rutschfester Fuß'], { colours: ['Blau', 'Grau'], isNew: true }),
    p('830', 'shelf', 'Eigentumsfachregal, 12 Fächer', 24900, 'Raumschule', ['Für Ablagekästen DIN A4', 'Rollen mit Bremse', 'Melaminharz-beschichtet'], { colour: 'Natur', freight: true, max: 10 }),
    p('830', 'storage-box', 'Aufbewahrungsbox mit Deckel, 10 l', 799, 'Bürofix', ['Stapelbar', 'Lebensmittelecht', 'Für Eigentumsfachregale'], { colours: ['Blau', 'Rot', 'Gelb', 'Grün', 'Transparent'], top: true }),
    p('830', 'storage-box', 'Sammelboxen für Bastelmaterial, 5er-Set', 2499, 'Bürofix', ['Mit Sichtfenster', 'Beschriftbar', 'Verschiedene Größen'], { colour: 'Türkis' }),
    p('830', 'shelf', 'Materialwagen mit 6 Schüben', 18900, 'Raumschule', ['Fahrbar', 'Schübe herausnehmbar', 'Abschließbar'], { colour: 'Grau', freight: true, sale: 15 }),
    p('840', 'whiteboard', 'Whiteboard magnetisch', 4999, 'Raumschule', ['Emaillierte Oberfläche', 'Aluminiumrahmen', 'Mit Stiftablage'], { options: { label: 'Größe', values: [['60 × 45 cm', 3499], ['90 × 60 cm', 4999], ['120 × 90 cm', 8999]] }, colour: 'Weiß', top: true }),
    p('840', 'whiteboard', 'Kreidetafel mit Holzrahmen', 2999, 'Holzwurm Spielwaren', ['60 × 40 cm', 'Beidseitig beschreibbar', 'Zum Aufhängen'], { colour: 'Schwarz' }),
    p('840', 'counters', 'Tafelmagnete, 20 Stück', 399, 'Bürofix', ['Ø 20 mm', 'Starke Haftkraft', 'Sortierte Farben'], { colour: 'Rot' }),
    p('840', 'eraser', 'Tafelschwamm', 149, 'Lernwerk', ['Zwei Seiten: weich und kratzfest', 'Für Kreidetafeln', 'Langlebig'], { colour: 'Gelb', min: 5 }),
    p('840', 'whiteboard', 'Whiteboard-Reiniger, 250 ml', 499, 'Bürofix', ['Entfernt eingetrocknete Spuren', 'Mit Pumpsprühkopf', 'Streifenfrei'], { colour: 'Hellblau', content: 250, contentUnit: 'ml' }),
  ],
};
