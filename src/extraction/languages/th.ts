/**
 * Thai. Sources: ประกาศกระทรวงอุตสาหกรรม เรื่อง ระบบการจำแนกและการสื่อสารความเป็นอันตรายของวัตถุอันตราย
 * พ.ศ. 2555 (Ministry of Industry notification on GHS, 2012: SDS section titles, signal words
 * อันตราย, ระวัง).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Sub-section titles (1.4, 14.1, 14.2, 14.3, 14.4): the Thai titles SDSs in Annex II order commonly print
 * (หมายเลขโทรศัพท์ฉุกเฉิน, หมายเลขสหประชาชาติ, ชื่อที่ถูกต้องในการขนส่งของสหประชาชาติ,
 * ประเภทความเป็นอันตรายสำหรับการขนส่ง, กลุ่มการบรรจุ).
 * Field labels of sections 1, 2, 9 and 14 (product name, manufacturer / distributor, signal word,
 * statements, label elements, flash, boiling and melting point, pH, density, colour, odour, shipping
 * name, class, packing group): the labels Thai SDSs commonly print (Annex II terms in Thai; the shipping
 * name as a Thai SDS form prints it, "ชื่อที่ถูกต้องในการขนส่ง (Proper Shipping Name)").
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'th',
  iso: 'th',
  name: 'Thai',
  script: 'thai',
  ocr: ['tha'],
  sections: {
    1: ['ข้อมูลเกี่ยวกับสารเคมี', 'การระบุ'],
    2: ['ความเป็นอันตราย'],
    3: ['องค์ประกอบ'],
    4: ['ปฐมพยาบาล'],
    5: ['ผจญเพลิง', 'ดับเพลิง'],
    6: ['รั่วไหล'],
    7: ['การจัดเก็บ'],
    8: ['การรับสัมผัส', 'การป้องกันส่วนบุคคล'],
    9: ['กายภาพ'],
    10: ['ความเสถียร'],
    11: ['พิษวิทยา'],
    12: ['นิเวศวิทยา'],
    // Fonts that draw sara am (ำ) as two glyphs extract it as ำา.
    13: ['การกำจัด', 'กำาจัด'],
    14: ['การขนส่ง'],
    15: ['กฎข้อบังคับ'],
    16: ['ข้อมูลอื่น'],
  },
  sectionWords: ['ส่วนที่'],
  documentTitles: ['เอกสารข้อมูลความปลอดภัย'],
  signalWords: { Danger: ['อันตราย'], Warning: ['ระวัง'] },
  functionWords: [],
  subsections: {
    '1.4': ['หมายเลขโทรศัพท์ฉุกเฉิน'],
    '14.1': ['หมายเลขสหประชาชาติ'],
    '14.2': ['ชื่อที่ถูกต้องในการขนส่งของสหประชาชาติ'],
    '14.3': ['ประเภทความเป็นอันตรายสำหรับการขนส่ง'],
    '14.4': ['กลุ่มการบรรจุ'],
  },
  dateLabels: { revision: ['วันที่แก้ไข', 'วันที่ปรับปรุง'], issue: ['วันที่ออก', 'วันที่จัดทำ'] },
  physicalState: {
    labels: ['สถานะทางกายภาพ'],
    words: {
      liquid: ['ของเหลว'],
      solid: ['ของแข็ง'],
      gas: ['ก๊าซ', 'แก๊ส'],
      aerosol: ['แอโรซอล', 'สเปรย์'],
      paste: ['เพสต์'],
    },
  },
  fieldLabels: {
    versionNumber: ['เวอร์ชัน'],
    productName: ['ชื่อผลิตภัณฑ์', 'ชื่อทางการค้า'],
    supplier: ['ผู้ผลิต / ผู้นำเข้า / ผู้จำหน่าย', 'ผู้ผลิต / ผู้จำหน่าย', 'ผู้ผลิต', 'ผู้จำหน่าย'],
    emergencyPhone: ['เบอร์โทรศัพท์ฉุกเฉิน'],
    signalWord: ['คำสัญญาณ'],
    labelElements: ['องค์ประกอบของฉลาก'],
    hazardStatements: ['ข้อความแสดงความเป็นอันตราย', 'ข้อความแสดงความอันตราย'],
    precautionaryStatements: ['ข้อความแสดงข้อควรระวัง'],
    flashPoint: ['จุดวาบไฟ'],
    boilingPoint: ['จุดเดือด'],
    meltingPoint: ['จุดหลอมเหลว'],
    ph: ['ค่าความเป็นกรด - ด่าง', 'ค่าความเป็นกรด-ด่าง'],
    density: ['ความหนาแน่นสัมพัทธ์', 'ความหนาแน่น', 'ความถ่วงจำเพาะ'],
    shippingName: ['ชื่อที่ถูกต้องในการขนส่งของสหประชาชาติ', 'ชื่อที่ถูกต้องในการขนส่ง'],
    transportHazardClass: ['ประเภทความเป็นอันตรายสำหรับการขนส่ง'],
    packingGroup: ['กลุ่มการบรรจุ'],
    recommendedUse: ['การใช้ที่แนะนำ'],
    colour: ['สี'],
    odour: ['กลิ่น'],
    marinePollutant: ['มลพิษทางทะเล'],
    environmentalHazards: ['อันตรายต่อสิ่งแวดล้อม'],
  },
  valuePhrases: {
    yes: ['ใช่'],
    no: ['ไม่ใช่'],
  },
} satisfies LanguageModule;
