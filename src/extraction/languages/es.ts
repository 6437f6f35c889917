/**
 * Spanish. Sources: Regulation (EU) 2020/878, Annex II (Spanish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words); NOM-018-STPS-2015 (Mexico:
 * "Hoja de datos de seguridad", HDS).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
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
    2: ['de los peligros', 'de peligros', 'del peligro'],
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
  dateLabels: {
    revision: ['Fecha de revisión', 'Fecha de versión', 'Fecha de actualización'],
    issue: ['Fecha de emisión'],
  },
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
} satisfies LanguageModule;
