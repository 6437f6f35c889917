/**
 * Thai. Sources: ประกาศกระทรวงอุตสาหกรรม เรื่อง ระบบการจำแนกและการสื่อสารความเป็นอันตรายของวัตถุอันตราย
 * พ.ศ. 2555 (Ministry of Industry notification on GHS, 2012: SDS section titles, signal words
 * อันตราย, ระวัง).
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
  subsections: {},
} satisfies LanguageModule;
