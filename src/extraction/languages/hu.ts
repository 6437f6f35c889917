/**
 * Hungarian. Sources: Regulation (EU) 2020/878, Annex II (Hungarian text: section and sub-section
 * titles); Regulation (EC) No 1272/2008 (CLP) Art. 2 (signal words).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'hu',
  iso: 'hu',
  name: 'Hungarian',
  script: 'latin',
  ocr: ['hun'],
  sections: {
    1: ['azonosít'],
    2: ['veszély'],
    3: ['összetétel'],
    4: ['elsősegély'],
    5: ['tűzolt', 'tűzvédelm'],
    6: ['véletlenszerű'],
    7: ['kezelés', 'tárolás'],
    8: ['expozíció'],
    9: ['fizikai'],
    10: ['stabilitás', 'reakciókészség'],
    11: ['toxikológ'],
    12: ['ökológ'],
    13: ['ártalmatlanít'],
    14: ['szállítás'],
    15: ['szabályoz'],
    16: ['egyéb információk'],
  },
  sectionWords: ['szakasz'],
  documentTitles: ['biztonsági adatlap'],
  signalWords: { Danger: ['veszély'], Warning: ['figyelem'] },
  functionWords: [
    'a',
    'az',
    'és',
    'nem',
    'szakasz',
    'keverék',
    'vagy',
    'szerint',
    'anyag',
    'esetén',
    'kell',
    'is',
  ],
  subsections: {
    '1.1': ['Termékazonosító'],
    '1.3': ['A biztonsági adatlap szállítójának adatai'],
    '1.4': ['Sürgősségi telefonszám'],
    '2.1': ['Az anyag vagy keverék osztályozása'],
    '2.2': ['Címkézési elemek'],
    '9.1': ['Az alapvető fizikai és kémiai tulajdonságokra vonatkozó információk'],
    '14.1': ['UN-szám vagy azonosító szám', 'UN-szám'],
    '14.2': ['Az ENSZ szerinti megfelelő szállítási megnevezés'],
    '14.3': ['Szállítási veszélyességi osztály(ok)'],
    '14.4': ['Csomagolási csoport'],
  },
  dateLabels: { revision: ['Felülvizsgálat dátuma'], issue: ['Kiadás dátuma'] },
  physicalState: {
    labels: ['Halmazállapot'],
    words: {
      liquid: ['folyadék'],
      solid: ['szilárd'],
      gas: ['gáz'],
      aerosol: ['aeroszol'],
      paste: ['paszta'],
    },
  },
} satisfies LanguageModule;
