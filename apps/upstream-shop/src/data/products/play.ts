import { p, type ProductBlock } from './define.js';

export const playProducts: ProductBlock = {
  firstId: 10301,
  defs: [
    p('410', 'blocks', 'Holzbausteine 100 Teile', 2999, 'Holzwurm Spielwaren', ['Aus unbehandelter Buche', 'Im Holzkasten', 'Ab 1 Jahr'], { colour: 'Natur', top: true }),
    p('410', 'blocks', 'Magnetbausteine, 40 Teile', 3999, 'Holzwurm Spielwaren', ['Starke, fest eingeschweißte Magnete', 'Fördern räumliches Denken', 'Ab 3 Jahren'], { colour: 'Türkis', isNew: true }),
    p('410', 'blocks', 'Große Softbausteine, 24 Teile', 8999, 'Kinderkram', ['Aus schadstofffreiem Schaumstoff', 'Abwaschbarer Bezug', 'Für Bewegungsbaustellen'], { colour: 'Rot', sale: 20, max: 20 }),
    p('410', 'blocks', 'Steckbausteine Grundset, 250 Teile', 3499, 'Holzwurm Spielwaren', ['Kompatibel mit gängigen Systemen', 'Mit Grundplatte', 'Ab 4 Jahren'], { colour: 'Gelb' }),
    p('420', 'puzzle', 'Holzpuzzle Bauernhof, 12 Teile', 1299, 'Holzwurm Spielwaren', ['Mit Greifknöpfen', 'Bunt bedruckt', 'Ab 18 Monaten'], { colour: 'Grün', top: true }),
    p('420', 'puzzle', 'Bodenpuzzle Weltkarte, 48 Teile', 1999, 'Globetta', ['90 × 60 cm', 'Extradicke Teile', 'Mit Tieren der Kontinente'], { colour: 'Blau' }),
    p('420', 'puzzle', 'Rahmenpuzzle Zahlen 1–10', 1499, 'Lernwerk', ['Zahlen und Mengen zuordnen', 'Aus Holz', 'Ab 3 Jahren'], { colour: 'Orange' }),
    p('420', 'puzzle', 'Legespiel Tangram aus Holz', 799, 'Holzwurm Spielwaren', ['7 Legeteile', 'Mit 40 Vorlagenkarten', 'Ab 5 Jahren'], { colour: 'Lila' }),
    p('430', 'ball', 'Softball Ø 18 cm', 499, 'Sportello', ['Weiche Schaumstoffoberfläche', 'Für drinnen und draußen', 'Ab 3 Jahren'], { colours: ['Rot', 'Blau', 'Gelb', 'Grün'], top: true }),
    p('430', 'rope', 'Springseil mit Holzgriffen, 2,5 m', 399, 'Sportello', ['Baumwollseil', 'Kugelgelagerte Holzgriffe', 'Ab 5 Jahren'], { colour: 'Rot' }),
    p('430', 'ball', 'Gymnastikball Ø 65 cm', 1999, 'Sportello', ['Berstsicher bis 300 kg', 'Mit Pumpe', 'Als Sitzball geeignet'], { colours: ['Blau', 'Rot', 'Grün'], max: 20 }),
    p('430', 'hoop', 'Turnreifen Ø 70 cm', 299, 'Sportello', ['Bruchfester Kunststoff', 'Für Bewegungsspiele', 'Stapelbar'], { colours: ['Rot', 'Gelb', 'Blau', 'Grün'] }),
    p('440', 'role-play', 'Kaufladen aus Holz', 12900, 'Holzwurm Spielwaren', ['Mit Markise und Tafel', '110 × 45 × 100 cm', 'Viel Stauraum'], { colour: 'Natur', freight: true, max: 5 }),
    p('440', 'role-play', 'Spielkasse mit Scanner und Spielgeld', 2999, 'Kinderkram', ['Mit Rechenfunktion', 'Scanner mit Piepton', 'Batterien enthalten'], { colour: 'Pink', isNew: true }),
    p('440', 'role-play', 'Kaufladen-Zubehör Obst & Gemüse, 24 Teile', 1999, 'Holzwurm Spielwaren', ['Aus bemaltem Holz', 'Mit Klettverbindung zum Schneiden', 'Im Korb'], { colour: 'Grün', soldOut: true }),
  ],
};
