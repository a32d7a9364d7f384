/** Word lists for the generated seed: German names, places, subjects and offer titles. */

export const VORNAMEN_W = ['Anna', 'Birte', 'Claudia', 'Dörte', 'Elke', 'Frauke', 'Gesa', 'Hanna', 'Inken', 'Jana', 'Kerstin', 'Lena', 'Maren', 'Nele', 'Okka', 'Petra', 'Rieke', 'Sabine', 'Telse', 'Ulrike', 'Wiebke', 'Sophie', 'Merle', 'Katrin'];
export const VORNAMEN_M = ['Arne', 'Björn', 'Christian', 'Detlef', 'Eike', 'Finn', 'Gerrit', 'Hauke', 'Jan', 'Knut', 'Lars', 'Malte', 'Nils', 'Ole', 'Peer', 'Rasmus', 'Sönke', 'Thies', 'Uwe', 'Volker', 'Jens', 'Hinrich', 'Jörn', 'Momme'];
export const NACHNAMEN = ['Hansen', 'Jensen', 'Petersen', 'Nielsen', 'Carstensen', 'Thomsen', 'Lorenzen', 'Christiansen', 'Schmidt', 'Möller', 'Sievers', 'Paulsen', 'Clausen', 'Brodersen', 'Ketelsen', 'Rathjen', 'Holst', 'Voß', 'Wulf', 'Ohlsen', 'Feddersen', 'Boysen', 'Lüth', 'Stöver', 'Koopmann', 'Dührkop', 'Asmussen', 'Ingwersen'];

/** Towns per district key (the first is the seat of the district). */
export const ORTE: Record<string, string[]> = {
  flensburg: ['Flensburg'],
  kiel: ['Kiel'],
  luebeck: ['Lübeck', 'Lübeck-Travemünde'],
  neumuenster: ['Neumünster'],
  dithmarschen: ['Heide', 'Meldorf', 'Brunsbüttel', 'Büsum'],
  'herzogtum-lauenburg': ['Ratzeburg', 'Mölln', 'Geesthacht', 'Lauenburg/Elbe'],
  nordfriesland: ['Husum', 'Niebüll', 'Tönning', 'Wyk auf Föhr', 'Westerland'],
  ostholstein: ['Eutin', 'Neustadt in Holstein', 'Oldenburg in Holstein', 'Bad Schwartau', 'Fehmarn'],
  pinneberg: ['Pinneberg', 'Elmshorn', 'Wedel', 'Uetersen', 'Quickborn'],
  ploen: ['Plön', 'Preetz', 'Lütjenburg', 'Schönberg'],
  'rendsburg-eckernfoerde': ['Rendsburg', 'Eckernförde', 'Büdelsdorf', 'Gettorf', 'Kronshagen'],
  'schleswig-flensburg': ['Schleswig', 'Kappeln', 'Harrislee', 'Glücksburg', 'Satrup'],
  segeberg: ['Bad Segeberg', 'Norderstedt', 'Kaltenkirchen', 'Henstedt-Ulzburg', 'Wahlstedt'],
  steinburg: ['Itzehoe', 'Glückstadt', 'Kellinghusen', 'Wilster'],
  stormarn: ['Bad Oldesloe', 'Ahrensburg', 'Reinbek', 'Bargteheide', 'Glinde'],
};

export const STRASSEN = ['Schulstraße', 'Am Markt', 'Lindenallee', 'Kirchenweg', 'Hafenstraße', 'Bahnhofstraße', 'Am Schloßpark', 'Theodor-Storm-Straße', 'Friedrichstraße', 'Holstenstraße', 'Seeweg', 'Gartenstraße'];
export const SCHULNAMEN = ['Theodor-Storm', 'Klaus-Groth', 'Friedrich-Hebbel', 'Thomas-Mann', 'Emil-Nolde', 'Käthe-Kollwitz', 'Anne-Frank', 'Geschwister-Scholl', 'Am Wald', 'Am See', 'Nordlicht', 'Deichblick', 'Lornsen', 'Matthias-Claudius'];

export const FAECHER = ['Deutsch', 'Mathematik', 'Englisch', 'Dänisch', 'Französisch', 'Biologie', 'Chemie', 'Physik', 'Geschichte', 'Geographie', 'Wirtschaft/Politik', 'Philosophie', 'Religion', 'Kunst', 'Musik', 'Sport', 'Informatik', 'Sachunterricht', 'Niederdeutsch', 'Deutsch als Zweitsprache'];
export const BERUFSFELDER = ['Metalltechnik', 'Elektrotechnik', 'Gesundheit und Pflege', 'Wirtschaft und Verwaltung', 'Sozialpädagogik', 'Ernährung und Hauswirtschaft', 'Bautechnik', 'Informationstechnik', 'Agrarwirtschaft', 'Logistik'];

export const TITEL_MUSTER = [
  'Einführung in den kompetenzorientierten {f}unterricht',
  'Digitale Werkzeuge im {f}unterricht',
  'Sprachsensibler {f}unterricht',
  'Diagnose und Förderung im Fach {f}',
  'Kompetenzorientiert prüfen und bewerten: {f}',
  'Inklusiver {f}unterricht in heterogenen Lerngruppen',
  'Künstliche Intelligenz im {f}unterricht',
  'Fachtag {f}: neue Fachanforderungen',
  'Lernen mit Tablets: {f}',
  'Lesen und Schreiben im Fach {f}',
  'Projektunterricht {f} praxisnah',
  'Fachgruppenleitung {f}: Aufgaben und Werkzeuge',
];
export const UEBERGREIFEND = [
  'Classroom Management für Berufseinsteigerinnen und -einsteiger',
  'Umgang mit herausforderndem Verhalten',
  'Gesprächsführung mit Eltern',
  'Datenschutz in der Schule',
  'Medienkompetenz: Prävention von Cybermobbing',
  'Stimmtraining für Lehrkräfte',
  'Schulentwicklung als Team',
  'Erste Hilfe in der Schule',
  'Ganztag gestalten',
  'Demokratiebildung in der Schule',
  'Lehrergesundheit: Stress vorbeugen',
  'Bildung für nachhaltige Entwicklung',
];
export const KENNZEICHEN = ['QLA', 'LiV', 'DaZ', 'MINT', 'BNE', 'DIGI', 'INKL', 'SL'];
export const REFERENTEN = ['Dr. Maren Hinrichsen', 'Jens Ketelsen', 'Prof. Dr. Ute Schwarz', 'Sönke Brodersen', 'Telse Lorenzen', 'Dr. Arne Voß', 'Frauke Paulsen', 'Rasmus Ingwersen', 'Wiebke Thomsen', 'Hauke Feddersen'];
