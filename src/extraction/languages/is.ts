/**
 * Icelandic. Sources: the REACH regulation as taken into Icelandic law through the EEA Agreement
 * (Annex II, Icelandic text: section titles); the Icelandic CLP text (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Sub-section titles and field labels (Nordic-Baltic pass): as Icelandic SDSs to the EEA text of
 * Annex II (as amended by 2015/830) print them: "1.1 Vörukenni", "1.3 Upplýsingar um birgi
 * öryggisblaðsins", "Neyðarsímanúmer", "2.1 Flokkun efnisins eða blöndunnar", "2.2 Merkingaratriði";
 * "Vöruheiti", "Birgir", "Símanúmer", "Hættumerki", "Viðvörunarorð" (signal word), "H-setningar",
 * "Varnaðarsetning(ar)", "Útgáfa" (version), "Dagsetning fyrri útgáfu" (previous edition's date).
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
  subsections: {
    '1.1': ['Vörukenni'],
    '1.3': ['Upplýsingar um birgi öryggisblaðsins'],
    '1.4': ['Neyðarsímanúmer'],
    '2.1': ['Flokkun efnisins eða blöndunnar'],
    '2.2': ['Merkingaratriði'],
  },
  dateLabels: { revision: ['Endurskoðunardagsetning'], issue: ['Útgáfudagur'] },
  physicalState: {
    labels: ['Eðlisástand'],
    words: {
      liquid: ['vökvi'],
      solid: ['fast efni'],
      gas: ['gas'],
      aerosol: ['úðabrúsi'],
      paste: ['deig'],
    },
  },
  fieldLabels: {
    identifiedUsesTitle: ['Viðeigandi, tilgreind notkun efnisins eða blöndunnar og notkun sem ráðið er frá'],
    productName: ['Vöruheiti'],
    supplier: ['Birgir'],
    supplierPhone: ['Símanúmer'],
    supersededDate: ['Dagsetning fyrri útgáfu'],
    versionNumber: ['Útgáfa'],
    labelElements: ['Merkingaratriði'],
    signalWord: ['Viðvörunarorð'],
    hazardStatements: ['H-setningar'],
    precautionaryStatements: ['Varnaðarsetningar', 'Varnaðarsetning'],
    pictogram: ['Hættumerki'],
  },
} satisfies LanguageModule;
