/**
 * Portuguese (European and Brazilian). Sources: Regulation (EU) 2020/878, Annex II (Portuguese
 * text: section and sub-section titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words);
 * ABNT NBR 14725 (Brazil: FISPQ / FDS titles, e.g. "Medidas de controle para derramamento ou
 * vazamento", "Considerações sobre destinação final").
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
  },
  fieldLabels: {
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
    appearance: ['Aspecto'],
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
  },
  valuePhrases: {
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
  },
} satisfies LanguageModule;
