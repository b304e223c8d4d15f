-- The airports' official Turkish names, so a Turkish page names every airport in Turkish ("Milas-Bodrum
-- Havalimanı") and an English page in English (`name`). Every listed airport gets its name from the list the
-- seed also reads (app/data/airports.json); any other row is named after its city, so no row is left without one.
ALTER TABLE "airports" ADD COLUMN "name_tr" VARCHAR(160);

UPDATE "airports" AS a
SET "name_tr" = v.name_tr
FROM (VALUES
  ('LTFM', 'İstanbul Havalimanı'),
  ('LTAC', 'Ankara Esenboğa Havalimanı'),
  ('LTBJ', 'İzmir Adnan Menderes Havalimanı'),
  ('LTAI', 'Antalya Havalimanı'),
  ('LTFE', 'Milas-Bodrum Havalimanı'),
  ('LTBS', 'Dalaman Havalimanı'),
  ('LTAF', 'Adana Şakirpaşa Havalimanı'),
  ('LTCG', 'Trabzon Havalimanı'),
  ('LTAJ', 'Gaziantep Havalimanı'),
  ('LTAU', 'Kayseri Erkilet Havalimanı'),
  ('LTBR', 'Bursa Yenişehir Havalimanı'),
  ('EGLL', 'Londra Heathrow Havalimanı'),
  ('LFPG', 'Paris Charles de Gaulle Havalimanı'),
  ('LFMN', 'Nice Côte d''Azur Havalimanı'),
  ('LSGG', 'Cenevre Havalimanı'),
  ('LSZH', 'Zürih Havalimanı'),
  ('LIMC', 'Milano Malpensa Havalimanı'),
  ('LIRF', 'Roma Fiumicino Havalimanı'),
  ('LIPZ', 'Venedik Marco Polo Havalimanı'),
  ('EDDM', 'Münih Havalimanı'),
  ('EDDF', 'Frankfurt Havalimanı'),
  ('EDDL', 'Düsseldorf Havalimanı'),
  ('EDDB', 'Berlin Brandenburg Havalimanı'),
  ('LOWW', 'Viyana Uluslararası Havalimanı'),
  ('EHAM', 'Amsterdam Schiphol Havalimanı'),
  ('EBBR', 'Brüksel Havalimanı'),
  ('LEMD', 'Madrid Barajas Havalimanı'),
  ('LEBL', 'Barselona El Prat Havalimanı'),
  ('LPPT', 'Lizbon Humberto Delgado Havalimanı'),
  ('LGAV', 'Atina Eleftherios Venizelos Uluslararası Havalimanı'),
  ('LBSF', 'Sofya Havalimanı'),
  ('LROP', 'Bükreş Henri Coandă Uluslararası Havalimanı'),
  ('LYBE', 'Belgrad Nikola Tesla Havalimanı'),
  ('LKPR', 'Prag Václav Havel Havalimanı'),
  ('EPWA', 'Varşova Chopin Havalimanı'),
  ('LHBP', 'Budapeşte Liszt Ferenc Uluslararası Havalimanı'),
  ('OMDB', 'Dubai Uluslararası Havalimanı'),
  ('OMAA', 'Abu Dabi Uluslararası Havalimanı'),
  ('OTHH', 'Doha Hamad Uluslararası Havalimanı'),
  ('OERK', 'Riyad Kral Halid Uluslararası Havalimanı'),
  ('OEJN', 'Cidde Kral Abdülaziz Uluslararası Havalimanı'),
  ('OEMA', 'Medine Prens Muhammed bin Abdülaziz Havalimanı'),
  ('OKKK', 'Kuveyt Uluslararası Havalimanı'),
  ('OBBI', 'Bahreyn Uluslararası Havalimanı'),
  ('OOMS', 'Maskat Uluslararası Havalimanı'),
  ('OJAI', 'Amman Kraliçe Alia Uluslararası Havalimanı'),
  ('OLBA', 'Beyrut Refik Hariri Uluslararası Havalimanı'),
  ('HECA', 'Kahire Uluslararası Havalimanı'),
  ('ORER', 'Erbil Uluslararası Havalimanı'),
  ('ORBI', 'Bağdat Uluslararası Havalimanı'),
  ('GMMN', 'Kazablanka Muhammed V Uluslararası Havalimanı'),
  ('DTTA', 'Tunus Kartaca Uluslararası Havalimanı'),
  ('DAAG', 'Cezayir Houari Boumediene Havalimanı'),
  ('OMSJ', 'Şarja Uluslararası Havalimanı')
) AS v(icao, name_tr)
WHERE trim(a."icao") = v.icao;

UPDATE "airports" SET "name_tr" = "city" || ' Havalimanı' WHERE "name_tr" IS NULL;

ALTER TABLE "airports" ALTER COLUMN "name_tr" SET NOT NULL;
