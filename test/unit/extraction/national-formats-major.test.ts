/**
 * National formats, major group (en, es, pt, fr, de, it, nl): synthetic safety data sheets (invented products,
 * suppliers and numbers) laid out in each language's regulated formats: US OSHA HazCom 2012 Appendix D, Canada
 * WHMIS 2015 (Hazardous Products Regulations, Schedule 1, English and French), Safe Work Australia's code of
 * practice, the older ANSI Z400.1 MSDS, Mexico NOM-018-STPS-2015, Chile NCh 2245, a Colombian SGA sheet, Brazil
 * ABNT NBR 14725:2023 (FDS) and the older FISPQ, and Annex II of Regulation (EU) 2020/878 (German, Swiss, Italian,
 * Dutch). Label and value stand on one line. Every field the engine reads right from them is asserted; the fields
 * it still misses are named per case (`leftOut`) with the reason.
 */
import { describeFieldCases, type FieldCase } from './national-format-fields.js';

const CASES: FieldCase[] = [
  {
    name: 'English (US), OSHA HazCom 2012 Appendix D item names',
    language: 'en',
    text: `SAFETY DATA SHEET
Section 1. Identification
Product identifier used on the label:  Brightline Degreaser 440
Other means of identification:  BD-440
Recommended use of the chemical and restrictions on use:  Industrial parts cleaner
Name, address, and telephone number of the chemical manufacturer, importer, or other responsible party:
Northfield Solvent Works, Inc.
1200 Harbor Road, Toledo, OH 43604
Telephone: (419) 555-0142
Emergency phone number:  CHEMTREC 1-800-424-9300
Section 2. Hazard(s) identification
Classification of the chemical:  Flammable liquids Category 2; Eye irritation Category 2A
Label elements
Signal word:  Danger
Hazard statement(s):  H225 Highly flammable liquid and vapor. H319 Causes serious eye irritation.
Precautionary statement(s):  P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.
P305+P351+P338 IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.
Section 3. Composition/information on ingredients
Chemical name    CAS number    Concentration (%)
Acetone    67-64-1    40 - 60
Isopropyl alcohol    67-63-0    10 - 30
Section 4. First-aid measures
Section 5. Fire-fighting measures
Section 6. Accidental release measures
Section 7. Handling and storage
Section 8. Exposure controls/personal protection
Section 9. Physical and chemical properties
Appearance (physical state, color, etc.):  Liquid, clear, colorless
Odor:  Sweet
pH:  Not applicable
Melting point/freezing point:  -95 °C
Initial boiling point and boiling range:  56 °C
Flash point:  -18 °C (closed cup)
Relative density:  0.80
Section 10. Stability and reactivity
Section 11. Toxicological information
Section 12. Ecological information
Section 13. Disposal considerations
Section 14. Transport information
UN number:  UN1993
UN proper shipping name:  Flammable liquid, n.o.s. (Acetone, Isopropanol)
Transport hazard class(es):  3
Packing group, if applicable:  II
Section 15. Regulatory information
Section 16. Other information, including date of preparation or last revision
Date of preparation or last revision:  03/14/2025
Version:  2.1`,
    expected: {
      productName: 'Brightline Degreaser 440',
      supplierName: 'Northfield Solvent Works, Inc.',
      emergencyPhone: '1-800-424-9300',
      revisionDate: '2025-03-14',
      version: '2.1',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P305+P351+P338'],
      components: [
        ['67-64-1', 40, 60],
        ['67-63-0', 10, 30],
      ],
      physicalState: 'liquid',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.8,
      unNumber: 'UN1993',
      shippingName: 'Flammable liquid, n.o.s. (Acetone, Isopropanol)',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'English (US), HazCom 2024 property names, DOT table',
    language: 'en',
    text: `SAFETY DATA SHEET
Prepared to U.S. OSHA Hazard Communication Standard (29 CFR 1910.1200)
SECTION 1: IDENTIFICATION
Product Name    KLEENWAY GLASS PREP 12
Product Code    KW-12
Recommended Use    Surface preparation
Manufacturer    Kleenway Coatings LLC
88 Mill Street, Dayton, OH 45402
Phone    937-555-0188
24 Hour Emergency Number    1-800-255-3924 (ChemTel)
SECTION 2: HAZARD(S) IDENTIFICATION
GHS Classification    Flammable Liquids, Category 2
Serious Eye Damage/Eye Irritation, Category 2A
GHS Label Elements
Signal Word    DANGER
Hazard Statements
H225 Highly flammable liquid and vapor.
H319 Causes serious eye irritation.
Precautionary Statements
P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.
P280 Wear protective gloves/protective clothing/eye protection/face protection.
SECTION 3: COMPOSITION/INFORMATION ON INGREDIENTS
Chemical Name    CAS #    Weight %
Ethanol    64-17-5    30 - 50
2-Butoxyethanol    111-76-2    1 - 5
SECTION 4: FIRST-AID MEASURES
SECTION 5: FIRE-FIGHTING MEASURES
SECTION 6: ACCIDENTAL RELEASE MEASURES
SECTION 7: HANDLING AND STORAGE
SECTION 8: EXPOSURE CONTROLS/PERSONAL PROTECTION
SECTION 9: PHYSICAL AND CHEMICAL PROPERTIES
Physical State    Liquid
Color    Blue
Odor    Alcohol-like
Melting Point/Freezing Point    Not determined
Boiling point or initial boiling point and boiling range    78 °C
Flash Point    14 °C (57 °F) Tag Closed Cup
pH    7.5
Density and/or relative density    0.92
SECTION 10: STABILITY AND REACTIVITY
SECTION 11: TOXICOLOGICAL INFORMATION
SECTION 12: ECOLOGICAL INFORMATION
SECTION 13: DISPOSAL CONSIDERATIONS
SECTION 14: TRANSPORT INFORMATION
DOT
UN Number    UN1170
Proper Shipping Name    Ethanol solution
Hazard Class    3
Packing Group    II
SECTION 15: REGULATORY INFORMATION
SECTION 16: OTHER INFORMATION
Issue Date    01/10/2023
Revised Date    06/02/2025
Revision Number    4`,
    expected: {
      productName: 'KLEENWAY GLASS PREP 12',
      supplierName: 'Kleenway Coatings LLC',
      emergencyPhone: '1-800-255-3924',
      revisionDate: '2025-06-02',
      version: '4',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210', 'P280'],
      components: [
        ['64-17-5', 30, 50],
        ['111-76-2', 1, 5],
      ],
      physicalState: 'liquid',
      flashPoint: 14,
      boilingPoint: 78,
      density: 0.92,
      ph: 7.5,
      unNumber: 'UN1170',
      shippingName: 'Ethanol solution',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'English (US), commonly printed label variants',
    language: 'en',
    text: `SAFETY DATA SHEET
Prepared to U.S. OSHA HazCom (29 CFR 1910.1200)
1. IDENTIFICATION
Product Name:  PINEWOOD CLEANER 7
Company Name:  Pinewood Chemical Corp.
Emergency Contact:  1-800-535-5053 (INFOTRAC)
2. HAZARD(S) IDENTIFICATION
Signal Word:  Warning
Hazard Statements:  H226 Flammable liquid and vapor.
3. COMPOSITION/INFORMATION ON INGREDIENTS
Xylene    1330-20-7    20 - 40 %
4. FIRST-AID MEASURES
If inhaled: move the person to fresh air and keep comfortable for breathing.
5. FIRE-FIGHTING MEASURES
Use dry chemical, foam or carbon dioxide.
6. ACCIDENTAL RELEASE MEASURES
7. HANDLING AND STORAGE
Keep the container tightly closed and store in a cool place.
8. EXPOSURE CONTROLS/PERSONAL PROTECTION
9. PHYSICAL AND CHEMICAL PROPERTIES
Physical Form:  Liquid
Boiling Range:  137 - 140 °C
Flash Point (Closed Cup):  27 °C
Specific Gravity:  0.87
10. STABILITY AND REACTIVITY
11. TOXICOLOGICAL INFORMATION
12. ECOLOGICAL INFORMATION
13. DISPOSAL CONSIDERATIONS
14. TRANSPORT INFORMATION
UN Number:  UN1307
DOT Shipping Name:  Xylenes
Hazard Class/Division:  3
Packing Group:  III
15. REGULATORY INFORMATION
16. OTHER INFORMATION
SDS Revision Date:  02/10/2023`,
    expected: {
      productName: 'PINEWOOD CLEANER 7',
      supplierName: 'Pinewood Chemical Corp.',
      emergencyPhone: '1-800-535-5053',
      revisionDate: '2023-02-10',
      signalWord: 'Warning',
      hStatements: ['H226'],
      components: [['1330-20-7', 20, 40]],
      physicalState: 'liquid',
      flashPoint: 27,
      boilingPoint: 137,
      density: 0.87,
      unNumber: 'UN1307',
      shippingName: 'Xylenes',
      transportClass: '3',
      packingGroup: 'III',
    },
    leftOut: 'nothing',
  },
  {
    name: 'English (Canada), WHMIS 2015 (Hazardous Products Regulations, Schedule 1)',
    language: 'en',
    text: `SAFETY DATA SHEET
SECTION 1. IDENTIFICATION
Product identifier:  Polarguard Windshield Fluid -40
Other means of identification:  PG-40
Recommended use:  Windshield washer fluid
Restrictions on use:  None known
Initial supplier identifier:  Maplecrest Chemicals Ltd.
45 Industrial Crescent, Mississauga, ON L5T 2B7
Telephone:  905-555-0199
Emergency telephone number:  CANUTEC 1-888-226-8832 or *666 (24 h)
SECTION 2. HAZARD IDENTIFICATION
Classification:  Flammable liquids - Category 2; Specific target organ toxicity - single exposure - Category 1
Label elements
Signal word:  Danger
Hazard statements:  H225 Highly flammable liquid and vapour. H370 Causes damage to organs.
Precautionary statements:  P210 Keep away from heat, hot surfaces, sparks, open flames and other ignition sources. No smoking.
P260 Do not breathe mist/vapours/spray.
SECTION 3. COMPOSITION/INFORMATION ON INGREDIENTS
Chemical name    CAS No.    Concentration (% w/w)
Methanol    67-56-1    30 - 60
Ethylene glycol    107-21-1    1 - 5
SECTION 4. FIRST-AID MEASURES
SECTION 5. FIRE-FIGHTING MEASURES
SECTION 6. ACCIDENTAL RELEASE MEASURES
SECTION 7. HANDLING AND STORAGE
SECTION 8. EXPOSURE CONTROLS/PERSONAL PROTECTION
SECTION 9. PHYSICAL AND CHEMICAL PROPERTIES
Appearance, physical state and colour:  Liquid, blue
Odour:  Alcohol
Odour threshold:  Not available
pH:  8.0
Melting point and freezing point:  -40 °C
Initial boiling point and boiling range:  78 °C
Flash point:  22 °C (closed cup)
Relative density:  0.93
SECTION 10. STABILITY AND REACTIVITY
SECTION 11. TOXICOLOGICAL INFORMATION
SECTION 12. ECOLOGICAL INFORMATION
SECTION 13. DISPOSAL CONSIDERATIONS
SECTION 14. TRANSPORT INFORMATION
TDG
UN number:  UN1230
UN proper shipping name:  METHANOL SOLUTION
Transport hazard class(es):  3 (6.1)
Packing group:  II
SECTION 15. REGULATORY INFORMATION
SECTION 16. OTHER INFORMATION
Date of the latest revision of the safety data sheet:  2025-02-18
Version:  3.0`,
    expected: {
      productName: 'Polarguard Windshield Fluid -40',
      supplierName: 'Maplecrest Chemicals Ltd.',
      emergencyPhone: '1-888-226-8832',
      revisionDate: '2025-02-18',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H370'],
      pStatements: ['P210', 'P260'],
      components: [
        ['67-56-1', 30, 60],
        ['107-21-1', 1, 5],
      ],
      physicalState: 'liquid',
      flashPoint: 22,
      boilingPoint: 78,
      meltingPoint: -40,
      density: 0.93,
      ph: 8,
      unNumber: 'UN1230',
      shippingName: 'METHANOL SOLUTION',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'English (Australia), Safe Work Australia code of practice, ADG',
    language: 'en',
    text: `SAFETY DATA SHEET
1. IDENTIFICATION OF THE MATERIAL AND SUPPLIER
Product name    SOUTHERN CROSS RUST CONVERTER
Other means of identification    SC-RC5
Recommended use of the chemical and restrictions on use    Rust treatment for steel
Details of manufacturer or importer
Supplier name    Banksia Industrial Products Pty Ltd
ABN    12 345 678 901
Address    7 Quarry Road, Wetherill Park NSW 2164
Telephone    (02) 9555 0123
Emergency telephone number    1800 951 288 (24 hours)
2. HAZARD IDENTIFICATION
Classification of the hazardous chemical    Skin Corrosion Category 1C; Serious Eye Damage Category 1
Label elements
Signal word    DANGER
Hazard statement(s)    H314 Causes severe skin burns and eye damage.
Precautionary statement(s)
Prevention    P280 Wear protective gloves/protective clothing/eye protection/face protection.
Response    P301+P330+P331 IF SWALLOWED: Rinse mouth. Do NOT induce vomiting.
3. COMPOSITION AND INFORMATION ON INGREDIENTS
Chemical entity    CAS number    Proportion
Phosphoric acid    7664-38-2    10 - 30 %
Ingredients determined not to be hazardous    Balance
4. FIRST AID MEASURES
5. FIRE FIGHTING MEASURES
6. ACCIDENTAL RELEASE MEASURES
7. HANDLING AND STORAGE
8. EXPOSURE CONTROLS AND PERSONAL PROTECTION
9. PHYSICAL AND CHEMICAL PROPERTIES
Appearance    Clear green liquid
Odour    Slight
pH    1.2
Melting point/Freezing point    Not available
Boiling point    102 °C
Flash point    Not flammable
Relative density    1.15
10. STABILITY AND REACTIVITY
11. TOXICOLOGICAL INFORMATION
12. ECOLOGICAL INFORMATION
13. DISPOSAL CONSIDERATIONS
14. TRANSPORT INFORMATION
Road and Rail Transport (ADG Code)
UN number    1805
UN proper shipping name    PHOSPHORIC ACID SOLUTION
Transport hazard class    8
Packing group    III
Hazchem or Emergency Action Code    2R
15. REGULATORY INFORMATION
Poisons Schedule (SUSMP)    S5
16. OTHER INFORMATION
Date of preparation or last revision of SDS    21/08/2024
Version    5`,
    expected: {
      productName: 'SOUTHERN CROSS RUST CONVERTER',
      supplierName: 'Banksia Industrial Products Pty Ltd',
      emergencyPhone: '1800 951 288',
      revisionDate: '2024-08-21',
      version: '5',
      signalWord: 'Danger',
      hStatements: ['H314'],
      pStatements: ['P280', 'P301+P330+P331'],
      components: [['7664-38-2', 10, 30]],
      physicalState: 'liquid',
      flashPoint: null,
      boilingPoint: 102,
      density: 1.15,
      ph: 1.2,
      unNumber: 'UN1805',
      shippingName: 'PHOSPHORIC ACID SOLUTION',
      transportClass: '8',
      packingGroup: 'III',
    },
    leftOut: 'nothing',
  },
  {
    name: 'English (US), ANSI Z400.1 16-section MSDS',
    language: 'en',
    text: `MATERIAL SAFETY DATA SHEET
SECTION 1 - CHEMICAL PRODUCT AND COMPANY IDENTIFICATION
PRODUCT NAME:  HI-TEMP THINNER 77
MANUFACTURER:  Ridgeway Paint Company
ADDRESS:  400 Canal Street, Paterson, NJ 07501
INFORMATION PHONE:  (973) 555-0170
EMERGENCY TELEPHONE:  (800) 424-9300 CHEMTREC
MSDS DATE:  10/15/2009
SUPERSEDES:  04/02/2006
SECTION 2 - COMPOSITION, INFORMATION ON INGREDIENTS
COMPONENT    CAS NO.    % BY WEIGHT
Toluene    108-88-3    60-80
Xylene    1330-20-7    10-20
SECTION 3 - HAZARDS IDENTIFICATION
EMERGENCY OVERVIEW:  WARNING! FLAMMABLE LIQUID AND VAPOR.
SECTION 4 - FIRST AID MEASURES
SECTION 5 - FIRE FIGHTING MEASURES
SECTION 6 - ACCIDENTAL RELEASE MEASURES
SECTION 7 - HANDLING AND STORAGE
SECTION 8 - EXPOSURE CONTROLS/PERSONAL PROTECTION
SECTION 9 - PHYSICAL AND CHEMICAL PROPERTIES
PHYSICAL STATE:  Liquid
BOILING POINT:  230 °F (110 °C)
MELTING POINT:  N/A
FLASH POINT:  40 °F (4 °C) TCC
SPECIFIC GRAVITY (H2O=1):  0.87
pH:  N/A
SECTION 10 - STABILITY AND REACTIVITY
SECTION 11 - TOXICOLOGICAL INFORMATION
SECTION 12 - ECOLOGICAL INFORMATION
SECTION 13 - DISPOSAL CONSIDERATIONS
SECTION 14 - TRANSPORT INFORMATION
DOT PROPER SHIPPING NAME:  Paint related material
DOT HAZARD CLASS:  3
UN/NA NUMBER:  UN1263
PACKING GROUP:  II
SECTION 15 - REGULATORY INFORMATION
SECTION 16 - OTHER INFORMATION
REVISION NUMBER:  3`,
    expected: {
      productName: 'HI-TEMP THINNER 77',
      supplierName: 'Ridgeway Paint Company',
      emergencyPhone: '(800) 424-9300',
      revisionDate: '2009-10-15',
      version: '3',
      components: [
        ['108-88-3', 60, 80],
        ['1330-20-7', 10, 20],
      ],
      physicalState: 'liquid',
      flashPoint: 4,
      boilingPoint: 110,
      density: 0.87,
      unNumber: 'UN1263',
      shippingName: 'Paint related material',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut:
      'signalWord: the pre-GHS "EMERGENCY OVERVIEW: WARNING! …" carries no signal-word label (ANSI Z129.1 wording, not vocabulary)',
  },
  {
    name: 'Spanish (Mexico), NOM-018-STPS-2015 item names',
    language: 'es',
    text: `HOJA DE DATOS DE SEGURIDAD
Conforme a la NOM-018-STPS-2015
Fecha de elaboración: 12/05/2023    Fecha de revisión: 20/01/2025    Versión: 3
SECCIÓN 1. Identificación de la sustancia química peligrosa o mezcla y del proveedor o fabricante
Nombre de la sustancia química peligrosa o mezcla:  DESENGRASANTE AZTECA 500
Otros medios de identificación:  DA-500
Uso recomendado de la sustancia química peligrosa o mezcla, y restricciones de uso:  Limpieza industrial
Datos del proveedor o fabricante:  Químicos del Bajío, S.A. de C.V.
Av. Industria 1450, Col. Centro, 38000 Celaya, Gto., México
Teléfono:  +52 461 555 0100
Número de teléfono en caso de emergencia:  SETIQ 800 002 1400
SECCIÓN 2. Identificación de los peligros
Clasificación de la sustancia química peligrosa o mezcla:  Líquidos inflamables, Categoría 2; Irritación ocular, Categoría 2A
Elementos de la señalización, incluidos los consejos de prudencia y pictogramas de precaución
Palabra de advertencia:  Peligro
Indicaciones de peligro:  H225 Líquido y vapores muy inflamables. H319 Provoca irritación ocular grave.
Consejos de prudencia:  P210 Mantener alejado del calor, de superficies calientes, de chispas, de llamas abiertas y de cualquier otra fuente de ignición. No fumar.
SECCIÓN 3. Composición/información sobre los componentes
Nombre químico    Número CAS    Concentración (%)
Acetona    67-64-1    40 - 60
Alcohol isopropílico    67-63-0    10 - 30
SECCIÓN 4. Primeros auxilios
SECCIÓN 5. Medidas contra incendios
SECCIÓN 6. Medidas que deben tomarse en caso de derrame o fuga accidental
SECCIÓN 7. Manejo y almacenamiento
SECCIÓN 8. Controles de exposición/protección personal
SECCIÓN 9. Propiedades físicas y químicas
Apariencia (estado físico, color, etc.):  Líquido incoloro
Olor:  Característico
Potencial de hidrógeno, pH:  7
Punto de fusión/punto de congelación:  -95 °C
Punto inicial e intervalo de ebullición:  56 °C
Punto de inflamación:  -18 °C (copa cerrada)
Densidad relativa:  0,80
SECCIÓN 10. Estabilidad y reactividad
SECCIÓN 11. Información toxicológica
SECCIÓN 12. Información ecotoxicológica
SECCIÓN 13. Información relativa a la eliminación de los productos
SECCIÓN 14. Información relativa al transporte
Número ONU:  1993
Designación oficial de transporte de las Naciones Unidas:  LÍQUIDO INFLAMABLE, N.E.P. (Acetona, Isopropanol)
Clase(s) relativas al transporte:  3
Grupo de embalaje/envase, si se aplica:  II
SECCIÓN 15. Información reglamentaria
SECCIÓN 16. Otra información incluida la relativa a la preparación y actualización de la hoja de datos de seguridad`,
    expected: {
      productName: 'DESENGRASANTE AZTECA 500',
      supplierName: 'Químicos del Bajío, S.A. de C.V.',
      emergencyPhone: '800 002 1400',
      revisionDate: '2025-01-20',
      version: '3',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210'],
      components: [
        ['67-64-1', 40, 60],
        ['67-63-0', 10, 30],
      ],
      physicalState: 'liquid',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.8,
      ph: 7,
      unNumber: 'UN1993',
      shippingName: 'LÍQUIDO INFLAMABLE, N.E.P. (Acetona, Isopropanol)',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Spanish (Mexico), NOM-018-STPS-2015 numbered 1.1-1.5',
    language: 'es',
    text: `Hoja de datos de seguridad según NOM-018-STPS-2015; Última revisión: 18/07/2024
SECCIÓN 1. Identificación de la sustancia química peligrosa o mezcla y del proveedor o fabricante
1.1 Identificador del producto
QUITASARRO NOGAL 20
1.2 Otros medios de identificación
Limpiador ácido
1.3 Uso recomendado de la sustancia química peligrosa o mezcla y restricciones de uso
Desincrustante para superficies
1.4 Datos del proveedor o fabricante
Productos Químicos Nogal, S.A. de C.V.
Blvd. Industrial 220, Saltillo, Coah., México, Tel.: (844) 555 0110
1.5 Número de teléfono en caso de emergencia
SETIQ 800 002 1400 (día y noche)
SECCIÓN 2. Identificación de los peligros
2.1 Clasificación de la sustancia química peligrosa o mezcla
Corrosión cutánea, Categoría 1B
2.2 Elementos de la señalización, incluidos los consejos de prudencia y pictogramas de precaución
Palabra de advertencia: Peligro
Indicaciones de peligro: H314 Provoca graves quemaduras en la piel y lesiones oculares.
Consejos de prudencia: P280 Llevar guantes/prendas/gafas/máscara de protección.
SECCIÓN 3. Composición/información sobre los componentes
Ácido clorhídrico    7647-01-0    10 - 20 %
SECCIÓN 4. Primeros auxilios
SECCIÓN 5. Medidas contra incendios
SECCIÓN 6. Medidas que deben tomarse en caso de derrame o fuga accidental
SECCIÓN 7. Manejo y almacenamiento
SECCIÓN 8. Controles de exposición/protección personal
SECCIÓN 9. Propiedades físicas y químicas
Estado físico: Líquido
Punto de ebullición: 104 °C
Punto de inflamación: No aplica
Densidad relativa: 1,08
pH: < 1
SECCIÓN 10. Estabilidad y reactividad
SECCIÓN 11. Información toxicológica
SECCIÓN 12. Información ecotoxicológica
SECCIÓN 13. Información relativa a la eliminación de los productos
SECCIÓN 14. Información relativa al transporte
Número ONU: 1789
Designación oficial de transporte: ÁCIDO CLORHÍDRICO
Clase de peligro: 8
Grupo de embalaje/envase: II
SECCIÓN 15. Información reglamentaria
SECCIÓN 16. Otra información`,
    expected: {
      productName: 'QUITASARRO NOGAL 20',
      supplierName: 'Productos Químicos Nogal, S.A. de C.V.',
      emergencyPhone: '800 002 1400',
      revisionDate: '2024-07-18',
      signalWord: 'Danger',
      hStatements: ['H314'],
      pStatements: ['P280'],
      components: [['7647-01-0', 10, 20]],
      physicalState: 'liquid',
      flashPoint: null,
      boilingPoint: 104,
      density: 1.08,
      unNumber: 'UN1789',
      shippingName: 'ÁCIDO CLORHÍDRICO',
      transportClass: '8',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Spanish (Chile), NCh 2245 item names, section 14 by mode',
    language: 'es',
    text: `HOJA DE DATOS DE SEGURIDAD
Según NCh 2245:2021
Sección 1: Identificación del producto químico y de la empresa
Identificación del producto químico:  LIMPIADOR ANDINO PLUS
Usos recomendados:  Limpiador de superficies metálicas
Restricciones de uso:  Solo uso industrial
Nombre del proveedor:  Química Cordillera SpA
Dirección del proveedor:  Av. Los Aromos 2280, Quilicura, Santiago
Número de teléfono del proveedor:  +56 2 2555 0140
Número de teléfono de emergencia en Chile:  +56 2 2247 3600 (CITUC)
Número de teléfono de información toxicológica en Chile:  +56 2 2635 3800 (CITUC)
Sección 2: Identificación de los peligros
Clasificación según NCh 382:  Clase 8
Clasificación según SGA:  Corrosión cutánea, Categoría 1B
Etiqueta SGA
Palabra de advertencia:  Peligro
Indicaciones de peligro:  H314 Provoca graves quemaduras en la piel y lesiones oculares.
Indicaciones de prudencia:  P280 Llevar guantes/prendas/gafas/máscara de protección.
Sección 3: Composición/información de los componentes
Componente    N° CAS    Concentración
Hidróxido de sodio    1310-73-2    5 - 10 %
Sección 4: Primeros auxilios
Sección 5: Medidas para lucha contra incendios
Sección 6: Medidas que se deben tomar en caso de derrame o fuga accidental
Sección 7: Manipulación y almacenamiento
Sección 8: Controles de exposición/protección personal
Sección 9: Propiedades físicas y químicas
Estado físico:  Líquido
Forma en que se presenta:  Solución acuosa
Color:  Incoloro
Olor:  Inodoro
pH:  13,5
Punto de fusión/punto de congelamiento:  No disponible
Punto de ebullición, punto inicial de ebullición y rango de ebullición:  105 °C
Punto de inflamación:  No aplica
Densidad relativa:  1,11
Sección 10: Estabilidad y reactividad
Sección 11: Información toxicológica
Sección 12: Información ecológica
Sección 13: Información sobre la disposición final
Sección 14: Información sobre el transporte
Modalidad de transporte    Terrestre    Marítima    Aérea
Regulaciones    D.S. 298    IMDG    IATA
Número NU    1824    1824    1824
Designación oficial de transporte    HIDRÓXIDO DE SODIO EN SOLUCIÓN    SODIUM HYDROXIDE SOLUTION    SODIUM HYDROXIDE SOLUTION
Clasificación de peligro primario NU    8    8    8
Clasificación de peligro secundario NU    -    -    -
Grupo de embalaje/envase    II    II    II
Sección 15: Información reglamentaria
Sección 16: Otras informaciones
Fecha de versión:  2024-11-05
Versión:  2`,
    expected: {
      productName: 'LIMPIADOR ANDINO PLUS',
      supplierName: 'Química Cordillera SpA',
      emergencyPhone: '+56 2 2247 3600',
      revisionDate: '2024-11-05',
      version: '2',
      signalWord: 'Danger',
      hStatements: ['H314'],
      pStatements: ['P280'],
      components: [['1310-73-2', 5, 10]],
      physicalState: 'liquid',
      flashPoint: null,
      boilingPoint: 105,
      density: 1.11,
      ph: 13.5,
      unNumber: 'UN1824',
      shippingName: 'HIDRÓXIDO DE SODIO EN SOLUCIÓN',
      packingGroup: 'II',
    },
    leftOut:
      'transportClass: NCh 2245 row "Clasificación de peligro primario NU" (wording not confirmed, left out)',
  },
  {
    name: 'Spanish (Colombia), SGA sheet with ANSI-order wording',
    language: 'es',
    text: `HOJA DE DATOS DE SEGURIDAD
1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA COMPAÑÍA
Nombre comercial:  THINNER CORRIENTE TC-20
Uso recomendado:  Dilución de pinturas
Fabricante:  Solventes del Valle S.A.S.
Dirección:  Calle 15 # 32-40, Zona Industrial, Cali, Colombia
Teléfono:  +57 602 555 0123
Teléfono de emergencia:  CISPROQUIM 01 8000 916012
2. IDENTIFICACIÓN DE PELIGROS
Clasificación SGA:  Líquidos inflamables, categoría 2
Pictogramas:  GHS02
Palabra de señal:  Peligro
Frases H:  H225 Líquido y vapores muy inflamables.
Frases P:  P210 Mantener alejado del calor, de superficies calientes, de chispas, de llamas abiertas y de cualquier otra fuente de ignición. No fumar.
3. COMPOSICIÓN/INFORMACIÓN SOBRE LOS COMPONENTES
Componente    No. CAS    % p/p
Tolueno    108-88-3    50 - 70
Acetato de etilo    141-78-6    20 - 30
4. PRIMEROS AUXILIOS
5. MEDIDAS EN CASO DE INCENDIO
6. MEDIDAS EN CASO DE VERTIDO ACCIDENTAL
7. MANIPULACIÓN Y ALMACENAMIENTO
8. CONTROLES DE EXPOSICIÓN/PROTECCIÓN PERSONAL
9. PROPIEDADES FÍSICAS Y QUÍMICAS
Aspecto:  Líquido transparente
Olor:  Aromático
Punto de ebullición:  77 °C
Punto de fusión:  No determinado
Punto de inflamación:  4 °C
Gravedad específica:  0,87
pH:  No aplica
10. ESTABILIDAD Y REACTIVIDAD
11. INFORMACIÓN TOXICOLÓGICA
12. INFORMACIÓN ECOLÓGICA
13. CONSIDERACIONES SOBRE LA DISPOSICIÓN
14. INFORMACIÓN SOBRE EL TRANSPORTE
Número UN:  1263
Nombre apropiado para el transporte:  MATERIAL RELACIONADO CON PINTURAS
Clase de peligro:  3
Grupo de empaque:  II
15. INFORMACIÓN REGLAMENTARIA
16. OTRA INFORMACIÓN
Fecha de actualización:  15/07/2024
Versión:  1.2`,
    expected: {
      productName: 'THINNER CORRIENTE TC-20',
      supplierName: 'Solventes del Valle S.A.S.',
      emergencyPhone: '01 8000 916012',
      revisionDate: '2024-07-15',
      version: '1.2',
      signalWord: 'Danger',
      hStatements: ['H225'],
      pStatements: ['P210'],
      components: [
        ['108-88-3', 50, 70],
        ['141-78-6', 20, 30],
      ],
      physicalState: 'liquid',
      flashPoint: 4,
      boilingPoint: 77,
      density: 0.87,
      unNumber: 'UN1263',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'shippingName: "Nombre apropiado para el transporte" (wording not confirmed, left out)',
  },
  {
    name: 'Spanish (Latin America), commonly printed label variants',
    language: 'es',
    text: `HOJA DE DATOS DE SEGURIDAD
1. IDENTIFICACIÓN DEL PRODUCTO Y DE LA EMPRESA
Nombre del producto:  LIMPIADOR CEIBA 10
Proveedor:  Química Ceiba S.A.
Teléfono de emergencia:  +506 2222 0000
2. IDENTIFICACIÓN DE LOS PELIGROS
Palabra de advertencia:  Atención
Indicaciones de peligro:  H226 Líquidos y vapores inflamables.
3. COMPOSICIÓN/INFORMACIÓN SOBRE LOS COMPONENTES
Xileno    1330-20-7    20 - 40 %
4. PRIMEROS AUXILIOS
5. MEDIDAS DE LUCHA CONTRA INCENDIOS
6. MEDIDAS EN CASO DE VERTIDO ACCIDENTAL
7. MANIPULACIÓN Y ALMACENAMIENTO
8. CONTROLES DE EXPOSICIÓN/PROTECCIÓN PERSONAL
9. PROPIEDADES FÍSICAS Y QUÍMICAS
Estado físico:  Líquido
Temperatura de ebullición:  138 °C
Punto de destello:  27 °C
Peso específico:  0,87
pH:  No aplica
10. ESTABILIDAD Y REACTIVIDAD
11. INFORMACIÓN TOXICOLÓGICA
12. INFORMACIÓN ECOLÓGICA
13. CONSIDERACIONES RELATIVAS A LA ELIMINACIÓN
14. INFORMACIÓN SOBRE EL TRANSPORTE
Número ONU:  1307
Nombre de embarque apropiado:  XILENOS
Clase de riesgo:  3
Grupo de envase:  III
15. INFORMACIÓN REGLAMENTARIA
16. OTRA INFORMACIÓN
Fecha de emisión:  10/02/2023`,
    expected: {
      productName: 'LIMPIADOR CEIBA 10',
      supplierName: 'Química Ceiba S.A.',
      emergencyPhone: '+506 2222 0000',
      revisionDate: '2023-02-10',
      signalWord: 'Warning',
      hStatements: ['H226'],
      components: [['1330-20-7', 20, 40]],
      physicalState: 'liquid',
      density: 0.87,
      unNumber: 'UN1307',
      shippingName: 'XILENOS',
      transportClass: '3',
    },
    leftOut:
      'flashPoint: "Punto de destello" (not confirmed as an SDS label, left out); boilingPoint: "Temperatura de ebullición" (not confirmed as an SDS label, left out); packingGroup: "Grupo de envase" (not confirmed in a dangerous-goods text, left out)',
  },
  {
    name: 'Portuguese (Brazil), ABNT NBR 14725:2023 FDS',
    language: 'pt',
    text: `FICHA COM DADOS DE SEGURANÇA
De acordo com a ABNT NBR 14725:2023
Data da emissão: 10/03/2024    Data da revisão: 22/04/2025    Versão: 2.0
SEÇÃO 1: Identificação
Nome do produto:  LIMPA-PISO IPÊ 300
Código interno de identificação:  LP-300
Principais usos recomendados para a substância ou mistura:  Limpeza de pisos
Nome da empresa:  Química Ipê Indústria e Comércio Ltda.
Endereço:  Rua das Indústrias, 500, Distrito Industrial, Campinas - SP, CEP 13054-000
Telefone para contato:  (19) 3555-0100
Telefone de emergência:  0800 707 7022 (Pró-Química / ABIQUIM)
SEÇÃO 2: Identificação de perigos
Classificação da substância ou mistura:  Líquidos inflamáveis - Categoria 2; Lesões oculares graves/irritação ocular - Categoria 2A
Elementos de rotulagem do GHS, incluindo as frases de precaução
Pictogramas:  GHS02, GHS07
Palavra de advertência:  PERIGO
Frases de perigo:  H225 Líquido e vapores altamente inflamáveis. H319 Provoca irritação ocular grave.
Frases de precaução:  P210 Mantenha afastado do calor, superfícies quentes, faíscas, chamas abertas e outras fontes de ignição. Não fume.
SEÇÃO 3: Composição e informações sobre os ingredientes
Mistura
Nome químico comum      Número de registro CAS    Concentração (%)
Etanol                  64-17-5                   30 - 50
Álcool isopropílico     67-63-0                   5 - 10
SEÇÃO 4: Medidas de primeiros-socorros
SEÇÃO 5: Medidas de combate a incêndio
SEÇÃO 6: Medidas de controle para derramamento ou vazamento
SEÇÃO 7: Manuseio e armazenamento
SEÇÃO 8: Controle de exposição e proteção individual
SEÇÃO 9: Propriedades físicas e químicas
Estado físico:  Líquido
Cor:  Incolor
Odor:  Característico de álcool
Ponto de fusão/ponto de congelamento:  -114 °C
Ponto de ebulição ou ponto de ebulição inicial e faixa de temperatura de ebulição:  78 °C
Inflamabilidade:  Líquido inflamável
Ponto de fulgor:  18 °C (vaso fechado)
pH:  7,0
Densidade e/ou densidade relativa:  0,89 g/cm³ a 20 °C
SEÇÃO 10: Estabilidade e reatividade
SEÇÃO 11: Informações toxicológicas
SEÇÃO 12: Informações ecológicas
SEÇÃO 13: Considerações sobre destinação final
SEÇÃO 14: Informações sobre transporte
Regulamentações nacionais:  Resolução ANTT nº 5.998/2022
Número ONU:  1170
Nome apropriado para embarque:  ETANOL EM SOLUÇÃO
Classe de risco/subclasse de risco principal:  3
Classe de risco/subclasse de risco subsidiário:  -
Número de risco:  33
Grupo de embalagem:  II
SEÇÃO 15: Informações sobre regulamentações
SEÇÃO 16: Outras informações`,
    expected: {
      productName: 'LIMPA-PISO IPÊ 300',
      supplierName: 'Química Ipê Indústria e Comércio Ltda.',
      emergencyPhone: '0800 707 7022',
      revisionDate: '2025-04-22',
      version: '2.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210'],
      components: [
        ['64-17-5', 30, 50],
        ['67-63-0', 5, 10],
      ],
      physicalState: 'liquid',
      flashPoint: 18,
      boilingPoint: 78,
      meltingPoint: -114,
      density: 0.89,
      ph: 7,
      unNumber: 'UN1170',
      shippingName: 'ETANOL EM SOLUÇÃO',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Portuguese (Brazil), NBR 14725:2023 FDS with FISPQ-style labels',
    language: 'pt',
    text: `FICHA COM DADOS DE SEGURANÇA (FDS)
Em conformidade com a ABNT NBR 14725:2023    Data da última revisão: 05/02/2025    Revisão nº: 3
1. Identificação
Nome da substância ou mistura (nome comercial):  ALVEJANTE CERRADO 5
Código interno de identificação do produto:  AC-05
Principais usos recomendados para a substância ou mistura:  Alvejante de uso profissional
Nome da empresa:  Cerrado Saneantes Ltda.
Endereço:  Quadra 4, Setor Industrial, Anápolis - GO, CEP 75132-000
Telefone para contato:  (62) 3555-0100
Tel. de Emergência:  0800 014 8110
2. Identificação de perigos
Classificação da substância ou mistura:  Corrosão/irritação à pele - Categoria 1B
Elementos de rotulagem do GHS, incluindo as frases de precaução
Palavra de advertência:  PERIGO
Frase(s) de perigo:  H314 Provoca queimadura severa à pele e dano aos olhos.
Frase(s) de precaução:  P280 Use luvas de proteção/roupa de proteção/proteção ocular/proteção facial.
3. Composição e informações sobre os ingredientes
Hipoclorito de sódio    7681-52-9    5 - 10 %
Hidróxido de sódio    1310-73-2    < 1 %
4. Medidas de primeiros-socorros
5. Medidas de combate a incêndio
6. Medidas de controle para derramamento ou vazamento
7. Manuseio e armazenamento
8. Controle de exposição e proteção individual
9. Propriedades físicas e químicas
Aspecto (estado físico, forma, cor):  Líquido amarelo-esverdeado
Odor:  Cloro
Ponto de fusão/ponto de congelamento:  Não disponível
Ponto de ebulição ou ponto de ebulição inicial e faixa de temperatura de ebulição:  100 °C
Ponto de fulgor:  Não aplicável
pH:  12,5
Densidade relativa:  1,10
10. Estabilidade e reatividade
11. Informações toxicológicas
12. Informações ecológicas
13. Considerações sobre destinação final
14. Informações sobre transporte
Terrestre:  Resolução ANTT nº 5.998/2022
Número ONU:  1791
Nome apropriado para embarque:  HIPOCLORITO EM SOLUÇÃO
Classe(s) de perigo de transporte:  8
Número de risco:  80
Grupo de embalagem:  III
15. Informações sobre regulamentações
16. Outras informações`,
    expected: {
      productName: 'ALVEJANTE CERRADO 5',
      supplierName: 'Cerrado Saneantes Ltda.',
      emergencyPhone: '0800 014 8110',
      revisionDate: '2025-02-05',
      version: '3',
      signalWord: 'Danger',
      hStatements: ['H314'],
      pStatements: ['P280'],
      components: [
        ['7681-52-9', 5, 10],
        ['1310-73-2', null, 1],
      ],
      physicalState: 'liquid',
      flashPoint: null,
      boilingPoint: 100,
      density: 1.1,
      ph: 12.5,
      unNumber: 'UN1791',
      shippingName: 'HIPOCLORITO EM SOLUÇÃO',
      transportClass: '8',
      packingGroup: 'III',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Portuguese (Brazil), FISPQ (NBR 14725-4)',
    language: 'pt',
    text: `FICHA DE INFORMAÇÕES DE SEGURANÇA DE PRODUTOS QUÍMICOS - FISPQ
PRODUTO: SOLVENTE JATOBÁ 90    FISPQ nº 0123    Revisão: 05    Data: 18/09/2019
1 - IDENTIFICAÇÃO DO PRODUTO E DA EMPRESA
Nome do produto:  SOLVENTE JATOBÁ 90
Código interno de identificação do produto:  SJ-90
Nome da empresa:  Jatobá Solventes S.A.
Endereço:  Av. Brasil, 2000, Rio de Janeiro - RJ
Telefone para contato:  (21) 2555-0123
Telefone para emergências:  0800 722 6001
2 - IDENTIFICAÇÃO DE PERIGOS
Classificação do produto químico:  Líquidos inflamáveis - Categoria 2
Sistema de classificação utilizado:  Norma ABNT-NBR 14725-2
Elementos apropriados da rotulagem
Pictogramas:  Chama
Palavra de advertência:  Perigo
Frases de perigo:  H225 Líquido e vapores altamente inflamáveis.
Frases de precaução:  P210 Mantenha afastado do calor, superfícies quentes, faíscas, chamas abertas e outras fontes de ignição. Não fume.
3 - COMPOSIÇÃO E INFORMAÇÕES SOBRE OS INGREDIENTES
Natureza química:  Mistura
Ingredientes ou impurezas que contribuam para o perigo:
Nome químico    Nº CAS    Concentração (%)
Tolueno    108-88-3    60 - 80
Xileno    1330-20-7    10 - 20
4 - MEDIDAS DE PRIMEIROS-SOCORROS
5 - MEDIDAS DE COMBATE A INCÊNDIO
6 - MEDIDAS DE CONTROLE PARA DERRAMAMENTO OU VAZAMENTO
7 - MANUSEIO E ARMAZENAMENTO
8 - CONTROLE DE EXPOSIÇÃO E PROTEÇÃO INDIVIDUAL
9 - PROPRIEDADES FÍSICAS E QUÍMICAS
Aspecto (estado físico, forma, cor):  Líquido límpido, incolor
Odor:  Aromático
pH:  Não aplicável
Ponto de fusão/ponto de congelamento:  -95 °C
Ponto de ebulição inicial e faixa de temperatura de ebulição:  110 °C
Ponto de fulgor:  4 °C (vaso fechado)
Densidade relativa:  0,87
10 - ESTABILIDADE E REATIVIDADE
11 - INFORMAÇÕES TOXICOLÓGICAS
12 - INFORMAÇÕES ECOLÓGICAS
13 - CONSIDERAÇÕES SOBRE TRATAMENTO E DISPOSIÇÃO
14 - INFORMAÇÕES SOBRE TRANSPORTE
Regulamentações nacionais e internacionais:
Terrestre:  Resolução nº 5232 de 14 de dezembro de 2016 da Agência Nacional de Transportes Terrestres (ANTT)
Número ONU:  1263
Nome apropriado para embarque:  MATERIAL RELACIONADO COM TINTAS
Classe/subclasse de risco principal:  3
Número de risco:  33
Grupo de embalagem:  II
15 - REGULAMENTAÇÕES
16 - OUTRAS INFORMAÇÕES`,
    expected: {
      productName: 'SOLVENTE JATOBÁ 90',
      supplierName: 'Jatobá Solventes S.A.',
      emergencyPhone: '0800 722 6001',
      revisionDate: '2019-09-18',
      version: '05',
      signalWord: 'Danger',
      hStatements: ['H225'],
      pStatements: ['P210'],
      components: [
        ['108-88-3', 60, 80],
        ['1330-20-7', 10, 20],
      ],
      physicalState: 'liquid',
      flashPoint: 4,
      boilingPoint: 110,
      meltingPoint: -95,
      density: 0.87,
      unNumber: 'UN1263',
      shippingName: 'MATERIAL RELACIONADO COM TINTAS',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'French (Canada), WHMIS 2015 FDS (Règlement sur les produits dangereux, annexe 1)',
    language: 'fr',
    text: `FICHE DE DONNÉES DE SÉCURITÉ
RUBRIQUE 1. IDENTIFICATION
Identificateur de produit:  Lave-glace Boréal -40
Autres moyens d'identification:  LB-40
Usage recommandé:  Liquide lave-glace
Restrictions d'utilisation:  Aucune connue
Identificateur du fournisseur initial:  Produits Chimiques Laurentides Inc.
120, rue de l'Industrie, Laval (Québec) H7L 4S3
Téléphone:  450 555-0110
Numéro de téléphone en cas d'urgence:  CANUTEC 1-888-226-8832 ou *666
RUBRIQUE 2. IDENTIFICATION DES DANGERS
Classification:  Liquides inflammables - Catégorie 2; Toxicité pour certains organes cibles - exposition unique - Catégorie 1
Éléments d'étiquetage
Mention d'avertissement:  Danger
Mentions de danger:  H225 Liquide et vapeurs très inflammables. H370 Risque avéré d'effets graves pour les organes.
Conseils de prudence:  P210 Tenir à l'écart de la chaleur, des surfaces chaudes, des étincelles, des flammes nues et de toute autre source d'inflammation. Ne pas fumer.
RUBRIQUE 3. COMPOSITION/INFORMATION SUR LES INGRÉDIENTS
Nom chimique    No CAS    Concentration (% p/p)
Méthanol    67-56-1    30 - 60
Éthylèneglycol    107-21-1    1 - 5
RUBRIQUE 4. PREMIERS SOINS
RUBRIQUE 5. MESURES À PRENDRE EN CAS D'INCENDIE
RUBRIQUE 6. MESURES À PRENDRE EN CAS DE DÉVERSEMENT ACCIDENTEL
RUBRIQUE 7. MANUTENTION ET STOCKAGE
RUBRIQUE 8. CONTRÔLE DE L'EXPOSITION/PROTECTION INDIVIDUELLE
RUBRIQUE 9. PROPRIÉTÉS PHYSIQUES ET CHIMIQUES
Apparence, état physique et couleur:  Liquide bleu
Odeur:  Alcool
pH:  8,0
Point de fusion et point de congélation:  -40 °C
Point initial d'ébullition et domaine d'ébullition:  78 °C
Point d'éclair:  22 °C (coupelle fermée)
Densité relative:  0,93
RUBRIQUE 10. STABILITÉ ET RÉACTIVITÉ
RUBRIQUE 11. DONNÉES TOXICOLOGIQUES
RUBRIQUE 12. DONNÉES ÉCOLOGIQUES
RUBRIQUE 13. DONNÉES SUR L'ÉLIMINATION
RUBRIQUE 14. INFORMATIONS RELATIVES AU TRANSPORT
TMD
Numéro ONU:  UN1230
Désignation officielle de transport de l'ONU:  MÉTHANOL EN SOLUTION
Classe(s) de danger relative(s) au transport:  3 (6.1)
Groupe d'emballage:  II
RUBRIQUE 15. INFORMATIONS SUR LA RÉGLEMENTATION
RUBRIQUE 16. AUTRES INFORMATIONS
Date de la dernière révision de la fiche de données de sécurité:  2025-02-18
Version:  3.0`,
    expected: {
      productName: 'Lave-glace Boréal -40',
      supplierName: 'Produits Chimiques Laurentides Inc.',
      emergencyPhone: '1-888-226-8832',
      revisionDate: '2025-02-18',
      version: '3.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H370'],
      pStatements: ['P210'],
      components: [
        ['67-56-1', 30, 60],
        ['107-21-1', 1, 5],
      ],
      flashPoint: 22,
      boilingPoint: 78,
      meltingPoint: -40,
      density: 0.93,
      ph: 8,
      unNumber: 'UN1230',
      shippingName: 'MÉTHANOL EN SOLUTION',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut:
      'physicalState: "Apparence, état physique et couleur": "Apparence" not confirmed as the WHMIS French wording, left out',
  },
  {
    name: 'German, Regulation (EU) 2020/878 titles (Austrian supplier)',
    language: 'de',
    text: `SICHERHEITSDATENBLATT
gemäß Verordnung (EG) Nr. 1907/2006 (REACH), geändert durch Verordnung (EU) 2020/878
Überarbeitet am: 14.02.2025    Version: 4.1    Druckdatum: 20.02.2025
ABSCHNITT 1: Bezeichnung des Stoffs bzw. des Gemischs und des Unternehmens
1.1 Produktidentifikator
Handelsname:  Alpenglanz Entfetter 200
1.2 Relevante identifizierte Verwendungen des Stoffs oder Gemischs und Verwendungen, von denen abgeraten wird
Industrieller Reiniger
1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt
Lieferant:  Alpenglanz Chemie GmbH
Industriestraße 12, 6020 Innsbruck, Österreich
Telefon:  +43 512 555 010
1.4 Notrufnummer
Vergiftungsinformationszentrale (AT):  +43 1 406 43 43
ABSCHNITT 2: Mögliche Gefahren
2.1 Einstufung des Stoffs oder Gemischs
Flam. Liq. 2, H225; Eye Irrit. 2, H319
2.2 Kennzeichnungselemente
Gefahrenpiktogramme:  GHS02, GHS07
Signalwort:  Gefahr
Gefahrenhinweise:  H225 Flüssigkeit und Dampf leicht entzündbar. H319 Verursacht schwere Augenreizung.
Sicherheitshinweise:  P210 Von Hitze, heißen Oberflächen, Funken, offenen Flammen sowie anderen Zündquellenarten fernhalten. Nicht rauchen.
ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen
3.2 Gemische
Stoffname    CAS-Nr.    EG-Nr.    Gehalt [Gew.-%]
Aceton    67-64-1    200-662-2    25 - < 50
Propan-2-ol    67-63-0    200-661-7    10 - < 25
ABSCHNITT 4: Erste-Hilfe-Maßnahmen
ABSCHNITT 5: Maßnahmen zur Brandbekämpfung
ABSCHNITT 6: Maßnahmen bei unbeabsichtigter Freisetzung
ABSCHNITT 7: Handhabung und Lagerung
ABSCHNITT 8: Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen
ABSCHNITT 9: Physikalische und chemische Eigenschaften
9.1 Angaben zu den grundlegenden physikalischen und chemischen Eigenschaften
Aggregatzustand:  flüssig
Farbe:  farblos
Geruch:  nach Aceton
Schmelzpunkt/Gefrierpunkt:  -95 °C
Siedepunkt oder Siedebeginn und Siedebereich:  56 °C
Flammpunkt:  -18 °C
pH-Wert:  7
Dichte und/oder relative Dichte:  0,81 g/cm³ (20 °C)
ABSCHNITT 10: Stabilität und Reaktivität
ABSCHNITT 11: Toxikologische Angaben
ABSCHNITT 12: Umweltbezogene Angaben
ABSCHNITT 13: Hinweise zur Entsorgung
ABSCHNITT 14: Angaben zum Transport
14.1 UN-Nummer oder ID-Nummer:  UN 1993
14.2 Ordnungsgemäße UN-Versandbezeichnung:  ENTZÜNDBARER FLÜSSIGER STOFF, N.A.G. (Aceton, Propan-2-ol)
14.3 Transportgefahrenklassen:  3
14.4 Verpackungsgruppe:  II
ABSCHNITT 15: Rechtsvorschriften
ABSCHNITT 16: Sonstige Angaben`,
    expected: {
      productName: 'Alpenglanz Entfetter 200',
      supplierName: 'Alpenglanz Chemie GmbH',
      emergencyPhone: '+43 1 406 43 43',
      revisionDate: '2025-02-14',
      version: '4.1',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210'],
      components: [
        ['67-64-1', 25, 50],
        ['67-63-0', 10, 25],
      ],
      physicalState: 'liquid',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1993',
      shippingName: 'ENTZÜNDBARER FLÜSSIGER STOFF, N.A.G. (Aceton, Propan-2-ol)',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
  {
    name: 'German (Switzerland), ChemV sheet with 453/2010 titles',
    language: 'de',
    text: `Sicherheitsdatenblatt
gemäss Chemikalienverordnung (ChemV, SR 813.11)
Bearbeitungsdatum: 03.06.2024    Versionsnummer: 7    ersetzt Version vom: 11.01.2022
1 Bezeichnung des Stoffes bzw. des Gemisches und des Unternehmens
1.1 Produktidentifikator
Produktname  Rigi Kalklöser Forte
Artikelnummer  RKF-77
1.3 Einzelheiten zum Lieferanten, der das Sicherheitsdatenblatt bereitstellt
Hersteller/Lieferant:  Rigi Reinigungsprodukte AG
Seestrasse 40, 6353 Weggis, Schweiz
Auskunftgebender Bereich:  Produktsicherheit
1.4 Notrufnummer
Tox Info Suisse:  145 (24 h), aus dem Ausland +41 44 251 51 51
2 Mögliche Gefahren
2.1 Einstufung des Stoffs oder Gemischs
Skin Corr. 1B  H314
2.2 Kennzeichnungselemente
Signalwort  Gefahr
Gefahrenhinweise
H314 Verursacht schwere Verätzungen der Haut und schwere Augenschäden.
Sicherheitshinweise
P280 Schutzhandschuhe/Schutzkleidung/Augenschutz/Gesichtsschutz tragen.
3 Zusammensetzung/Angaben zu Bestandteilen
CAS: 7664-38-2  Phosphorsäure  10 - 25 %
4 Erste-Hilfe-Massnahmen
5 Massnahmen zur Brandbekämpfung
6 Massnahmen bei unbeabsichtigter Freisetzung
7 Handhabung und Lagerung
8 Begrenzung und Überwachung der Exposition/Persönliche Schutzausrüstungen
9 Physikalische und chemische Eigenschaften
Form:  flüssig
Farbe:  grün
Schmelzpunkt/Schmelzbereich:  nicht bestimmt
Siedepunkt/Siedebereich:  102 °C
Flammpunkt:  nicht anwendbar
Dichte bei 20 °C:  1,15 g/cm³
pH-Wert bei 20 °C:  1,2
10 Stabilität und Reaktivität
11 Toxikologische Angaben
12 Umweltbezogene Angaben
13 Hinweise zur Entsorgung
14 Angaben zum Transport
14.1 UN-Nummer
ADR, IMDG, IATA  UN1805
14.2 Ordnungsgemässe UN-Versandbezeichnung
ADR  1805 PHOSPHORSÄURE, LÖSUNG
14.3 Transportgefahrenklassen
ADR, IMDG, IATA
Klasse  8 Ätzende Stoffe
14.4 Verpackungsgruppe
ADR, IMDG, IATA  III
15 Rechtsvorschriften
16 Sonstige Angaben`,
    expected: {
      productName: 'Rigi Kalklöser Forte',
      supplierName: 'Rigi Reinigungsprodukte AG',
      emergencyPhone: '+41 44 251 51 51',
      revisionDate: '2024-06-03',
      version: '7',
      signalWord: 'Danger',
      hStatements: ['H314'],
      pStatements: ['P280'],
      components: [['7664-38-2', 10, 25]],
      physicalState: 'liquid',
      flashPoint: null,
      boilingPoint: 102,
      density: 1.15,
      ph: 1.2,
      unNumber: 'UN1805',
      shippingName: 'PHOSPHORSÄURE, LÖSUNG',
      transportClass: '8',
      packingGroup: 'III',
    },
    leftOut: 'nothing',
  },
  {
    name: 'Italian, Regulation (EU) 2020/878 titles',
    language: 'it',
    text: `SCHEDA DI DATI DI SICUREZZA
conforme al Regolamento (UE) 2020/878
Data di revisione: 09/10/2024    Versione n. 3    Sostituisce la versione del: 15/03/2021
SEZIONE 1. Identificazione della sostanza o della miscela e della società/impresa
1.1. Identificatore del prodotto
Denominazione commerciale:  SGRASSATORE DOLOMITI 250
Codice prodotto:  SD-250
1.2. Pertinenti usi identificati della sostanza o miscela e usi sconsigliati
Detergente industriale
1.3. Informazioni sul fornitore della scheda di dati di sicurezza
Ragione sociale:  Dolomiti Chimica S.r.l.
Indirizzo:  Via dell'Industria 18, 38121 Trento (TN)
Telefono:  +39 0461 555 010
1.4. Numero telefonico di emergenza
Centro Antiveleni Niguarda (Milano):  +39 02 6610 1029
SEZIONE 2. Identificazione dei pericoli
2.1. Classificazione della sostanza o della miscela
Flam. Liq. 2, H225; Eye Irrit. 2, H319
2.2. Elementi dell'etichetta
Pittogrammi di pericolo:  GHS02, GHS07
Avvertenze:  Pericolo
Indicazioni di pericolo:  H225 Liquido e vapori facilmente infiammabili. H319 Provoca grave irritazione oculare.
Consigli di prudenza:  P210 Tenere lontano da fonti di calore, superfici calde, scintille, fiamme libere o altre fonti di accensione. Non fumare.
SEZIONE 3. Composizione/informazioni sugli ingredienti
3.2. Miscele
Nome    N. CAS    N. CE    Concentrazione %
Acetone    67-64-1    200-662-2    25 - 50
Propan-2-olo    67-63-0    200-661-7    10 - 25
SEZIONE 4. Misure di primo soccorso
SEZIONE 5. Misure di lotta antincendio
SEZIONE 6. Misure in caso di rilascio accidentale
SEZIONE 7. Manipolazione e immagazzinamento
SEZIONE 8. Controlli dell'esposizione/della protezione individuale
SEZIONE 9. Proprietà fisiche e chimiche
9.1. Informazioni sulle proprietà fisiche e chimiche fondamentali
Stato fisico:  liquido
Colore:  incolore
Odore:  caratteristico
Punto di fusione/punto di congelamento:  -95 °C
Punto di ebollizione o punto iniziale di ebollizione e intervallo di ebollizione:  56 °C
Punto di infiammabilità:  -18 °C
pH:  7
Densità e/o densità relativa:  0,81 g/cm³
SEZIONE 10. Stabilità e reattività
SEZIONE 11. Informazioni tossicologiche
SEZIONE 12. Informazioni ecologiche
SEZIONE 13. Considerazioni sullo smaltimento
SEZIONE 14. Informazioni sul trasporto
14.1. Numero ONU o numero ID:  UN 1993
14.2. Designazione ufficiale ONU di trasporto:  LIQUIDO INFIAMMABILE, N.A.S. (acetone, propan-2-olo)
14.3. Classi di pericolo connesso al trasporto:  3
14.4. Gruppo d'imballaggio:  II
SEZIONE 15. Informazioni sulla regolamentazione
SEZIONE 16. Altre informazioni`,
    expected: {
      supplierName: 'Dolomiti Chimica S.r.l.',
      emergencyPhone: '+39 02 6610 1029',
      revisionDate: '2024-10-09',
      version: '3',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210'],
      components: [
        ['67-64-1', 25, 50],
        ['67-63-0', 10, 25],
      ],
      physicalState: 'liquid',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1993',
      shippingName: 'LIQUIDO INFIAMMABILE, N.A.S. (acetone, propan-2-olo)',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'productName: "Denominazione commerciale" (not confirmed as an SDS label, left out)',
  },
  {
    name: 'Dutch, Regulation (EU) 2020/878 titles',
    language: 'nl',
    text: `VEILIGHEIDSINFORMATIEBLAD
overeenkomstig Verordening (EG) nr. 1907/2006 (REACH), gewijzigd bij Verordening (EU) 2020/878
Herzieningsdatum: 02-09-2024    Versie: 2.0    Vervangt: 10-01-2020
RUBRIEK 1: Identificatie van de stof of het mengsel en van de vennootschap/onderneming
1.1 Productidentificatie
Handelsnaam:  POLDERKLAAR ONTVETTER 150
Productcode:  PK-150
1.2 Relevant geïdentificeerd gebruik van de stof of het mengsel en ontraden gebruik
Industriële reiniging
1.3 Details betreffende de verstrekker van het veiligheidsinformatieblad
Leverancier:  Polderklaar Chemie B.V.
Havenweg 21, 3011 AB Rotterdam
Telefoon:  +31 10 555 0120
1.4 Telefoonnummer voor noodgevallen
Nationaal Vergiftigingen Informatie Centrum (NVIC):  +31 30 274 88 88 (alleen voor artsen)
RUBRIEK 2: Identificatie van de gevaren
2.1 Indeling van de stof of het mengsel
Flam. Liq. 2, H225; Eye Irrit. 2, H319
2.2 Etiketteringselementen
Gevarenpictogrammen:  GHS02, GHS07
Signaalwoord:  Gevaar
Gevarenaanduidingen:  H225 Licht ontvlambare vloeistof en damp. H319 Veroorzaakt ernstige oogirritatie.
Veiligheidsaanbevelingen:  P210 Verwijderd houden van warmte, hete oppervlakken, vonken, open vuur en andere ontstekingsbronnen. Niet roken.
RUBRIEK 3: Samenstelling en informatie over de bestanddelen
3.2 Mengsels
Naam    CAS-nr.    EG-nr.    Concentratie
Aceton    67-64-1    200-662-2    25 - < 50 %
Propaan-2-ol    67-63-0    200-661-7    10 - < 25 %
RUBRIEK 4: Eerstehulpmaatregelen
RUBRIEK 5: Brandbestrijdingsmaatregelen
RUBRIEK 6: Maatregelen bij accidenteel vrijkomen van de stof of het mengsel
RUBRIEK 7: Hantering en opslag
RUBRIEK 8: Maatregelen ter beheersing van blootstelling/persoonlijke bescherming
RUBRIEK 9: Fysische en chemische eigenschappen
9.1 Informatie over fysische en chemische basiseigenschappen
Fysische toestand:  vloeibaar
Kleur:  kleurloos
Geur:  karakteristiek
Smeltpunt/vriespunt:  -95 °C
Kookpunt of beginkookpunt en kooktraject:  56 °C
Vlampunt:  -18 °C
pH:  7
Dichtheid en/of relatieve dichtheid:  0,81 g/cm³
RUBRIEK 10: Stabiliteit en reactiviteit
RUBRIEK 11: Toxicologische informatie
RUBRIEK 12: Ecologische informatie
RUBRIEK 13: Instructies voor verwijdering
RUBRIEK 14: Informatie met betrekking tot het vervoer
14.1 VN-nummer of ID-nummer:  UN 1993
14.2 Juiste ladingnaam overeenkomstig de modelreglementen van de VN:  BRANDBARE VLOEISTOF, N.E.G. (aceton, propaan-2-ol)
14.3 Transportgevarenklasse(n):  3
14.4 Verpakkingsgroep:  II
RUBRIEK 15: Regelgeving
RUBRIEK 16: Overige informatie`,
    expected: {
      productName: 'POLDERKLAAR ONTVETTER 150',
      supplierName: 'Polderklaar Chemie B.V.',
      emergencyPhone: '+31 30 274 88 88',
      revisionDate: '2024-09-02',
      version: '2.0',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319'],
      pStatements: ['P210'],
      components: [
        ['67-64-1', 25, 50],
        ['67-63-0', 10, 25],
      ],
      physicalState: 'liquid',
      flashPoint: -18,
      boilingPoint: 56,
      meltingPoint: -95,
      density: 0.81,
      ph: 7,
      unNumber: 'UN1993',
      shippingName: 'BRANDBARE VLOEISTOF, N.E.G. (aceton, propaan-2-ol)',
      transportClass: '3',
      packingGroup: 'II',
    },
    leftOut: 'nothing',
  },
];

describeFieldCases(CASES);
