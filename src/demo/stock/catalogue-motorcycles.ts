/** Motorcycles sold in Australia and New Zealand. Row format: see catalogue.ts. */
import { parseModelRow, type ModelSpec } from './catalogue.ts';

export const MOTORCYCLE_WORLD_CODES: Readonly<Record<string, string>> = {
  Honda: 'MLH',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  'Harley-Davidson': '1HD',
  BMW: 'WB1',
  Suzuki: 'JS1',
  KTM: 'VBK',
  Triumph: 'SMT',
  Ducati: 'ZDM',
  'Royal Enfield': 'ME3',
  Vespa: 'ZAP',
};

const MANUAL_6 = '6 Speed Manual';
const twin = (cc: number) => `${cc}cc Parallel Twin;Premium Unleaded Petrol;${MANUAL_6};-`;

const ROWS = `
Honda|CB650R|naked|Naked|2019|MY|:14500,E-Clutch:15500|649cc Inline 4;Premium Unleaded Petrol;${MANUAL_6};-|-/2|6
Honda|CBR650R|sports|Sports|2019|MY|:15500,E-Clutch:16500|649cc Inline 4;Premium Unleaded Petrol;${MANUAL_6};-|-/2|4
Honda|CRF300L|offRoad|Trail|2021|MY|:8900,Rally:10900|286cc Single;Unleaded Petrol;${MANUAL_6};-|-/1|5
Honda|Africa Twin|adventure|Adventure|2016|CRF1100L:2020,CRF1000L:2016|CRF1100L:25000,Adventure Sports ES DCT:31000|1084cc Parallel Twin;Premium Unleaded Petrol;6 Speed DCT;-,${twin(1084)}|-/2|5
Honda|Rebel 500|cruiser|Cruiser|2017|MY|:10500,SE:11000|${twin(471)}|-/2|5
Honda|PCX160|scooter|Scooter|2021|MY|:5000|157cc Single;Unleaded Petrol;CVT;-|-/2|4
Honda|Gold Wing|touring|Touring|2018|SC79:2018|Tour DCT:50000|1833cc Flat 6;Premium Unleaded Petrol;7 Speed DCT;-|-/2|1
Yamaha|MT-07|naked|Naked|2014|MY|LAMS:12000,HO:12900|${twin(689)}|-/2|8
Yamaha|MT-09|naked|Naked|2014|MY|:17500,SP:20500|890cc Inline 3;Premium Unleaded Petrol;${MANUAL_6};-|-/2|5
Yamaha|YZF-R7|sports|Sports|2022|MY|:15000|${twin(689)}|-/2|3
Yamaha|Tenere 700|adventure|Adventure|2019|MY|:17500,World Raid:21000|${twin(689)}|-/2|5
Yamaha|XMAX 300|scooter|Scooter|2018|MY|:9000,Tech MAX:10000|292cc Single;Unleaded Petrol;CVT;-|-/2|3
Yamaha|WR450F|offRoad|Enduro|2012|MY|:15000|450cc Single;Premium Unleaded Petrol;5 Speed Manual;-|-/1|3
Kawasaki|Ninja 650|sports|Sports|2017|MY|LAMS:11500,KRT Edition:12000|${twin(649)}|-/2|6
Kawasaki|Z900|naked|Naked|2017|MY|:15000,SE:17500|948cc Inline 4;Premium Unleaded Petrol;${MANUAL_6};-|-/2|5
Kawasaki|Versys 650|adventure|Adventure Tourer|2015|MY|LAMS:13000,Tourer:14500|${twin(649)}|-/2|3
Kawasaki|Vulcan S|cruiser|Cruiser|2015|MY|:11500,Cafe:12000|${twin(649)}|-/2|3
Kawasaki|KLX300|offRoad|Trail|2021|MY|:9000,SM:9500|292cc Single;Unleaded Petrol;${MANUAL_6};-|-/1|3
Harley-Davidson|Street Bob 114|cruiser|Cruiser|2018|MY|:30000|1868cc V-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/1|3
Harley-Davidson|Fat Boy 114|cruiser|Cruiser|2018|MY|:38000|1868cc V-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|2
Harley-Davidson|Road Glide|touring|Touring|2015|MY|:48000,Special:52000|1923cc V-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|2
Harley-Davidson|Sportster S|cruiser|Cruiser|2021|MY|:28000|1252cc V-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/1|2
Harley-Davidson|Pan America 1250|adventure|Adventure|2021|MY|Special:36000|1252cc V-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|1
BMW|R 1250 GS|adventure|Adventure|2019-2023|K50:2019|:32000,Adventure:36000|1254cc Boxer Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|4
BMW|R 1300 GS|adventure|Adventure|2024|K52:2024|:34000,Trophy:38000|1300cc Boxer Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|3
BMW|S 1000 RR|sports|Sports|2019|K67:2019|:33000,M Package:38000|999cc Inline 4;Premium Unleaded Petrol;${MANUAL_6};-|-/1|2
BMW|F 900 R|naked|Naked|2020|K83:2020|:15500|${twin(895)}|-/2|2
BMW|G 310 R|naked|Naked|2017|K03:2017|:7500|313cc Single;Premium Unleaded Petrol;${MANUAL_6};-|-/2|2
Suzuki|GSX-8S|naked|Naked|2023|MY|:14000|${twin(776)}|-/2|3
Suzuki|V-Strom 650|adventure|Adventure|2012|MY|:12500,XT:13500|645cc V-Twin;Unleaded Petrol;${MANUAL_6};-|-/2|4
Suzuki|V-Strom 800DE|adventure|Adventure|2023|MY|:18500|${twin(776)}|-/2|2
Suzuki|Hayabusa|sports|Sports|2021|MY|:29000|1340cc Inline 4;Premium Unleaded Petrol;${MANUAL_6};-|-/2|1
Suzuki|DR650SE|offRoad|Trail|2012|MY|:10500|644cc Single;Unleaded Petrol;5 Speed Manual;-|-/1|3
KTM|390 Duke|naked|Naked|2017|MY|:8500|399cc Single;Premium Unleaded Petrol;${MANUAL_6};-|-/2|4
KTM|890 Adventure|adventure|Adventure|2021|MY|:22000,R:25000|${twin(889)}|-/2|3
KTM|1290 Super Duke R|naked|Naked|2020|MY|EVO:34000|1301cc V-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|1
KTM|300 EXC|offRoad|Enduro|2018|MY|:16000,Six Days:17500|293cc Single 2-Stroke;Premium Unleaded Petrol;${MANUAL_6};-|-/1|3
Triumph|Street Triple 765|naked|Naked|2017|MY|R:18000,RS:22000|765cc Inline 3;Premium Unleaded Petrol;${MANUAL_6};-|-/2|3
Triumph|Tiger 900|adventure|Adventure|2020|MY|GT Pro:26000,Rally Pro:28000|888cc Inline 3;Premium Unleaded Petrol;${MANUAL_6};-|-/2|2
Triumph|Bonneville T120|naked|Classic|2016|MY|:24000,Black:24500|${twin(1200)}|-/2|2
Triumph|Speed 400|naked|Naked|2024|MY|:7500|398cc Single;Premium Unleaded Petrol;${MANUAL_6};-|-/2|3
Triumph|Trident 660|naked|Naked|2021|MY|:13500|660cc Inline 3;Premium Unleaded Petrol;${MANUAL_6};-|-/2|3
Ducati|Monster|naked|Naked|2021|MY|:22000,Plus:23000,SP:27000|937cc L-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|2
Ducati|Panigale V2|sports|Sports|2020|MY|:30000|955cc L-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|1
Ducati|Multistrada V4|adventure|Adventure|2021|MY|S:42000|1158cc V4;Premium Unleaded Petrol;${MANUAL_6};-|-/2|1
Ducati|Scrambler Icon|naked|Scrambler|2015|MY|:17000|803cc L-Twin;Premium Unleaded Petrol;${MANUAL_6};-|-/2|2
Royal Enfield|Himalayan 450|adventure|Adventure|2024|MY|:9500|452cc Single;Unleaded Petrol;${MANUAL_6};-|-/2|3
Royal Enfield|Interceptor 650|naked|Classic|2019|MY|:10500|${twin(648)}|-/2|3
Royal Enfield|Classic 350|cruiser|Cruiser|2021|MY|:7500|349cc Single;Unleaded Petrol;5 Speed Manual;-|-/2|3
Vespa|Primavera 150|scooter|Scooter|2014|MY|:8000|155cc Single;Unleaded Petrol;CVT;-|-/2|3
`;

export const MOTORCYCLE_MODELS: readonly ModelSpec[] = ROWS.trim()
  .split('\n')
  .map((row) => parseModelRow(row, 'motorcycle'));
