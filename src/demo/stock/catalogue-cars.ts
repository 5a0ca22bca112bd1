/** Cars sold in Australia and New Zealand. Row format: see catalogue.ts. */
import { parseModelRow, type ModelSpec } from './catalogue.ts';

/** World manufacturer codes (VIN positions 1–3) as seen on AU/NZ-delivered vehicles. */
export const CAR_WORLD_CODES: Readonly<Record<string, string>> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Ford: 'MNA',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Mitsubishi: 'MMA',
  Isuzu: 'MPA',
  Nissan: 'JN1',
  Subaru: 'JF2',
  Volkswagen: 'WVW',
  Tesla: 'LRW',
  BYD: 'LGX',
  MG: 'LSJ',
  Honda: 'MRH',
  Suzuki: 'JSA',
  Holden: '6G1',
  'Mercedes-Benz': 'W1K',
  BMW: 'WBA',
  Audi: 'WAU',
  LDV: 'LSF',
  GWM: 'LGW',
  Haval: 'LGW',
  Jeep: '1C4',
  Lexus: 'JTH',
  Skoda: 'TMB',
  Fuso: 'JLF',
  Volvo: 'YV1',
};

const PETROL_AUTO_FWD = '2.0L 4cyl;Unleaded Petrol;CVT;FWD';
const TOYOTA_HYBRID = '2.5L 4cyl Hybrid;Hybrid (Petrol);CVT';
const UTE_DIESEL =
  '2.8L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;4WD,2.8L 4cyl Turbo Diesel;Diesel;6 Speed Manual;4WD';
const EV_SINGLE = 'Electric Motor;Electric;1 Speed Reduction Gear';

