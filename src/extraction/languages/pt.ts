/**
 * Portuguese (European and Brazilian). Sources: Regulation (EU) 2020/878, Annex II (Portuguese
 * text: section and sub-section titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words);
 * ABNT NBR 14725 (Brazil: FISPQ / FDS titles, e.g. "Medidas de controle para derramamento ou
 * vazamento", "Considerações sobre destinação final").
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
 * UN acronyms (`unAcronyms`): the acronym of the United Nations that SDSs in the language commonly print
 * before a UN number ("ONU").
 * Class word (`fieldLabels` transportClassWord): the word for "class" that SDSs in the language commonly
 * print before the transport hazard class number ("classe").
 * Column headers (`fieldLabels` transportClassColumn, packingGroupColumn): the headers SDSs in the language
 * commonly print above the class column ("Classe") and the packing-group column ("Grupo de embalagem") of a
 * section 14 table.
 * Items after the shipping name (`fieldLabels` transportNextItem): the labels SDSs in the language commonly
 * print for the section 14 items that follow the shipping name (stems).
 * Transport modes (`fieldLabels` roadTransport, railTransport, seaTransport, airTransport…): the names of
 * the modes that SDSs in the language commonly print as section 14 headings.
 * Mode words before a value (`fieldLabels` transportModeBeforeValue): the mode words SDSs in the
 * language commonly print before a section 14 value ("Rodoviário/Marítimo/Aéreo: 3").
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
  id: 'pt',
  iso: 'pt',
  name: 'Portuguese',
  script: 'latin',
  ocr: ['por'],
  sections: {
    1: ['identificação', 'produto químico'],
    2: ['perigo'],
    3: ['composição'],
    4: ['primeiros socorros', 'primeiros-socorros'],
    5: ['incêndio'],
    6: ['vazamento', 'derramamento', 'fuga acidental'],
    7: ['manuseio', 'manuseamento', 'armazenagem', 'armazenamento'],
    8: ['controle de exposição', 'controle da exposição', 'controlo da exposição'],
    9: ['físicas', 'físico'],
    10: ['estabilidade', 'reatividade'],
    11: ['toxicológ'],
    12: ['ecológ'],
    13: ['eliminação', 'tratamento e disposição', 'destinação final'],
    14: ['transporte'],
    15: ['regulamenta', 'regulamentos'],
    16: ['outras informações'],
  },
  sectionWords: ['secção', 'seção', 'secao'],
  documentTitles: [
    'ficha de dados de segurança',
    'ficha de informações de segurança',
    'ficha com dados de segurança',
    'fispq',
  ],
  titleProductLinks: ['para'],
  signalWords: { Danger: ['perigo'], Warning: ['atenção'] },
  functionWords: ['e', 'os', 'das', 'do', 'para', 'com', 'produto', 'mistura', 'não', 'uma', 'em', 'ao'],
  subsections: {
    '1.1': ['Identificador do produto'],
    '1.3': ['Identificação do fornecedor da ficha de dados de segurança'],
    '1.4': ['Número de telefone de emergência'],
    '2.1': ['Classificação da substância ou mistura'],
    '2.2': ['Elementos do rótulo'],
    '9.1': ['Informações sobre propriedades físicas e químicas de base'],
    '14.1': ['Número ONU ou número de ID', 'Número ONU'],
    '14.2': ['Designação oficial de transporte da ONU'],
    '14.3': ['Classes de perigo para efeitos de transporte'],
    '14.4': ['Grupo de embalagem'],
  },
  dateLabels: { revision: ['Data de revisão'], issue: ['Data de emissão'] },
  physicalState: {
    labels: ['Estado físico'],
    words: {
      liquid: ['líquido'],
      solid: ['sólido'],
      gas: ['gás'],
      aerosol: ['aerossol'],
      paste: ['pasta'],
    },
    matches: {
      paste: { whole: ['pasta'] },
      liquid: { anywhere: ['líquid', 'solução', 'suspensão'] },
      solid: { anywhere: ['sólid', 'granul', 'cristal'], whole: ['pó'] },
    },
  },
  fieldLabels: {
    componentName: ['Nome químico', 'Nome da substância', 'Componente', 'Ingrediente', 'Nome'],
    identifiedUsesTitle: [
      'Utilizações identificadas relevantes da substância ou mistura e utilizações desaconselhadas',
      'Principais usos recomendados para a substância ou mistura',
      'Uso recomendado e restrições de uso',
    ],
    productName: ['Nome do produto', 'Nome comercial', 'Nome da substância', 'Nome da mistura'],
    productIdentifier: ['Identificador do produto'],
    productNameBare: ['Nome', 'Produto'],
    productSynonym: ['Sinônimos', 'Sinónimos'],
    productCode: [
      'Código do produto',
      'Código interno de identificação do produto',
      'Código interno de identificação',
      'Código interno',
    ],
    recommendedUse: [
      'Usos identificados',
      'Uso recomendado',
      'Principais usos recomendados para a substância ou mistura',
      'Principais usos recomendados',
      'Aplicação',
    ],
    usesAdvisedAgainst: ['Usos não recomendados', 'Usos desaconselhados'],
    supplier: [
      'Identificação da empresa',
      'Responsável pela',
      'Nome da empresa',
      'Razão social',
      'Fornecedor',
      'Fabricante',
      'Empresa',
    ],
    supplierAddress: ['Endereço', 'Morada'],
    addressPart: ['Cidade', 'Município', 'Bairro', 'CEP', 'Estado', 'País'],
    supplierPhone: ['Telefone', 'Tel'],
    supplierSubheading: ['Identificação', 'Empresa'],
    section1OtherField: ['Endereço', 'Tel'],
    labelContinuation: ['ou', 'e', 'o', 'a', 'de'],
    headingContinuation: ['e', 'ou', 'o', 'de', 'da', 'do', 'dos', 'das', 'pertinentes'],
    contactItem: ['Tel', 'Telefone'],
    emergencyPhone: [
      'Emergência',
      'Telefone de emergência',
      'Telefone para emergência',
      'Número do telefone de emergência',
      'Número de telefone de emergência',
    ],
    notPhoneNumber: ['CEP', 'Código postal'],
    companyRegistration: ['CNPJ', 'NIF'],
    revisionDate: ['Última revisão', 'Data de revisão', 'Data da revisão'],
    issueDate: ['Data de emissão', 'Data da publicação', 'Data de publicação'],
    preparationDate: ['Data:', 'Data de elaboração'],
    supersededDate: ['edição anterior', 'anterior', 'precedente', 'substitui'],
    printDate: ['Impressão'],
    dateFormat: ['Formato da data'],
    versionNumber: ['Versão', 'Revisão'],
    labelElements: [
      'Elementos do rótulo',
      'Elementos da rotulagem',
      'Elementos de rotulagem',
      'Elementos apropriados da rotulagem',
    ],
    signalWord: ['Palavra de advertência', 'Palavras de advertência', 'Palavra-sinal', 'Palavra sinal'],
    hazardStatements: ['Frases de perigo', 'Frases H'],
    precautionaryStatements: ['Frases de precaução'],
    otherHazards: ['Outros perigos'],
    pictogram: ['Pictogr', 'Símbolo'],
    density: ['Densidade relativa', 'Densidade', 'Massa específica', 'Peso específico'],
    transportHazardClass: ['Classe'],
    packingGroup: ['Grupo de embalagem'],
    shippingName: [
      'Designação oficial de transporte da ONU',
      'Designação oficial de transporte',
      'Nome apropriado para embarque',
    ],
    flashPoint: ['Ponto de inflamação', 'Ponto de fulgor'],
    boilingPoint: ['Ponto de ebulição', 'Ponto inicial de ebulição'],
    meltingPoint: ['Ponto de fusão'],
    physicalForm: ['Forma'],
    appearance: ['Aspecto', 'Aparência'],
    colour: ['Cor'],
    odour: ['Odor'],
    ph: ['Valor pH', 'Valor de pH', 'Valor do pH'],
    vapourPressure: ['Pressão de vapor'],
    substance: ['Substância'],
    mixture: ['Mistura'],
    eyeProtection: ['Proteção ocular', 'Proteção dos olhos', 'Óculos'],
    handProtection: ['Proteção das mãos', 'Luvas'],
    skinProtection: [
      'Proteção do corpo',
      'Vestuário de proteção',
      'Roupa de proteção',
      'Roupas de proteção',
      'Avental',
      'Proteção pele',
      'Proteção da pele',
    ],
    respiratoryProtection: ['Proteção respiratória'],
    hazardCategory: ['Categoria', 'Cat'],
    shortTermLimit: ['VLE-CD', 'Curta duração', 'Curto prazo', 'Curta exposição'],
    longTermLimit: ['VLE-MP', 'Média ponderada', 'Longa duração', 'Longo prazo', 'LT-MP'],
    ceilingLimit: ['Teto', 'Valor teto', 'VLE-CM', 'Valor máximo'],
    transportClassWord: ['classe'],
    transportClassColumn: ['Classe'],
    packingGroupColumn: ['Grupo de embalagem'],
    transportNextItem: ['Classe', 'Grupo de embala'],
    roadTransport: ['Transporte terrestre', 'Transporte rodoviário'],
    railTransport: ['Transporte ferroviário'],
    seaTransport: ['Transporte marítimo'],
    airTransport: ['Transporte aéreo'],
    transportModeBeforeValue: ['terrestre', 'marítimo', 'aéreo', 'rodoviário'],
    marinePollutant: ['Poluente marinho', 'Poluente marítimo'],
    environmentalHazards: [
      'Perigo ao meio ambiente',
      'Perigos para o meio ambiente',
      'Perigo para o meio ambiente',
      'Perigos para o ambiente',
      'Riscos ambientais',
    ],
  },
  months: {
    1: ['Janeiro', 'Jan'],
    2: ['Fevereiro', 'Fev'],
    3: ['Março', 'Mar'],
    4: ['Abril', 'Abr'],
    5: ['Maio'],
    6: ['Junho', 'Jun'],
    7: ['Julho', 'Jul'],
    8: ['Agosto', 'Ago'],
    9: ['Setembro', 'Set'],
    10: ['Outubro', 'Out'],
    11: ['Novembro', 'Nov'],
    12: ['Dezembro', 'Dez'],
  },
  valuePhrases: {
    seeReference: ['ver', 'consultar'],
    notClassified: ['não é classificad'],
    notRegulated: ['não regulamentado', 'não é classificado'],
    notApplicable: ['não aplicável', 'não regulamentado'],
    none: ['nenhum', 'nenhuma'],
    decomposes: ['decompo'],
    oralRoute: ['oral'],
    dermalRoute: ['derm', 'cutân', 'pele'],
    inhalationRoute: ['inal'],
    testSpecies: ['rato'],
    wear: ['usar', 'utilizar'],
    avoid: ['evitar'],
    except: ['salvo'],
    glove: ['luvas'],
    yes: ['sim'],
    no: ['não'],
    notAvailable: [
      'não disponível',
      'nao disponivel',
      'não há dados',
      'sem dados',
      'não determinado',
      'não aplicável',
    ],
  },
  unAcronyms: ['ONU'],
  matchedWords: {
    ventilationWord: { anywhere: ['ventilação', 'exaustão'] },
    respiratoryEquipment: { anywhere: ['respirat', 'respirador', 'máscara', 'filtro'] },
    otherDocumentTitle: {
      whole: [
        'fatura',
        'nota fiscal',
        'ficha técnica',
        'boletim técnico',
        'certificado de análise',
        'lista de preços',
      ],
    },
    identifierLabel: { whole: ['CE', 'Índice', 'Registo', 'Registro'] },
    vapour: { anywhere: ['vapor'] },
    airReference: { whole: ['ar'] },
    waterReference: { anywhere: ['água'] },
    amountHeading: { wordStart: ['concentra'], whole: ['peso'] },
    casAlternative: { whole: ['ou'] },
    ppeNotNeeded: { anywhere: ['não há necessidade', 'não é necessári', 'não necessári'] },
    clothingHygiene: { wordStart: ['lavar', 'guardar', 'tirar'] },
    bodyEquipment: { anywhere: ['roupa', 'vestuário', 'avental', 'macacão', 'botas'] },
    ppeCondition: { whole: ['se', 'caso'] },
    noneValue: { whole: ['nenhum', 'nenhuma'] },
    equipmentName: { anywhere: ['óculos', 'luvas', 'máscara'] },
    colourWord: {
      wordStart: [
        'incolor',
        'branc',
        'pret',
        'amarel',
        'vermelh',
        'verde',
        'azul',
        'marrom',
        'castanh',
        'cinz',
        'laranja',
        'rox',
        'rosa',
        'âmbar',
        'bege',
      ],
    },
  },
} satisfies LanguageModule;
