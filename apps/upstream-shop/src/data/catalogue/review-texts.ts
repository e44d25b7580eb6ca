// Hand-written German review texts by star rating. Reviews are assembled from these so that a
// product's stored reviews read like real ones without writing 2,000 texts by hand.

export const REVIEW_TEXTS: Record<1 | 2 | 3 | 4 | 5, Array<[title: string, message: string]>> = {
  5: [
    ['Absolut empfehlenswert', 'Wir sind rundum zufrieden. Die Qualität ist hervorragend und die Kinder benutzen „{name}“ jeden Tag.'],
    ['Top Qualität', 'Genau so, wie beschrieben. Sehr gut verarbeitet, schnell geliefert – wir bestellen gern wieder.'],
    ['Im Unterricht bewährt', 'Ich setze „{name}“ seit Monaten in meiner Klasse ein. Hält viel aus und die Kinder kommen gut damit zurecht.'],
    ['Perfekt für den Kindergarten', 'In unserer Kita heiß begehrt. Robust, schön gestaltet und leicht zu reinigen.'],
    ['Preis-Leistung stimmt', 'Für den Preis eine wirklich gute Qualität. Klare Kaufempfehlung.'],
  ],
  4: [
    ['Sehr gut, kleine Abzüge', 'Insgesamt sehr zufrieden. Ein Stern Abzug, weil die Verpackung etwas aufwendig war.'],
    ['Gutes Produkt', '„{name}“ macht, was es soll. Die Farben wirken in echt etwas anders als auf dem Bild.'],
    ['Würde ich wieder kaufen', 'Solide Qualität und schnelle Lieferung. Für den Dauereinsatz in der Schule gut geeignet.'],
    ['Praktisch', 'Im Alltag sehr praktisch. Die Anleitung könnte etwas ausführlicher sein.'],
  ],
  3: [
    ['Ganz okay', 'Erfüllt seinen Zweck, mehr aber auch nicht. Für den Preis hätte ich etwas mehr erwartet.'],
    ['Durchschnittlich', 'Die Verarbeitung ist in Ordnung, an einigen Stellen aber nicht ganz sauber.'],
    ['Mittelmäßig', 'Für zu Hause reicht es. Im Klassenzimmer zeigen sich nach einigen Wochen Gebrauchsspuren.'],
  ],
  2: [
    ['Leider enttäuscht', 'Nach kurzer Zeit gab es die ersten Mängel. Für den Schulalltag nicht robust genug.'],
    ['Nicht wie erwartet', 'Die Beschreibung hat mehr versprochen. Wir nutzen „{name}“ nur noch selten.'],
  ],
  1: [
    ['Nicht zu empfehlen', 'Schon beim Auspacken beschädigt. Der Kundenservice hat aber schnell Ersatz geschickt.'],
    ['Schlechte Qualität', 'Hat leider nicht lange gehalten. Schade, die Idee ist gut.'],
  ],
};

export const AUTHORS = [
  'Sabine K., Lehrerin', 'Thomas M.', 'Anna S., Mutter von zwei Kindern', 'Kita Sonnenschein', 'Jörg W., Schulleiter',
  'Melanie B., Erzieherin', 'Familie Öztürk', 'Lena H.', 'Grundschule am Park', 'Markus R., Vater',
  'Claudia F., Förderlehrerin', 'Petra N.', 'Hort Regenbogen', 'Stefan L., Hausmeister', 'Julia Z., Referendarin',
];

export const PLACES = ['Münster', 'Leipzig', 'Graz', 'Zürich', 'Köln', 'Wien', 'Freiburg', 'Bern', 'Hamburg', 'Kassel', 'Linz', 'Dresden'];

export const SHOP_REPLY_AUTHOR = 'Ihr Tafel-Kundenservice';

export const SHOP_REPLIES: Record<'low' | 'high', string[]> = {
  low: [
    'Das tut uns leid! Bitte melden Sie sich bei unserem Kundenservice, wir finden gemeinsam eine Lösung.',
    'Vielen Dank für Ihre offene Rückmeldung. Wir haben sie an den Hersteller weitergegeben.',
  ],
  high: ['Herzlichen Dank für Ihre Bewertung – wir freuen uns, dass Sie zufrieden sind!'],
};
