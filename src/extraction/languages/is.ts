/**
 * Icelandic. Sources: the REACH regulation as taken into Icelandic law through the EEA Agreement
 * (Annex II, Icelandic text: section titles); the Icelandic CLP text (signal words).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'is',
  iso: 'is',
  name: 'Icelandic',
  script: 'latin',
  ocr: ['isl'],
  sections: {
    1: ['auðkenni'],
    2: ['hættugreining'],
    3: ['samsetning'],
    4: ['skyndihjálp'],
    5: ['vegna bruna', 'eldvarn'],
    6: ['efnaleka'],
    7: ['meðhöndlun og geymsla', 'geymsla'],
    8: ['váhrifavarnir', 'persónuhlífar'],
    9: ['eðlis- og efnafræði', 'eðliseiginleikar'],
    10: ['stöðugleiki', 'hvarfgirni'],
    11: ['eiturefnafræði'],
    12: ['vistfræði'],
    13: ['förgun'],
    14: ['flutning'],
    15: ['regluverk'],
    16: ['aðrar upplýsingar'],
  },
  sectionWords: ['liður', 'kafli'],
  documentTitles: ['öryggisblað'],
  signalWords: { Danger: ['hætta'], Warning: ['varúð'] },
  functionWords: ['og', 'að', 'um', 'er', 'með', 'ekki', 'eða', 'við', 'sem', 'efnið', 'til', 'eru'],
  subsections: {},
} satisfies LanguageModule;
