/**
 * Korean. Sources: 화학물질의 분류·표시 및 물질안전보건자료에 관한 기준 (Ministry of Employment and
 * Labor notice; KOSHA MSDS format: the 16 item titles, signal words 위험, 경고).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'ko',
  iso: 'ko',
  name: 'Korean',
  script: 'hangul',
  ocr: ['kor'],
  sections: {
    1: ['화학제품과 회사에 관한 정보', '회사에 관한 정보'],
    2: ['유해성', '위험성'],
    3: ['구성성분'],
    4: ['응급조치'],
    5: ['화재'],
    6: ['누출'],
    7: ['취급 및 저장', '저장방법'],
    8: ['노출방지', '개인보호구'],
    9: ['물리화학적'],
    10: ['안정성 및 반응성', '반응성'],
    11: ['독성에 관한 정보', '독성'],
    12: ['환경에 미치는 영향'],
    13: ['폐기'],
    14: ['운송'],
    15: ['법적 규제', '법적규제'],
    16: ['그 밖의 참고사항', '참고사항'],
  },
  sectionWords: [],
  documentTitles: ['물질안전보건자료'],
  signalWords: { Danger: ['위험'], Warning: ['경고'] },
  functionWords: [],
  subsections: {},
  dateLabels: { revision: ['최종 개정일자', '개정일자'], issue: ['작성일자'] },
  physicalState: {
    labels: ['성상', '물리적 상태'],
    words: {
      liquid: ['액체'],
      solid: ['고체'],
      gas: ['기체'],
      aerosol: ['에어로졸'],
      paste: ['페이스트'],
    },
  },
  fieldLabels: {
    versionNumber: ['버전'],
    signalWord: ['신호어'],
    eyeProtection: ['눈 보호', '보안경'],
    handProtection: ['손 보호', '보호장갑'],
    skinProtection: ['신체 보호', '보호복'],
    respiratoryProtection: ['호흡기 보호', '호흡보호구'],
    hazardCategory: ['구분'],
  },
  valuePhrases: {
    glove: ['장갑'],
  },
} satisfies LanguageModule;