const ROWS = `
Toyota|RAV4|suv|SUV|2013|AXAH54R:2019,ASA44R:2013|GX:41000,GXL:46500,XSE:52000,Cruiser:54000,Edge:58000|${TOYOTA_HYBRID};FWD,${TOYOTA_HYBRID};AWD,2.0L 4cyl;Unleaded Petrol;CVT;FWD|5/5|14
Toyota|HiLux|ute|Dual Cab Pick-up|2012|GUN126R:2015,KUN26R:2012|SR:52000,SR5:63000,Rogue:73000,GR Sport:81000|${UTE_DIESEL}|4/5|16
Toyota|HiLux|cabChassis|Single Cab Chassis|2012|GUN125R:2015,KUN16R:2012|Workmate:38000,SR:47000|2.4L 4cyl Turbo Diesel;Diesel;6 Speed Manual;4WD,2.7L 4cyl;Unleaded Petrol;6 Speed Automatic;RWD|2/2|5
Toyota|Corolla|hatchback|Hatchback|2012|MZEA12R:2018,ZRE182R:2012|Ascent Sport:32000,SX:36500,ZR:41000|${PETROL_AUTO_FWD},1.8L 4cyl Hybrid;Hybrid (Petrol);CVT;FWD|5/5|10
Toyota|Corolla Cross|suv|SUV|2022|MXGH10R:2022|GX:37500,GXL:42500,Atmos:50000|2.0L 4cyl Hybrid;Hybrid (Petrol);CVT;FWD,2.0L 4cyl Hybrid;Hybrid (Petrol);CVT;AWD|5/5|7
Toyota|Camry|sedan|Sedan|2012|AXVH80R:2025,AXVH71R:2017,ASV50R:2012|Ascent:40000,SL:51000,SX:47000|${TOYOTA_HYBRID};FWD|4/5|6
Toyota|Prado|suv|SUV|2012|GDJ250R:2024,GDJ150R:2015,KDJ150R:2012|GX:72000,GXL:82000,VX:94000,Kakadu:103000|2.8L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;4WD|5/7|7
Toyota|LandCruiser 300|suv|SUV|2021|FJA300R:2021|GX:99000,GXL:111000,VX:124000,Sahara:139000,GR Sport:144000|3.3L V6 Twin Turbo Diesel;Diesel;10 Speed Automatic;4WD|5/7|5
Toyota|HiAce|van|Van|2012|GDH300R:2019,KDH201R:2012|LWB:55000,SLWB:63000|2.8L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;RWD|4/3|4
Toyota|Yaris Cross|suv|SUV|2020|MXPJ10R:2020|GX:31000,GXL:34500,Urban:38000|1.5L 3cyl Hybrid;Hybrid (Petrol);CVT;FWD|5/5|5
Toyota|GR86|coupe|Coupe|2022|ZN8:2022|GT:49000,GTS:53000|2.4L 4cyl;Premium Unleaded Petrol;6 Speed Manual;RWD,2.4L 4cyl;Premium Unleaded Petrol;6 Speed Automatic;RWD|2/4|1
Toyota|Coaster|bus|Bus|2017|XZB70R:2017|Standard:180000|4.0L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;RWD|2/22|0.3
Mazda|CX-5|suv|SUV|2012|KF:2017,KE:2012|Maxx:38500,Maxx Sport:42500,Touring:46500,GT SP:51500,Akera:55500|2.5L 4cyl;Unleaded Petrol;6 Speed Automatic;AWD,2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD|5/5|12
Mazda|CX-3|suv|SUV|2015|DK:2015|G20 Pure:30000,G20 Evolve:32500,G20 Touring:35000,Akari:39000|2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD|5/5|6
Mazda|CX-30|suv|SUV|2019|DM:2019|G20 Pure:36000,G20 Evolve:38500,G25 Astina:48000|2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD,2.5L 4cyl;Unleaded Petrol;6 Speed Automatic;AWD|5/5|6
Mazda|Mazda3|hatchback|Hatchback|2012|BP:2019,BN:2016,BM:2014,BL:2012|G20 Pure:33500,G20 Evolve:36000,G25 GT:41000,G25 Astina:45500|2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD,2.0L 4cyl;Unleaded Petrol;6 Speed Manual;FWD|5/5|7
Mazda|Mazda6|wagon|Wagon|2012-2024|GL:2018,GJ:2012|Sport:42000,Touring:46000,GT SP:52000|2.5L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD|5/5|2
Mazda|BT-50|ute|Dual Cab Pick-up|2012|TF:2020,UR:2015,UP:2012|XT:51000,XTR:57500,GT:63000,Thunder:71000|3.0L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;4WD|4/5|6
Mazda|CX-60|suv|SUV|2022|KH:2022|G40e Evolve:61000,D50e GT:72000,P50e Azami:87000|3.3L 6cyl Turbo Diesel Mild Hybrid;Diesel;8 Speed Automatic;AWD,2.5L 4cyl Plug-in Hybrid;Plug-in Hybrid (Petrol);8 Speed Automatic;AWD|5/5|2
Mazda|CX-90|suv|SUV|2023|KK:2023|G50e Touring:77000,G50e GT:87000,D50e Azami:97000|3.3L 6cyl Turbo Petrol Mild Hybrid;Premium Unleaded Petrol;8 Speed Automatic;AWD|5/7|2
Mazda|MX-5|convertible|Roadster|2015|ND:2015|Roadster:44000,Roadster GT:49000,RF GT:53000|2.0L 4cyl;Premium Unleaded Petrol;6 Speed Manual;RWD,2.0L 4cyl;Premium Unleaded Petrol;6 Speed Automatic;RWD|2/2|1
Ford|Ranger|ute|Dual Cab Pick-up|2012|PY:2022,PX MkIII:2018,PX MkII:2015,PX:2012|XL:49000,XLS:55500,XLT:64000,Sport:68000,Wildtrak:76000,Raptor:96000|2.0L 4cyl Bi-Turbo Diesel;Diesel;10 Speed Automatic;4WD,3.0L V6 Turbo Diesel;Diesel;10 Speed Automatic;4WD,3.2L 5cyl Turbo Diesel;Diesel;6 Speed Automatic;4WD|4/5|16
Ford|Ranger|cabChassis|Super Cab Chassis|2012|PY:2022,PX MkIII:2018,PX MkII:2015,PX:2012|XL:47000,XLT:60000|2.0L 4cyl Bi-Turbo Diesel;Diesel;10 Speed Automatic;4WD,2.0L 4cyl Turbo Diesel;Diesel;6 Speed Manual;4WD|4/4|3
Ford|Everest|suv|SUV|2015|UB:2022,UA II:2018,UA:2015|Ambiente:59000,Trend:66000,Sport:71000,Platinum:86000|2.0L 4cyl Bi-Turbo Diesel;Diesel;10 Speed Automatic;4WD,3.0L V6 Turbo Diesel;Diesel;10 Speed Automatic;4WD|5/7|6
Ford|Mustang|coupe|Fastback|2015|S650:2024,FN:2015|GT Fastback:82000,Dark Horse:106000|5.0L V8;Premium Unleaded Petrol;10 Speed Automatic;RWD,5.0L V8;Premium Unleaded Petrol;6 Speed Manual;RWD|2/4|2
Ford|Puma|suv|SUV|2020|JK:2020|Puma:34000,ST-Line:38000|1.0L 3cyl Turbo;Unleaded Petrol;7 Speed Dual Clutch;FWD|5/5|3
Ford|Escape|suv|SUV|2012|ZH:2020,ZG:2017|ST-Line:45000,Vignale:52000|2.0L 4cyl Turbo;Unleaded Petrol;8 Speed Automatic;AWD,2.5L 4cyl Plug-in Hybrid;Plug-in Hybrid (Petrol);CVT;FWD|5/5|3
Ford|Transit Custom|van|Van|2014|V710:2024,VN:2014|Trend:62000,Sport:72000|2.0L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;FWD|4/3|3
Ford|Focus|hatchback|Hatchback|2012-2022|SA:2018,LZ:2015,LW:2012|Trend:28000,ST-Line:33000,ST:45000|1.5L 3cyl Turbo;Unleaded Petrol;8 Speed Automatic;FWD,2.0L 4cyl;Unleaded Petrol;6 Speed Dual Clutch;FWD|5/5|3
Ford|Falcon|sedan|Sedan|2012-2016|FG X:2014,FG MkII:2012|XR6:40000,G6E:44000,XR8:55000|4.0L 6cyl;Unleaded Petrol;6 Speed Automatic;RWD,4.0L 6cyl;LPG;6 Speed Automatic;RWD|4/5|3
Ford|Territory|suv|SUV|2012-2016|SZ MkII:2014,SZ:2012|TX:40000,TS:47000,Titanium:55000|2.7L V6 Turbo Diesel;Diesel;6 Speed Automatic;RWD,4.0L 6cyl;Unleaded Petrol;6 Speed Automatic;RWD|5/7|2
Hyundai|i30|hatchback|Hatchback|2012|PD:2017,GD:2012|i30:30000,Active:33000,Elite:37000,N Line:36500,N Line Premium:42500|2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD,1.6L 4cyl Turbo;Unleaded Petrol;7 Speed Dual Clutch;FWD|5/5|9
Hyundai|i30 Sedan|sedan|Sedan|2020|CN7:2020|Active:32000,Elite:36000,N Line:37500|2.0L 4cyl;Unleaded Petrol;CVT;FWD,1.6L 4cyl Hybrid;Hybrid (Petrol);6 Speed Dual Clutch;FWD|4/5|4
Hyundai|Tucson|suv|SUV|2015|NX4:2021,TL:2015|Tucson:38000,Elite:44000,Highlander:53000,N Line:47000|2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD,1.6L 4cyl Turbo Hybrid;Hybrid (Petrol);6 Speed Automatic;AWD,2.0L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;AWD|5/5|9
Hyundai|Kona|suv|SUV|2017|SX2:2023,OS:2017|Kona:33000,Premium:42000,N Line:38000,Electric Extended Range:61000|2.0L 4cyl;Unleaded Petrol;CVT;FWD,1.6L 4cyl Hybrid;Hybrid (Petrol);6 Speed Dual Clutch;FWD,${EV_SINGLE};FWD|5/5|6
Hyundai|Santa Fe|suv|SUV|2012|MX5:2024,TM:2018,DM:2012|Santa Fe:55000,Elite:63000,Calligraphy:76000|2.5L 4cyl Turbo;Unleaded Petrol;8 Speed Dual Clutch;AWD,1.6L 4cyl Turbo Hybrid;Hybrid (Petrol);6 Speed Automatic;AWD,2.2L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;AWD|5/7|5
Hyundai|Staria|peopleMover|People Mover|2021|US4:2021|Staria:58000,Elite:66000,Highlander:76000|2.2L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;AWD,3.5L V6;Unleaded Petrol;8 Speed Automatic;FWD|4/8|2
Hyundai|Ioniq 5|suv|SUV|2021|NE:2021|Standard Range:64000,Dynamiq:72000,Epiq:81000,N:116000|${EV_SINGLE};RWD,Dual Electric Motors;Electric;1 Speed Reduction Gear;AWD|5/5|3
Hyundai|Venue|suv|SUV|2019|QX:2019|Venue:26000,Active:28500,Elite:31000|1.6L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD|5/5|4
Kia|Sportage|suv|SUV|2012|NQ5:2022,QL:2016,SL:2012|S:37000,SX:41000,SX+:46500,GT-Line:53000|2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD,1.6L 4cyl Turbo Hybrid;Hybrid (Petrol);6 Speed Automatic;AWD,2.0L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;AWD|5/5|9
Kia|Sorento|suv|SUV|2012|MQ4:2020,UM:2015,XM:2012|S:54000,Sport:58000,GT-Line:72000|2.2L 4cyl Turbo Diesel;Diesel;8 Speed Dual Clutch;AWD,1.6L 4cyl Turbo Plug-in Hybrid;Plug-in Hybrid (Petrol);6 Speed Automatic;AWD,3.5L V6;Unleaded Petrol;8 Speed Automatic;FWD|5/7|5
Kia|Carnival|peopleMover|People Mover|2015|KA4:2020,YP:2015|S:54000,Si:60000,SLi:66000,Platinum:77000|2.2L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;FWD,1.6L 4cyl Turbo Hybrid;Hybrid (Petrol);6 Speed Automatic;FWD,3.5L V6;Unleaded Petrol;8 Speed Automatic;FWD|4/8|4
Kia|Seltos|suv|SUV|2019|SP2:2019|S:31000,Sport:34000,Sport+:38000,GT-Line:45000|2.0L 4cyl;Unleaded Petrol;CVT;FWD,1.6L 4cyl Turbo;Unleaded Petrol;7 Speed Dual Clutch;AWD|5/5|5
Kia|Cerato|hatchback|Hatchback|2013-2024|BD:2018,YD:2013|S:28000,Sport:31000,Sport+:34000,GT:40000|2.0L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD|5/5|6
Kia|Picanto|hatchback|Hatchback|2017|JA:2017|S:19500,GT-Line:23500|1.2L 4cyl;Unleaded Petrol;4 Speed Automatic;FWD,1.2L 4cyl;Unleaded Petrol;5 Speed Manual;FWD|5/4|4
Kia|EV6|suv|SUV|2021|CV:2021|Air:73000,GT-Line:84000,GT:100000|${EV_SINGLE};RWD,Dual Electric Motors;Electric;1 Speed Reduction Gear;AWD|5/5|2
Kia|Tasman|ute|Dual Cab Pick-up|2025|TK:2025|S:53000,SX:59000,SX+:66000,X-Line:73000,X-Pro:79000|2.2L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;4WD|4/5|3
Mitsubishi|Triton|ute|Dual Cab Pick-up|2012|MV:2024,MR:2019,MQ:2015,MN:2012|GLX:41000,GLX+:49000,GLS:56000,GSR:64000|2.4L 4cyl Bi-Turbo Diesel;Diesel;6 Speed Automatic;4WD,2.4L 4cyl Turbo Diesel;Diesel;6 Speed Manual;4WD|4/5|10
Mitsubishi|Outlander|suv|SUV|2012|ZM:2021,ZL:2018,ZK:2015,ZJ:2012|ES:38000,LS:43000,Exceed:50000,Aspire:53000,PHEV Exceed:64000|2.5L 4cyl;Unleaded Petrol;CVT;AWD,2.4L 4cyl Plug-in Hybrid;Plug-in Hybrid (Petrol);1 Speed Automatic;AWD|5/7|8
Mitsubishi|ASX|suv|SUV|2012|XD:2017,XC:2015,XB:2012|ES:29000,LS:32000,Exceed:36000|2.0L 4cyl;Unleaded Petrol;CVT;FWD|5/5|6
Mitsubishi|Eclipse Cross|suv|SUV|2018|YB:2021,YA:2018|ES:34000,LS:37000,Aspire:44000|1.5L 4cyl Turbo;Unleaded Petrol;CVT;AWD|5/5|3
Mitsubishi|Pajero Sport|suv|SUV|2015|QF:2019,QE:2015|GLX:53000,GLS:59000,Exceed:64000|2.4L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;4WD|5/7|4
Isuzu|D-Max|ute|Crew Cab Pick-up|2012|RG:2020,TF:2012|SX:46000,LS-M:53000,LS-U:59000,X-Terrain:69000|3.0L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;4WD,3.0L 4cyl Turbo Diesel;Diesel;6 Speed Manual;4WD|4/5|11
Isuzu|D-Max|cabChassis|Space Cab Chassis|2012|RG:2020,TF:2012|SX:44000,LS-M:50000|3.0L 4cyl Turbo Diesel;Diesel;6 Speed Manual;4WD,1.9L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;RWD|4/4|3
Isuzu|MU-X|suv|SUV|2013|RJ:2021,UC:2013|LS-M:54000,LS-U:60000,LS-T:68000|3.0L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;4WD|5/7|5
Isuzu|N Series NPR|lightTruck|Light Truck|2012|NPR:2012|45-155:78000,65-190:88000|5.2L 4cyl Turbo Diesel;Diesel;6 Speed Automated Manual;RWD|2/3|0.6
Nissan|X-Trail|suv|SUV|2012|T33:2022,T32:2014,T31:2012|ST:40000,ST-L:46000,Ti:53000,Ti-L e-POWER:62000|2.5L 4cyl;Unleaded Petrol;CVT;FWD,1.5L 3cyl Turbo e-POWER;Hybrid (Petrol);1 Speed Automatic;AWD|5/7|8
Nissan|Navara|ute|Dual Cab Pick-up|2012|D23:2015,D40:2012|SL:50000,ST:56000,ST-X:62000,PRO-4X:68000|2.3L 4cyl Bi-Turbo Diesel;Diesel;7 Speed Automatic;4WD,2.3L 4cyl Turbo Diesel;Diesel;6 Speed Manual;4WD|4/5|7
Nissan|Qashqai|suv|SUV|2014|J12:2022,J11:2014|ST:36000,ST+:40000,Ti:46000|1.3L 4cyl Turbo;Unleaded Petrol;CVT;FWD|5/5|5
Nissan|Patrol|suv|SUV|2013|Y62:2013|Ti:89000,Ti-L:104000,Warrior:108000|5.6L V8;Premium Unleaded Petrol;7 Speed Automatic;4WD|5/8|3
Nissan|Leaf|hatchback|Hatchback|2012|ZE1:2018,ZE0:2012|Leaf:52000,e+:62000|${EV_SINGLE};FWD|5/5|2
Subaru|Forester|suv|SUV|2012|S6:2025,S5:2018,S4:2012|2.5i:40000,2.5i-L:43000,2.5i Premium:46000,2.5i-S:50000,Hybrid S:54000|2.5L 4cyl;Unleaded Petrol;CVT;AWD,2.0L 4cyl Hybrid;Hybrid (Petrol);CVT;AWD|5/5|8
Subaru|Outback|suv|SUV|2012|6GEN:2021,5GEN:2015,4GEN:2012|AWD:47000,AWD Sport:51000,AWD Touring:56000|2.5L 4cyl;Unleaded Petrol;CVT;AWD|5/5|6
Subaru|XV|suv|SUV|2012-2023|G5:2017,G4:2012|2.0i:33000,2.0i-L:36000,2.0i-S:40000|2.0L 4cyl;Unleaded Petrol;CVT;AWD|5/5|4
Subaru|Crosstrek|suv|SUV|2023|G6:2023|2.0R:37000,2.2R:40000,Hybrid S:49000|2.0L 4cyl;Unleaded Petrol;CVT;AWD,2.0L 4cyl Hybrid;Hybrid (Petrol);CVT;AWD|5/5|3
Subaru|WRX|sedan|Sedan|2014|VB:2022,VA:2014|WRX:56000,RS:62000,tS:66000|2.4L 4cyl Turbo;Premium Unleaded Petrol;6 Speed Manual;AWD,2.4L 4cyl Turbo;Premium Unleaded Petrol;CVT;AWD|4/5|2
Subaru|Impreza|hatchback|Hatchback|2012|GU:2024,GK:2017,GJ:2012|2.0i:31000,2.0R:34000,2.0S:37000|2.0L 4cyl;Unleaded Petrol;CVT;AWD|5/5|3
Subaru|BRZ|coupe|Coupe|2012|ZD8:2022,ZC6:2012|BRZ:42000,S:45000,tS:49000|2.4L 4cyl;Premium Unleaded Petrol;6 Speed Manual;RWD,2.4L 4cyl;Premium Unleaded Petrol;6 Speed Automatic;RWD|2/4|2
Subaru|Solterra|suv|SUV|2024|MY|AWD:70000,AWD Touring:76000|Dual Electric Motors;Electric;1 Speed Reduction Gear;AWD|5/5|2
Volkswagen|Golf|hatchback|Hatchback|2012|Mk8:2021,Mk7.5:2017,Mk7:2013,Mk6:2012|110TSI Life:39000,110TSI R-Line:45000,GTI:62000,R:75000|1.4L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;FWD,2.0L 4cyl Turbo;Premium Unleaded Petrol;7 Speed DSG;FWD|5/5|5
Volkswagen|Golf Wagon|wagon|Wagon|2014|Mk8:2021,Mk7.5:2017,Mk7:2014|110TSI Life:42000,Alltrack:52000|1.4L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;FWD,2.0L 4cyl Turbo;Premium Unleaded Petrol;7 Speed DSG;AWD|5/5|1
Volkswagen|Tiguan|suv|SUV|2012|CT:2024,AD:2016,5N:2012|110TSI Life:48000,162TSI Elegance:62000,162TSI R-Line:67000|1.4L 4cyl Turbo;Premium Unleaded Petrol;6 Speed DSG;FWD,2.0L 4cyl Turbo;Premium Unleaded Petrol;7 Speed DSG;AWD|5/5|5
Volkswagen|T-Roc|suv|SUV|2020|A1:2020|CityLife:40000,R-Line:50000|1.4L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;FWD|5/5|3
Volkswagen|Amarok|ute|Dual Cab Pick-up|2012|NF:2023,2H:2012|Core:58000,Life:63000,Style:70000,PanAmericana:80000,Aventura:85000|2.0L 4cyl Bi-Turbo Diesel;Diesel;10 Speed Automatic;4WD,3.0L V6 Turbo Diesel;Diesel;10 Speed Automatic;4WD|4/5|5
Volkswagen|Polo|hatchback|Hatchback|2012|AW:2018,6R:2012|Life:30000,Style:34000,GTI:42000|1.0L 3cyl Turbo;Premium Unleaded Petrol;7 Speed DSG;FWD|5/5|3
Tesla|Model 3|sedan|Sedan|2019|MY|RWD:56000,Long Range:67000,Performance:82000|${EV_SINGLE};RWD,Dual Electric Motors;Electric;1 Speed Reduction Gear;AWD|4/5|6
Tesla|Model Y|suv|SUV|2022|MY|RWD:59000,Long Range:70000,Performance:85000|${EV_SINGLE};RWD,Dual Electric Motors;Electric;1 Speed Reduction Gear;AWD|5/5|8
BYD|Atto 3|suv|SUV|2022|MY|Standard Range:45000,Extended Range:49000|${EV_SINGLE};FWD|5/5|5
BYD|Seal|sedan|Sedan|2023|MY|Dynamic:53000,Premium:60000,Performance:70000|${EV_SINGLE};RWD,Dual Electric Motors;Electric;1 Speed Reduction Gear;AWD|4/5|3
BYD|Dolphin|hatchback|Hatchback|2023|MY|Dynamic:33000,Premium:42000|${EV_SINGLE};FWD|5/5|3
BYD|Shark 6|ute|Dual Cab Pick-up|2025|MY|Premium:60000|1.5L 4cyl Turbo Plug-in Hybrid;Plug-in Hybrid (Petrol);1 Speed Automatic;AWD|4/5|4
BYD|Sealion 7|suv|SUV|2025|MY|Premium:56000,Performance:65000|${EV_SINGLE};RWD,Dual Electric Motors;Electric;1 Speed Reduction Gear;AWD|5/5|2
MG|ZS|suv|SUV|2017|AZS1:2017|Excite:26000,Essence:31000,Hybrid+ Excite:33000|1.5L 4cyl;Unleaded Petrol;CVT;FWD,1.5L 4cyl Hybrid;Hybrid (Petrol);3 Speed Automatic;FWD|5/5|9
MG|MG3|hatchback|Hatchback|2018|SZP1:2018|Core:22000,Excite:24000,Hybrid+ Excite:28000|1.5L 4cyl;Unleaded Petrol;4 Speed Automatic;FWD,1.5L 4cyl Hybrid;Hybrid (Petrol);3 Speed Automatic;FWD|5/5|6
MG|HS|suv|SUV|2019|SAS23:2019|Vibe:33000,Excite:37000,Essence:42000,Essence PHEV:50000|1.5L 4cyl Turbo;Unleaded Petrol;7 Speed Dual Clutch;FWD,1.5L 4cyl Turbo Plug-in Hybrid;Plug-in Hybrid (Petrol);10 Speed Automatic;FWD|5/5|6
MG|MG4|hatchback|Hatchback|2023|MY|Excite 51:40000,Essence 64:48000,XPOWER:60000|${EV_SINGLE};RWD|5/5|4
Honda|CR-V|suv|SUV|2012|RS:2023,RW:2017,RM:2012|VTi:44000,VTi X:47000,VTi L7:52000,e:HEV RS:62000|1.5L 4cyl Turbo;Unleaded Petrol;CVT;FWD,2.0L 4cyl Hybrid;Hybrid (Petrol);CVT;AWD|5/5|4
Honda|Civic|hatchback|Hatchback|2012|FL:2022,FK:2017,FB:2012|VTi LX:48000,e:HEV LX:55000,Type R:75000|1.5L 4cyl Turbo;Unleaded Petrol;CVT;FWD,2.0L 4cyl Turbo;Premium Unleaded Petrol;6 Speed Manual;FWD|5/5|3
Honda|HR-V|suv|SUV|2015|RV:2022,RU:2015|Vi X:37000,e:HEV L:46000|1.5L 4cyl;Unleaded Petrol;CVT;FWD,1.5L 4cyl Hybrid;Hybrid (Petrol);CVT;FWD|5/5|3
Honda|Jazz|hatchback|Hatchback|2014-2021|GK:2014|VTi:20000,VTi-S:23000,VTi-L:25000|1.5L 4cyl;Unleaded Petrol;CVT;FWD|5/5|3
Honda|Odyssey|peopleMover|People Mover|2014-2021|RC:2014|VTi:48000,VTi-L:56000|2.4L 4cyl;Unleaded Petrol;CVT;FWD|4/8|1
Suzuki|Swift|hatchback|Hatchback|2012|AZH:2024,AZ:2017,FZ:2012|GL:26000,GLX:30000,Hybrid GLX:31000,Sport:32000|1.2L 3cyl Mild Hybrid;Petrol Mild Hybrid;CVT;FWD,1.2L 4cyl;Unleaded Petrol;5 Speed Manual;FWD,1.4L 4cyl Turbo;Premium Unleaded Petrol;6 Speed Automatic;FWD|5/5|6
Suzuki|Jimny|suv|SUV|2018|JB74:2018|Jimny:35000,XL:39000|1.5L 4cyl;Unleaded Petrol;4 Speed Automatic;4WD,1.5L 4cyl;Unleaded Petrol;5 Speed Manual;4WD|3/4|5
Suzuki|Vitara|suv|SUV|2015|LY:2015|Vitara:32000,Turbo:37000|1.6L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD,1.4L 4cyl Turbo;Unleaded Petrol;6 Speed Automatic;AWD|5/5|3
Holden|Commodore|sedan|Sedan|2012-2020|ZB:2018,VF II:2015,VF:2013,VE II:2012|Evoke:38000,SV6:45000,SS:50000,SS-V Redline:60000,Calais:52000|3.6L V6;Unleaded Petrol;6 Speed Automatic;RWD,6.2L V8;Premium Unleaded Petrol;6 Speed Manual;RWD|4/5|5
Holden|Colorado|ute|Crew Cab Pick-up|2012-2020|RG MY20:2019,RG:2012|LS:45000,LTZ:52000,Z71:56000|2.8L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;4WD|4/5|4
Holden|Captiva|suv|SUV|2012-2018|CG II:2012|LS:33000,LT:38000,LTZ:44000|2.2L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;AWD,2.4L 4cyl;Unleaded Petrol;6 Speed Automatic;FWD|5/7|2
Holden|Astra|hatchback|Hatchback|2017-2020|BK:2017|R:24000,RS:28000,RS-V:32000|1.4L 4cyl Turbo;Unleaded Petrol;6 Speed Automatic;FWD|5/5|2
Mercedes-Benz|C-Class|sedan|Sedan|2014|W206:2022,W205:2014|C200:82000,C300:95000,C43 AMG:130000|2.0L 4cyl Turbo Mild Hybrid;Premium Unleaded Petrol;9 Speed Automatic;RWD|4/5|3
Mercedes-Benz|GLC|suv|SUV|2016|X254:2023,X253:2016|GLC 300 4MATIC:104000,GLC 300de 4MATIC:120000|2.0L 4cyl Turbo Mild Hybrid;Premium Unleaded Petrol;9 Speed Automatic;AWD|5/5|3
Mercedes-Benz|A-Class|hatchback|Hatchback|2013|W177:2018,W176:2013|A180:58000,A200:64000,A250 4MATIC:74000|1.3L 4cyl Turbo;Premium Unleaded Petrol;7 Speed Dual Clutch;FWD|5/5|2
Mercedes-Benz|Sprinter|van|Van|2013|VS30:2018,NCV3:2013|315 CDI:75000,319 CDI:85000|2.0L 4cyl Turbo Diesel;Diesel;9 Speed Automatic;RWD|4/3|1
BMW|3 Series|sedan|Sedan|2012|G20:2019,F30:2012|320i M Sport:78000,330i M Sport:88000,M340i xDrive:112000|2.0L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;RWD,3.0L 6cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;AWD|4/5|3
BMW|X3|suv|SUV|2012|G45:2025,G01:2018,F25:2012|20 xDrive:92000,30e xDrive:105000,M50 xDrive:125000|2.0L 4cyl Turbo Mild Hybrid;Premium Unleaded Petrol;8 Speed Automatic;AWD,2.0L 4cyl Turbo Plug-in Hybrid;Plug-in Hybrid (Petrol);8 Speed Automatic;AWD|5/5|3
BMW|X5|suv|SUV|2013|G05:2019,F15:2013|xDrive30d:138000,xDrive50e:155000|3.0L 6cyl Turbo Diesel;Diesel;8 Speed Automatic;AWD|5/5|2
Audi|A3|hatchback|Sportback|2013|8Y:2020,8V:2013|35 TFSI:50000,S line 40 TFSI quattro:62000|1.4L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;FWD,2.0L 4cyl Turbo;Premium Unleaded Petrol;7 Speed S tronic;AWD|5/5|2
Audi|Q5|suv|SUV|2012|FY:2017,8R:2012|40 TDI quattro:82000,45 TFSI quattro S line:90000|2.0L 4cyl Turbo Diesel;Diesel;7 Speed S tronic;AWD|5/5|2
LDV|T60|ute|Dual Cab Pick-up|2017|SK8C:2017|Pro:40000,Max Pro:46000,Max Luxe:52000|2.8L 4cyl Turbo Diesel;Diesel;6 Speed Automatic;4WD|4/5|4
LDV|Deliver 9|cabChassis|Cab Chassis|2020|SV7C:2020|LWB:55000|2.0L 4cyl Bi-Turbo Diesel;Diesel;6 Speed Automatic;RWD|2/3|1
LDV|G10|van|Van|2015|SV7A:2015|G10:36000|2.0L 4cyl Turbo;Unleaded Petrol;6 Speed Automatic;RWD|4/2|1
GWM|Cannon|ute|Dual Cab Pick-up|2021|NPW:2021|Cannon:42000,Cannon-L:46000,Cannon-X:50000,Alpha Ultra:59000|2.0L 4cyl Turbo Diesel;Diesel;8 Speed Automatic;4WD|4/5|5
GWM|Tank 300|suv|SUV|2023|P01:2023|Lux:50000,Ultra:56000,Hybrid Ultra:60000|2.0L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;4WD,2.0L 4cyl Turbo Hybrid;Hybrid (Petrol);9 Speed Automatic;4WD|5/5|2
Haval|Jolion|suv|SUV|2021|A01:2021|Premium:29000,Lux:32000,Ultra:35000,Ultra Hybrid:40000|1.5L 4cyl Turbo;Unleaded Petrol;7 Speed Dual Clutch;FWD,1.5L 4cyl Hybrid;Hybrid (Petrol);2 Speed Automatic;FWD|5/5|5
Haval|H6|suv|SUV|2021|B01:2021|Premium:37000,Lux:40000,Ultra:44000|2.0L 4cyl Turbo;Unleaded Petrol;7 Speed Dual Clutch;FWD|5/5|3
Jeep|Wrangler|suv|SUV|2012|JL:2018,JK:2012|Sport S:72000,Rubicon:92000|3.6L V6;Unleaded Petrol;8 Speed Automatic;4WD,2.0L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;4WD|4/5|2
Jeep|Grand Cherokee|suv|SUV|2012|WL:2022,WK:2012|Night Eagle:80000,Limited:90000,Summit Reserve:120000|3.6L V6;Unleaded Petrol;8 Speed Automatic;4WD,3.0L V6 Turbo Diesel;Diesel;8 Speed Automatic;4WD|5/5|2
Lexus|NX|suv|SUV|2014|AAZH20R:2021,AGZ10R:2014|NX250 Luxury:68000,NX350h Sports Luxury:85000,NX450h+ F Sport:100000|2.5L 4cyl;Premium Unleaded Petrol;8 Speed Automatic;FWD,2.5L 4cyl Hybrid;Hybrid (Petrol);CVT;AWD|5/5|2
Lexus|RX|suv|SUV|2012|ALH10R:2023,GYL25R:2016|RX350 Luxury:98000,RX350h Sports Luxury:115000,RX500h F Sport:135000|2.5L 4cyl Hybrid;Hybrid (Petrol);CVT;AWD|5/5|1
Skoda|Octavia|wagon|Wagon|2013|NX:2021,NE:2013|110TSI Style:45000,RS:58000|1.4L 4cyl Turbo;Premium Unleaded Petrol;8 Speed Automatic;FWD,2.0L 4cyl Turbo;Premium Unleaded Petrol;7 Speed DSG;FWD|5/5|2
Skoda|Kodiaq|suv|SUV|2017|PS:2024,NS:2017|Style:55000,RS:70000|2.0L 4cyl Turbo;Premium Unleaded Petrol;7 Speed DSG;AWD|5/7|1
Fuso|Canter|lightTruck|Light Truck|2012|FEB21:2012|515 Wide Cab:72000,815 Wide Cab:82000|3.0L 4cyl Turbo Diesel;Diesel;6 Speed Dual Clutch;RWD|2/3|0.4
Volvo|XC60|suv|SUV|2012|MY|B5 Plus:78000,B5 Ultra:85000,T8 Ultra:100000|2.0L 4cyl Turbo Mild Hybrid;Premium Unleaded Petrol;8 Speed Automatic;AWD,2.0L 4cyl Turbo Plug-in Hybrid;Plug-in Hybrid (Petrol);8 Speed Automatic;AWD|5/5|2
`;

export const CAR_MODELS: readonly ModelSpec[] = ROWS.trim()
  .split('\n')
  .map((row) => parseModelRow(row, 'car'));
