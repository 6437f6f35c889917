/**
 * Korean. Sources: 화학물질의 분류·표시 및 물질안전보건자료에 관한 기준 (Ministry of Employment and
 * Labor notice; KOSHA MSDS format: the 16 item titles, signal words 위험, 경고; the items 가. 나. 다. of
 * each section in its annex: sub-section titles 제품명, 공급자 정보, 유해성·위험성 분류, 예방조치문구를
 * 포함한 경고표지 항목, 유엔번호, 유엔 적정 선적명, 운송에서의 위험성 등급, 용기등급, and the item labels
 * 회사명, 긴급전화번호, 그림문자, 신호어, 유해·위험문구, 예방조치문구, 외관, 녹는점/어는점, 초기 끓는점과
 * 끓는점 범위, 인화점, 비중, 최초 작성일자, 최종 개정일자).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels beyond the notice's items (공급회사명, 발행일, 개정번호, 버전, 밀도, 상대 밀도, spaced
 * spellings such as 녹는 점, UN 적정선적명, 용기(포장) 등급): the labels MSDSs in the language commonly print.
 * Field label words (`fieldLabels`): the labels SDSs in the language commonly print, as the field
 * extractors held them; some are the CLP / Annex II terms (signal word, hazard statements, label
 * elements, 14.2 shipping name) of the language version.
 * Value phrases (`valuePhrases`): the phrases SDSs in the language commonly print for a verdict, for
 * no value or in a value ("not classified", "none", "decomposes", section 11 routes and test
 * species), as the field extractors held them.
 * Matched words (`matchedWords`): the words SDSs in the language commonly print in the wording the
 * extractors read (density references, PPE statements, composition tables), as the extractors held them.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 * Section 9.1 colour (`valuePhrases` notAvailable; `matchedWords` colourWord): the phrases SDSs in the
 * language commonly print for a property without data, and the colour words (stems) its 9.1 values print.
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
  subsections: {
    '1.1': ['제품명'],
    '1.3': ['공급자 정보'],
    '2.1': ['유해성·위험성 분류'],
    '2.2': ['예방조치문구를 포함한 경고표지 항목'],
    '14.1': ['유엔번호'],
    '14.2': ['유엔 적정 선적명'],
    '14.3': ['운송에서의 위험성 등급'],
    '14.4': ['용기등급'],
  },
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
    substance: ['물질'],
    mixture: ['혼합물'],
    productName: ['제품명'],
    supplier: ['회사명', '공급회사명'],
    emergencyPhone: ['긴급전화번호'],
    issueDate: ['발행일'],
    versionNumber: ['버전', '개정번호'],
    labelElements: ['경고표지 항목'],
    signalWord: ['신호어'],
    hazardStatements: ['유해·위험문구'],
    precautionaryStatements: ['예방조치문구'],
    pictogram: ['그림문자'],
    density: ['비중', '상대 밀도', '밀도'],
    transportHazardClass: ['운송에서의 위험성 등급'],
    packingGroup: ['용기등급', '용기(포장) 등급'],
    shippingName: ['유엔 적정 선적명', 'UN 적정선적명', '적정선적명'],
    flashPoint: ['인화점'],
    boilingPoint: ['초기 끓는점과 끓는점 범위', '초기 끓는 점과 끓는 점 범위', '끓는점', '끓는 점'],
    meltingPoint: ['녹는점/어는점', '녹는점', '녹는 점'],
    appearance: ['외관'],
    eyeProtection: ['눈 보호', '보안경'],
    handProtection: ['손 보호', '보호장갑'],
    skinProtection: ['신체 보호', '보호복'],
    respiratoryProtection: ['호흡기 보호', '호흡보호구'],
    hazardCategory: ['구분'],
    marinePollutant: ['해양오염물질'],
    environmentalHazards: ['환경유해성', '환경 유해성'],
  },
  valuePhrases: {
    glove: ['장갑'],
    yes: ['예'],
    no: ['아니오', '해당없음'],
    notAvailable: ['자료없음', '자료 없음', '정보 없음'],
  },
  matchedWords: {
    bodyEquipment: { anywhere: ['보호복'] },
    colourWord: {
      anywhere: [
        '무색',
        '흰',
        '백색',
        '검은',
        '흑색',
        '노란',
        '황색',
        '빨간',
        '적색',
        '녹색',
        '파란',
        '청색',
        '갈색',
        '회색',
        '주황',
        '보라',
      ],
    },
  },
} satisfies LanguageModule;
