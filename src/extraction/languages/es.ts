/**
 * Spanish. Sources: Regulation (EU) 2020/878, Annex II (Spanish text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words); NOM-018-STPS-2015 (Mexico:
 * "Hoja de datos de seguridad", HDS).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (section 1 product names and codes, the labels of neighbouring section 1 fields,
 * words that continue a wrapped label or heading, uses, supplier, emergency telephone, section 16
 * dates, version number) and month names: the labels SDSs in the language commonly print; some of
 * them are, or begin with, the Annex II titles of sub-sections 1.1 to 1.4.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * National formats (wave "major"): NOM-018-STPS-2015 (Mexico) item names "Nombre de la sustancia
 * química peligrosa o mezcla" (product) and "Punto inicial e intervalo de ebullición"; the section 1 title
 * "Identificación de la sustancia química peligrosa…" is why section 2's fragments name "los peligros"
 * rather than "peligro". NCh 2245 (Chile) item names "Identificación del producto químico" (product),
 * "Nombre del proveedor" and the row "Grupo de embalaje/envase"; "Fecha de versión" as Chilean sheets print
 * it. Common Latin-American labels: "Palabra de señal" (signal word), "Grupo de empaque" (packing group, US
 * DOT Spanish), "Nombre de embarque apropiado" (shipping name, the Spanish of dangerous-goods services),
 * "Potencial de hidrógeno" (pH), "Fecha de actualización" (date of the last update).
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("ONU", "NU").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("clase").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("Clase") and the packing-group column ("Grupo de embalaje") of a
 * section 14 table.
 * Items after the shipping name (`fieldLabels` transportNextItem): the labels SDSs in the language commonly
 * print for the section 14 items that follow the shipping name (stems).
 * Transport modes (`fieldLabels` roadTransport, railTransport, seaTransport, airTransport…): the names of
 * the modes that SDSs in the language commonly print as section 14 headings.
 * Mode words before a value (`fieldLabels` transportModeBeforeValue): the mode words SDSs in the
 * language commonly print before a section 14 value ("Terrestre/Marítimo/Aéreo: 3").
 * Physical-state forms (`physicalState.matches`): the words SDSs in the language commonly print for a
 * state (stems of its forms, powders and crystals for a solid), as the physical-state extractor held them.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them;
 * `otherDocumentTitle`, the titles of the documents a supplier also sends (invoices, delivery notes,
 * technical data sheets, certificates of analysis), which a top line starts with when the document is one.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 * Section 9.1 colour (`valuePhrases` notAvailable; `matchedWords` colourWord): the phrases SDSs in the
 * language commonly print for a property without data, and the colour words (stems) its 9.1 values print.
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
    matches: {
      aerosol: { anywhere: ['aerosol'] },
      gas: { whole: ['gas', 'gases'] },
      paste: { whole: ['pasta'] },
      liquid: { anywhere: ['líquid', 'solución', 'emulsión'] },
      solid: { anywhere: ['sólid', 'polvo', 'granul', 'cristal'] },
    },
  },
  fieldLabels: {
    componentName: [
      'Nombre químico',
      'Nombre de la sustancia',
      'Nombre de ingrediente',
      'Componente',
      'Nombre',
    ],
    identifiedUsesTitle: [
      'Usos pertinentes identificados de la sustancia o de la mezcla y usos desaconsejados',
      'Uso recomendado del producto químico y restricciones de uso',
    ],
    productName: [
      'Nombre del producto',
      'Nombre comercial',
      'Nombre de la sustancia química peligrosa o mezcla',
      'Identificación del producto químico',
    ],
    productIdentifier: ['Identificador del producto'],
    productNameBare: ['Nombre', 'Producto'],
    productSynonym: ['Sinónimos'],
    productCode: ['Código del producto', 'Código de producto', 'Número de producto'],
    recommendedUse: [
      'Usos pertinentes identificados',
      'Usos identificados',
      'Uso recomendado',
      'Usos recomendados',
      'Aplicación',
      'Uso del producto',
    ],
    usesAdvisedAgainst: ['Usos desaconsejados'],
    supplier: [
      'Datos del proveedor',
      'Nombre de la empresa',
      'Proveedor',
      'Fabricante',
      'Empresa',
      'Nombre del proveedor',
    ],
    supplierAddress: ['Dirección', 'Domicilio'],
    addressPart: ['Población', 'Ciudad', 'Localidad', 'Provincia', 'Código postal', 'País'],
    supplierPhone: ['Teléfono', 'Tel'],
    supplierSubheading: ['Identificación', 'Empresa'],
    section1OtherField: ['Dirección', 'Tel', 'Revisión'],
    labelContinuation: ['o', 'y', 'de', 'del'],
    headingContinuation: ['y', 'o', 'de', 'del', 'pertinentes'],
    contactItem: ['Tel', 'Teléfono'],
    emergencyPhone: ['Emergencia', 'Teléfono de emergencia', 'Número de teléfono de emergencia'],
    notPhoneNumber: ['Código postal'],
    companyRegistration: ['NIF', 'CIF', 'RFC'],
    revisionDate: ['Última revisión', 'Fecha de revisión', 'Revisión'],
    issueDate: ['Fecha de emisión'],
    preparationDate: ['Fecha de elaboración'],
    supersededDate: ['anterior', 'sustituye'],
    printDate: ['Impresión'],
    dateFormat: ['Formato de fecha'],
    versionNumber: ['Versión', 'Revisión'],
    labelElements: ['Elementos de la etiqueta', 'Elementos de etiquetado', 'Elementos del rótulo'],
    signalWord: ['Palabra de advertencia', 'Palabras de advertencia', 'Palabra de señal'],
    hazardStatements: ['Indicaciones de peligro', 'Frases H'],
    precautionaryStatements: ['Consejos de prudencia', 'Frases de precaución'],
    otherHazards: ['Otros peligros'],
    pictogram: ['Pictogr', 'Símbolo'],
    density: ['Densidad relativa', 'Densidad', 'Gravedad específica', 'Peso específico'],
    bulkDensity: ['Densidad aparente'],
    transportHazardClass: ['Clase'],
    packingGroup: ['Grupo de embalaje/envase', 'Grupo de embalaje', 'Grupo de empaque'],
    shippingName: [
      'Designación oficial de transporte de las Naciones Unidas',
      'Designación oficial de transporte',
      'Nombre de embarque apropiado',
    ],
    flashPoint: ['Punto de inflamación'],
    boilingPoint: [
      'Punto de ebullición',
      'Punto inicial de ebullición',
      'Punto inicial e intervalo de ebullición',
    ],
    meltingPoint: ['Punto de fusión'],
    physicalForm: ['Forma'],
    appearance: ['Aspecto', 'Apariencia'],
    colour: ['Color'],
    odour: ['Olor'],
    ph: ['Valor pH', 'Valor de pH', 'Potencial de hidrógeno'],
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
    shortTermLimit: ['VLA-EC', 'Corta duración', 'Corto plazo', 'Exposición de corta duración'],
    longTermLimit: ['VLA-ED', 'Exposición diaria', 'Largo plazo', 'Promedio ponderado'],
    ceilingLimit: ['Techo', 'Valor techo', 'VLA-C'],
    transportClassWord: ['clase'],
    transportClassColumn: ['Clase'],
    packingGroupColumn: ['Grupo de embalaje'],
    transportNextItem: ['Clase', 'Grupo de embala'],
    roadTransport: ['Transporte por carretera', 'Transporte terrestre'],
    railTransport: ['Transporte ferroviario'],
    seaTransport: ['Transporte marítimo'],
    airTransport: ['Transporte aéreo'],
    transportModeBeforeValue: ['terrestre', 'marítimo', 'aéreo'],
    marinePollutant: ['Contaminante marino', 'Contaminante del mar'],
    environmentalHazards: [
      'Peligros para el medio ambiente',
      'Peligro para el medio ambiente',
      'Peligroso para el medio ambiente',
      'Riesgos ambientales',
    ],
  },
  months: {
    1: ['Enero', 'Ene'],
    2: ['Febrero', 'Feb'],
    3: ['Marzo', 'Mar'],
    4: ['Abril', 'Abr'],
    5: ['Mayo'],
    6: ['Junio', 'Jun'],
    7: ['Julio', 'Jul'],
    8: ['Agosto', 'Ago'],
    9: ['Septiembre', 'Sep', 'Set'],
    10: ['Octubre', 'Oct'],
    11: ['Noviembre', 'Nov'],
    12: ['Diciembre', 'Dic'],
  },
  valuePhrases: {
    seeReference: ['ver', 'véase'],
    notClassified: ['no está clasificad', 'no se clasifica'],
    notRegulated: ['no regulado', 'no está regulado'],
    notApplicable: ['no aplicable', 'no regulado'],
    none: ['ninguno', 'ninguna'],
    decomposes: ['descompo'],
    oralRoute: ['oral'],
    dermalRoute: ['derm', 'cután', 'piel'],
    inhalationRoute: ['inhal'],
    testSpecies: ['rata', 'ratón', 'conejo'],
    wear: ['usar', 'utilizar'],
    avoid: ['evitar'],
    except: ['excepto', 'salvo'],
    glove: ['guantes'],
    yes: ['sí'],
    no: ['no'],
    notAvailable: ['no disponible', 'no hay datos', 'sin datos', 'no determinado', 'no hay información'],
  },
  unAcronyms: ['ONU', 'NU'],
  matchedWords: {
    ventilationWord: { anywhere: ['ventilación', 'extracción'] },
    respiratoryEquipment: { anywhere: ['respirat', 'respirador', 'mascarilla', 'máscara', 'filtro'] },
    otherDocumentTitle: {
      whole: [
        'factura',
        'ficha técnica',
        'hoja técnica',
        'certificado de análisis',
        'albarán',
        'lista de precios',
      ],
    },
    identifierLabel: { whole: ['CE', 'Índice', 'Indice', 'Registro'] },
    vapour: { anywhere: ['vapor'] },
    airReference: { whole: ['aire'] },
    waterReference: { anywhere: ['agua'] },
    amountHeading: { wordStart: ['concentra'], whole: ['peso'] },
    casAlternative: { whole: ['o'] },
    ppeNotNeeded: { anywhere: ['no hay necesidad', 'no es necesari', 'no se requiere'] },
    clothingHygiene: { wordStart: ['quitar', 'lavar', 'guardar', 'sacar', 'tirar'] },
    bodyEquipment: { anywhere: ['ropa', 'delantal', 'botas', 'traje'] },
    ppeCondition: { whole: ['si', 'en caso', 'cuando', 'caso'] },
    noneValue: { whole: ['ninguno', 'ninguna'] },
    equipmentName: { anywhere: ['gafas', 'guantes', 'mascarilla'] },
    colourWord: {
      wordStart: [
        'incoloro',
        'blanc',
        'negro',
        'amarill',
        'roj',
        'verde',
        'azul',
        'marrón',
        'pardo',
        'gris',
        'naranja',
        'violeta',
        'rosa',
        'ámbar',
        'beige',
        'claro-amarillo',
      ],
    },
  },
} satisfies LanguageModule;
