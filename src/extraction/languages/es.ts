/**
 * Spanish. Sources: Regulation (EU) 2020/878, Annex II (Spanish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words); NOM-018-STPS-2015 (Mexico:
 * "Hoja de datos de seguridad", HDS).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'es',
  iso: 'es',
  name: 'Spanish',
  script: 'latin',
  ocr: ['spa'],
  sections: {
    1: ['identificación', 'producto químico'],
    2: ['peligro'],
    3: ['composición'],
    4: ['primeros auxilios'],
    5: ['incendio'],
    6: ['vertido', 'derrame'],
    7: ['manipulación', 'almacenamiento'],
    8: ['controles de exposición', 'control de exposición'],
    9: ['físicas', 'físico'],
    10: ['estabilidad', 'reactividad'],
    11: ['toxicológ'],
    12: ['ecológ'],
    13: ['eliminación'],
    14: ['transporte'],
    15: ['reglamentaria'],
    16: ['otra información', 'otras informaciones'],
  },
  sectionWords: ['sección'],
  documentTitles: ['ficha de datos de seguridad', 'hoja de datos de seguridad', 'hds'],
  titleProductLinks: ['para'],
  signalWords: { Danger: ['peligro'], Warning: ['atención'] },
  functionWords: [
    'y',
    'los',
    'las',
    'del',
    'para',
    'con',
    'sección',
    'mezcla',
    'por',
    'una',
    'producto',
    'el',
  ],
  subsections: {
    '1.1': ['Identificador del producto'],
    '1.3': ['Datos del proveedor de la ficha de datos de seguridad'],
    '1.4': ['Teléfono de emergencia'],
    '2.1': ['Clasificación de la sustancia o de la mezcla'],
    '2.2': ['Elementos de la etiqueta'],
    '9.1': ['Información sobre propiedades físicas y químicas básicas'],
    '14.1': ['Número ONU o número ID', 'Número ONU'],
    '14.2': ['Designación oficial de transporte de las Naciones Unidas'],
    '14.3': ['Clase(s) de peligro para el transporte'],
    '14.4': ['Grupo de embalaje'],
  },
  dateLabels: { revision: ['Fecha de revisión'], issue: ['Fecha de emisión'] },
  physicalState: {
    labels: ['Estado físico'],
    words: {
      liquid: ['líquido'],
      solid: ['sólido'],
      gas: ['gas'],
      aerosol: ['aerosol'],
      paste: ['pasta'],
    },
  },
  fieldLabels: {
    labelElements: ['Elementos de la etiqueta', 'Elementos de etiquetado', 'Elementos del rótulo'],
    signalWord: ['Palabra de advertencia', 'Palabras de advertencia'],
    hazardStatements: ['Indicaciones de peligro', 'Frases H'],
    precautionaryStatements: ['Consejos de prudencia', 'Frases de precaución'],
    otherHazards: ['Otros peligros'],
    pictogram: ['Pictogr', 'Símbolo'],
    density: ['Densidad relativa', 'Densidad', 'Gravedad específica', 'Peso específico'],
    bulkDensity: ['Densidad aparente'],
    transportHazardClass: ['Clase'],
    packingGroup: ['Grupo de embalaje'],
    shippingName: [
      'Designación oficial de transporte de las Naciones Unidas',
      'Designación oficial de transporte',
    ],
    flashPoint: ['Punto de inflamación'],
    boilingPoint: ['Punto de ebullición', 'Punto inicial de ebullición'],
    meltingPoint: ['Punto de fusión'],
    physicalForm: ['Forma'],
    appearance: ['Aspecto', 'Apariencia'],
    colour: ['Color'],
    odour: ['Olor'],
    ph: ['Valor pH', 'Valor de pH'],
    vapourPressure: ['Presión de vapor'],
    substance: ['Sustancia'],
    mixture: ['Mezcla'],
    eyeProtection: ['Protección de los ojos', 'Protección ocular', 'Gafas'],
    handProtection: ['Protección de las manos', 'Guantes'],
    skinProtection: [
      'Ropa protectora',
      'Ropas protectoras',
      'Piel y cuerpo',
      'Protección corporal',
      'Ropa de protección',
      'Protección del cuerpo',
      'Protección de la piel',
    ],
    skinProtectionLabel: ['Protección de la piel'],
    respiratoryProtection: ['Protección respiratoria'],
    hazardCategory: ['Categoría', 'Cat'],
  },
  valuePhrases: {
    notClassified: ['no está clasificad', 'no se clasifica'],
    notRegulated: ['no regulado', 'no está regulado'],
    notApplicable: ['no aplicable', 'no regulado'],
    none: ['ninguno', 'ninguna'],
    decomposes: ['descompo'],
    oralRoute: ['oral'],
    dermalRoute: ['derm', 'cután', 'piel'],
    inhalationRoute: ['inhal'],
    testSpecies: ['rata', 'ratón', 'conejo'],
  },
} satisfies LanguageModule;
