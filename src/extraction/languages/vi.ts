/**
 * Vietnamese. Sources: Thông tư 32/2017/TT-BCT (Ministry of Industry and Trade), Phụ lục 10: the 16
 * items of the Phiếu an toàn hóa chất (section titles); the same circular on GHS labels (signal
 * words Nguy hiểm, Cảnh báo).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 * Field labels (version number): the labels SDSs in the language commonly print.
 * Label words added for the Phiếu an toàn hóa chất template of the circular (its Art. 7 refers to
 * Phụ lục 9 for the content): section 13 "Biện pháp và quy định về tiêu hủy hóa chất"; section 1
 * items (Tên sản phẩm, Tên thương mại, Tên nhà cung cấp hoặc nhập khẩu, địa chỉ, Tên nhà sản xuất
 * và địa chỉ, Địa chỉ liên hệ trong trường hợp khẩn cấp), section 2 "Từ cảnh báo", section 9 names
 * (Màu sắc, Mùi đặc trưng, Điểm sôi, Điểm nóng chảy, Điểm bùng cháy, Khối lượng riêng), section 16
 * dates (Ngày tháng biên soạn, Ngày tháng sửa đổi); and the labels Vietnamese SDSs commonly print
 * (Điểm chớp cháy, Điểm chảy, Mật độ tương đối, Nhóm đóng gói).
 * Section 14.5 (`fieldLabels` marinePollutant, environmentalHazards; `valuePhrases` yes, no): the 14.5
 * title of Annex II and the labels SDSs in the language commonly print for a marine pollutant, and the
 * words for yes and no that answer them.
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'vi',
  iso: 'vi',
  name: 'Vietnamese',
  script: 'latin',
  ocr: ['vie'],
  sections: {
    1: ['nhận dạng hóa chất', 'thông tin về nhà cung cấp'],
    2: ['nguy hiểm'],
    3: ['thành phần'],
    4: ['sơ cứu'],
    5: ['hỏa hoạn', 'chữa cháy'],
    6: ['ứng phó', 'rò rỉ'],
    7: ['cất giữ', 'bảo quản'],
    8: ['bảo vệ cá nhân', 'phơi nhiễm'],
    9: ['đặc tính lý', 'tính chất lý'],
    10: ['tính ổn định', 'khả năng phản ứng'],
    11: ['độc tính'],
    12: ['sinh thái'],
    13: ['thải bỏ', 'tiêu hủy'],
    14: ['vận chuyển'],
    15: ['quy định pháp luật', 'pháp luật'],
    16: ['thông tin cần thiết khác', 'thông tin khác'],
  },
  sectionWords: ['phần', 'mục'],
  documentTitles: ['phiếu an toàn hóa chất', 'bảng dữ liệu an toàn'],
  signalWords: { Danger: ['nguy hiểm'], Warning: ['cảnh báo'] },
  functionWords: ['và', 'của', 'các', 'không', 'trong', 'được', 'cho', 'với', 'hoặc', 'này', 'khi', 'những'],
  subsections: {},
  dateLabels: { revision: ['Ngày sửa đổi'], issue: ['Ngày biên soạn', 'Ngày ban hành'] },
  physicalState: {
    labels: ['Trạng thái vật lý'],
    words: {
      liquid: ['lỏng', 'chất lỏng'],
      solid: ['rắn', 'chất rắn'],
      gas: ['khí', 'chất khí'],
      aerosol: ['sol khí'],
      paste: ['nhão', 'bột nhão'],
    },
  },
  fieldLabels: {
    substance: ['Chất đơn'],
    mixture: ['Hỗn hợp'],
    versionNumber: ['Phiên bản'],
    productName: ['Tên sản phẩm', 'Tên thương mại'],
    supplier: [
      'Tên nhà cung cấp hoặc nhập khẩu, địa chỉ',
      'Tên nhà cung cấp',
      'Nhà cung cấp',
      'Tên nhà sản xuất và địa chỉ',
    ],
    emergencyPhone: ['Địa chỉ liên hệ trong trường hợp khẩn cấp'],
    revisionDate: ['Ngày tháng sửa đổi'],
    issueDate: ['Ngày tháng biên soạn'],
    signalWord: ['Từ cảnh báo'],
    colour: ['Màu sắc'],
    odour: ['Mùi đặc trưng', 'Mùi'],
    flashPoint: ['Điểm bùng cháy', 'Điểm chớp cháy'],
    boilingPoint: ['Điểm sôi'],
    meltingPoint: ['Điểm nóng chảy', 'Điểm chảy'],
    density: ['Khối lượng riêng', 'Mật độ tương đối'],
    packingGroup: ['Nhóm đóng gói'],
    marinePollutant: ['Chất gây ô nhiễm biển'],
    environmentalHazards: ['Các mối nguy hại môi trường', 'Nguy hại môi trường'],
  },
  valuePhrases: {
    yes: ['có'],
    no: ['không'],
  },
} satisfies LanguageModule;
