/**
 * Chinese safety data sheets in their national formats, read end to end: simplified Chinese to
 * GB/T 16483-2008 / GB/T 17519-2013 (the "第一部分 化学品及企业标识" layout with the 2008 item labels, and
 * the "1 化学品及企业标识" layout with the labels multinational sheets print) and traditional Chinese to
 * Taiwan's 危害性化學品標示及通識規則 附表四 ("一、化學品與廠商資料", and "1." numbering with common variants).
 * Thai: a sheet in Annex II numbering with the Thai titles and labels Thai sheets print.
 * Products, suppliers and numbers are invented. Each case lists the fields the engine reads; fields it
 * still misses for reasons other than vocabulary are named in `notRead` (see the report of this change).
 */
import { understandSds } from '../../../src/extraction/engine.js';
import type { LayoutA } from '../../../src/extraction/schema/index.js';
import { textDocument } from './text-document.js';

interface Expected {
  product: Partial<LayoutA['product_identification']>;
  hazards: Partial<LayoutA['hazards_identification']>;
  components: Array<{ cas: string; min: number | null; max: number | null }>;
  properties: Partial<
    Record<
      'physical_state' | 'flash_point_c' | 'boiling_point_c' | 'melting_point_c' | 'density' | 'ph',
      unknown
    >
  >;
  transport: Partial<LayoutA['transport_information']>;
  revision: Partial<LayoutA['revision_metadata']>;
}

interface Case {
  name: string;
  lines: string[];
  /** The document language reported (ISO 639-1); Chinese when not given. */
  language?: string;
  expected: Expected;
  /** Fields of the sheet the engine does not read yet, and why (not asserted). */
  notRead?: Record<string, string>;
}

const GB_2008: string[] = [
  '化学品安全技术说明书',
  '按照GB/T 16483、GB/T 17519编制',
  '修订日期：2023年5月10日    SDS编号：HXC-SDS-0117    版本：2.0',
  '最初编制日期：2019年3月2日',
  '第一部分 化学品及企业标识',
  '化学品中文名：澄清稀释剂HX-17',
  '化学品英文名：Clarifying Thinner HX-17',
  '企业名称：华远示范化工材料有限公司',
  '企业地址：江苏省南通市示范区滨江路88号',
  '邮编：226000',
  '传真：0513-55501235',
  '联系电话：0513-55501234',
  '电子邮件地址：sds@huayuan-demo.cn',
  '企业应急电话：0513-55509999（24小时）',
  '产品推荐及限制用途：涂料稀释剂。仅供工业用途。',
  '第二部分 危险性概述',
  '紧急情况概述：液体。高度易燃，其蒸气与空气混合，能形成爆炸性混合物。',
  'GHS危险性类别：易燃液体 类别2；严重眼损伤/眼刺激 类别2；特异性靶器官毒性-一次接触 类别3（麻醉效应）',
  '标签要素：',
  '象形图：',
  '警示词：危险',
  '危险性说明：H225 高度易燃液体和蒸气  H319 造成严重眼刺激  H336 可能造成昏昏欲睡或眩晕',
  '防范说明：',
  '预防措施：P210 P233 P240',
  '事故响应：P305+P351+P338 P337+P313',
  '安全储存：P403+P235',
  '废弃处置：P501',
  '第三部分 成分/组成信息',
  '□物质    √混合物',
  '组分    浓度或浓度范围    CAS No.',
  '乙酸乙酯    60～70%    141-78-6',
  '乙酸正丁酯    20～30%    123-86-4',
  '正丁醇    5～10%    71-36-3',
  '第四部分 急救措施',
  '皮肤接触：脱去污染的衣着，用大量流动清水冲洗。',
  '第五部分 消防措施',
  '灭火剂：用抗溶性泡沫、干粉、二氧化碳、砂土灭火。',
  '第六部分 泄漏应急处理',
  '第七部分 操作处置与储存',
  '第八部分 接触控制和个体防护',
  '呼吸系统防护：空气中浓度超标时，佩戴过滤式防毒面具（半面罩）。',
  '眼睛防护：戴化学安全防护眼镜。',
  '手防护：戴橡胶耐油手套。',
  '第九部分 理化特性',
  '外观与性状：无色透明液体，有水果香味。',
  'pH值：不适用',
  '熔点/凝固点(℃)：-83',
  '沸点、初沸点和沸程(℃)：77～118',
  '相对密度(水=1)：0.89',
  '闪点(℃)：-4（闭杯）',
  '第十部分 稳定性和反应性',
  '第十一部分 毒理学信息',
  '第十二部分 生态学信息',
  '第十三部分 废弃处置',
  '第十四部分 运输信息',
  '联合国危险货物编号(UN号)：1263',
  '联合国运输名称：涂料相关材料',
  '联合国危险性类别：3',
  '包装类别：II',
  '包装标志：易燃液体',
  '海洋污染物(是/否)：否',
  '第十五部分 法规信息',
  '第十六部分 其他信息',
];

const GB_NUMBERED: string[] = [
  '安全技术说明书',
  '根据GB/T 16483-2008和GB/T 17519-2013',
  '产品名称：清洁剂 QJ-550',
  '版本：3.1    修订日期：2024-02-18    SDS编号：QJ550-CN',
  '1 化学品及企业标识',
  '产品名称：清洁剂 QJ-550',
  '产品代码：QJ-550',
  '推荐用途：工业金属表面清洗剂',
  '供应商名称：东岳示例精细化学品（天津）有限公司',
  '地址：天津市滨海新区示例大道21号',
  '电话：022-66600011',
  '应急咨询电话：022-66600099',
  '2 危险性概述',
  'GHS危险性类别：',
  '严重眼损伤/眼刺激，类别1',
  '皮肤腐蚀/刺激，类别1B',
  '标签要素',
  '信号词：危险',
  '危险性说明：',
  'H314 造成严重皮肤灼伤和眼损伤',
  '防范说明：',
  'P260 P280 P301+P330+P331 P303+P361+P353 P305+P351+P338 P310',
  '3 成分/组成信息',
  '混合物',
  '化学名称    CAS号    含量(%)',
  '氢氧化钾    1310-58-3    10 - 20',
  '乙二胺四乙酸四钠    64-02-8    1 - 5',
  '4 急救措施',
  '5 消防措施',
  '6 泄漏应急处理',
  '7 操作处置与储存',
  '8 接触控制和个体防护',
  '9 理化特性',
  '外观：液体',
  '颜色：淡黄色',
  '气味：无',
  'pH值：13.5',
  '熔点/凝固点：约 -5 ℃',
  '沸点、初沸点和沸程：约 102 ℃',
  '闪点：不适用',
  '密度/相对密度：1.18 g/cm³（20 ℃）',
  '10 稳定性和反应性',
  '11 毒理学信息',
  '12 生态学信息',
  '13 废弃处置',
  '14 运输信息',
  'UN编号：1814',
  '联合国运输名称：氢氧化钾溶液',
  '运输危险类别：8',
  '包装类别：II',
  '海洋污染物：否',
  '15 法规信息',
  '16 其他信息',
];

const TAIWAN: string[] = [
  '安全資料表',
  '一、化學品與廠商資料',
  '化學品名稱：速乾清潔劑 SD-30',
  '其他名稱：無',
  '建議用途及限制使用：電子零件清潔用',
  '製造者、輸入者或供應者名稱、地址及電話：台灣示例化學股份有限公司，桃園市示範區工業路12號，(03)555-1234',
  '緊急聯絡電話/傳真電話：(03)555-1299／(03)555-1235',
  '二、危害辨識資料',
  '化學品危害分類：易燃液體第2級、嚴重損傷/刺激眼睛物質第2級、特定標的器官系統毒性物質～單一暴露第3級',
  '標示內容：',
  '象徵符號：火焰、驚嘆號',
  '警示語：危險',
  '危害警告訊息：',
  'H225 高度易燃液體和蒸氣',
  'H319 造成嚴重眼睛刺激',
  'H336 可能造成困倦或暈眩',
  '危害防範措施：',
  'P210 P233 P240 P305+P351+P338',
  '其他危害：無',
  '三、成分辨識資料',
  '混合物：',
  '化學性質：有機溶劑混合物',
  '危害成分之中英文名稱    化學文摘社登記號碼（CAS No.）    濃度或濃度範圍（成分百分比）',
  '異丙醇 Isopropyl alcohol    67-63-0    60-70',
  '丙酮 Acetone    67-64-1    30-40',
  '四、急救措施',
  '五、滅火措施',
  '六、洩漏處理方法',
  '七、安全處置與儲存方法',
  '八、暴露預防措施',
  '九、物理及化學性質',
  '外觀（物質狀態、顏色等）：無色液體',
  '氣味：特殊氣味',
  '嗅覺閾值：無資料',
  '熔點：-89 ℃',
  'pH值：不適用',
  '沸點/沸點範圍：56-82 ℃',
  '易燃性（固體、氣體）：不適用',
  '閃火點：-18 ℃',
  '測試方法：閉杯',
  '分解溫度：無資料',
  '自燃溫度：399 ℃',
  '爆炸界限：2%~12.8%',
  '蒸氣壓：無資料',
  '蒸氣密度：2.0',
  '密度：0.79',
  '溶解度：完全溶於水',
  '十、安定性及反應性',
  '十一、毒性資料',
  '十二、生態資料',
  '十三、廢棄處置方法',
  '十四、運送資料',
  '聯合國編號：1993',
  '聯合國運輸名稱：易燃液體，未另列明的',
  '運輸危害分類：3',
  '包裝類別：II',
  '海洋污染物（是/否）：否',
  '特殊運送方法及注意事項：無',
  '十五、法規資料',
  '適用法規：職業安全衛生法',
  '十六、其他資料',
  '參考文獻：無',
  '製表單位    名稱：台灣示例化學股份有限公司',
  '製表人    職稱：工安管理師    姓名（簽章）：林示範',
  '製表日期：2024/03/15',
];

const TAIWAN_VARIANTS: string[] = [
  '安全資料表',
  '修訂日期：2023/11/02    版本：4',
  '1. 化學品與廠商資料',
  '化學品名稱：水性木器塗料 WB-8',
  '建議用途及限制使用：木材表面塗裝',
  '製造者、輸入者或供應者名稱：永示範塗料工業股份有限公司',
  '地址：臺中市示範區精密路5號',
  '電話：(04)2355-0101',
  '緊急聯絡電話：(04)2355-0199',
  '2. 危害辨識資料',
  '化學品危害分類：易燃液體第3級、皮膚過敏物質第1級',
  '標示內容：',
  '危害圖式：火焰、驚嘆號',
  '警示語：警告',
  '危害警告訊息：',
  'H226 易燃液體和蒸氣',
  'H317 可能造成皮膚過敏',
  '危害防範措施：',
  'P210 P261 P280 P302+P352',
  '3. 成分辨識資料',
  '混合物：',
  '危害成分之中英文名稱    化學文摘社登記號碼（CAS No.）    濃度或濃度範圍（成分百分比）',
  '二丙二醇甲醚 Dipropylene glycol methyl ether    34590-94-8    10-20',
  '1,2-苯并異噻唑啉-3-酮    2634-33-5    0.01-0.05',
  '4. 急救措施',
  '5. 滅火措施',
  '6. 洩漏處理方法',
  '7. 安全處置與儲存方法',
  '8. 暴露預防措施',
  '9. 物理及化學性質',
  '外觀（物質狀態、顏色等）：白色黏稠液體',
  '氣味：微弱氣味',
  '熔點：0 ℃',
  'pH值：8.2',
  '沸點/沸點範圍：100 ℃',
  '閃火點：48 ℃（閉杯）',
  '密度：1.04 g/cm³',
  '10. 安定性及反應性',
  '11. 毒性資料',
  '12. 生態資料',
  '13. 廢棄處置方法',
  '14. 運送資料',
  '聯合國編號(UN No.)：1263',
  '聯合國運輸名稱：塗料',
  '運輸危害分類：3',
  '包裝類別：III',
  '海洋污染物（是/否）：否',
  '15. 法規資料',
  '16. 其他資料',
  '製表日期：2020/06/30',
];

/** Thai, Annex II numbering with the Thai titles (ประกาศกระทรวงอุตสาหกรรม 2555 format). */
const THAI: string[] = [
  'เอกสารข้อมูลความปลอดภัย',
  'วันที่แก้ไข : 15/01/2024    เวอร์ชัน : 1.2',
  'ส่วนที่ 1 ข้อมูลเกี่ยวกับสารเคมีและบริษัทผู้ผลิตและหรือจำหน่าย',
  '1.1 ตัวบ่งชี้ผลิตภัณฑ์',
  'ชื่อผลิตภัณฑ์ : น้ำยาทำความสะอาดพื้นผิว AC-70',
  '1.2 ข้อแนะนำและข้อจำกัดในการใช้',
  'การใช้ที่แนะนำ : ทำความสะอาดพื้นผิวโลหะ',
  '1.3 รายละเอียดของผู้จัดจำหน่าย',
  'ผู้ผลิต / ผู้จำหน่าย : บริษัท สยามตัวอย่างเคมีภัณฑ์ จำกัด',
  'ที่อยู่ : 99 ถนนตัวอย่าง เขตบางนา กรุงเทพมหานคร 10260',
  'โทรศัพท์ : 02-555-0100',
  '1.4 หมายเลขโทรศัพท์ฉุกเฉิน : 02-555-0199',
  'ส่วนที่ 2 การบ่งชี้ความเป็นอันตราย',
  '2.1 การจำแนกประเภทของสารหรือของผสม',
  'Flam. Liq. 2, H225',
  'Eye Irrit. 2, H319',
  '2.2 องค์ประกอบของฉลาก',
  'รูปสัญลักษณ์แสดงความเป็นอันตราย : GHS02, GHS07',
  'คำสัญญาณ : อันตราย',
  'ข้อความแสดงความเป็นอันตราย : H225 H319',
  'ข้อความแสดงข้อควรระวัง : P210 P233 P280 P305+P351+P338',
  'ส่วนที่ 3 องค์ประกอบและข้อมูลเกี่ยวกับส่วนผสม',
  'ชื่อสารเคมี    CAS No.    ความเข้มข้น (%)',
  'เอทานอล    64-17-5    60 - 70',
  'โพรแพน-2-ออล    67-63-0    5 - 10',
  'ส่วนที่ 4 มาตรการปฐมพยาบาล',
  'ส่วนที่ 5 มาตรการผจญเพลิง',
  'ส่วนที่ 6 มาตรการจัดการเมื่อมีการหกรั่วไหลของสาร',
  'ส่วนที่ 7 การขนถ่าย เคลื่อนย้ายใช้งาน และการจัดเก็บ',
  'ส่วนที่ 8 การควบคุมการรับสัมผัสและการป้องกันส่วนบุคคล',
  'ส่วนที่ 9 สมบัติทางกายภาพและทางเคมี',
  'สถานะทางกายภาพ : ของเหลว',
  'สี : ไม่มีสี',
  'จุดหลอมเหลว / จุดเยือกแข็ง : -114 °C',
  'จุดเดือด : 78 °C',
  'จุดวาบไฟ : 18 °C (ถ้วยปิด)',
  'ค่าความเป็นกรด - ด่าง (pH) : 7.0',
  'ความหนาแน่นสัมพัทธ์ : 0.87',
  'ส่วนที่ 10 ความเสถียรและการเกิดปฏิกิริยา',
  'ส่วนที่ 11 ข้อมูลด้านพิษวิทยา',
  'ส่วนที่ 12 ข้อมูลด้านนิเวศวิทยา',
  'ส่วนที่ 13 ข้อพิจารณาในการกำจัด',
  'ส่วนที่ 14 ข้อมูลการขนส่ง',
  '14.1 หมายเลขสหประชาชาติ : UN1987',
  '14.2 ชื่อที่ถูกต้องในการขนส่งของสหประชาชาติ : แอลกอฮอล์ ไม่ระบุที่อื่น',
  '14.3 ประเภทความเป็นอันตรายสำหรับการขนส่ง : 3',
  '14.4 กลุ่มการบรรจุ : II',
  'ส่วนที่ 15 ข้อมูลเกี่ยวกับกฎข้อบังคับ',
  'ส่วนที่ 16 ข้อมูลอื่น ๆ',
];

const CASES: Case[] = [
  {
    name: 'simplified, GB/T 16483-2008 parts ("第一部分 化学品及企业标识"), the 2008 item labels',
    lines: GB_2008,
    expected: {
      product: {
        product_name: '澄清稀释剂HX-17',
        supplier_name: '华远示范化工材料有限公司',
        supplier_address: '江苏省南通市示范区滨江路88号',
        supplier_phone: '0513-55501234',
        emergency_phone: '0513-55509999',
      },
      hazards: {
        ghs_classification: ['Flam. Liq. 2', 'Eye Irrit. 2', 'STOT SE 3'],
        signal_word: 'Danger',
        h_statements: ['H225', 'H319', 'H336'],
        p_statements: ['P210', 'P233', 'P240', 'P305+P351+P338', 'P337+P313', 'P403+P235', 'P501'],
      },
      components: [
        { cas: '141-78-6', min: 60, max: 70 },
        { cas: '123-86-4', min: 20, max: 30 },
        { cas: '71-36-3', min: 5, max: 10 },
      ],
      properties: {
        physical_state: 'liquid',
        flash_point_c: -4,
        boiling_point_c: 77,
        melting_point_c: -83,
        density: 0.89,
        ph: null,
      },
      transport: {
        un_number: 'UN1263',
        proper_shipping_name: '涂料相关材料',
        transport_hazard_class: '3',
        packing_group: 'II',
      },
      revision: { revision_date: '2023-05-10', version: '2.0' },
    },
  },
  {
    name: 'simplified, "1 化学品及企业标识" numbering, the labels multinational sheets print',
    lines: GB_NUMBERED,
    expected: {
      product: {
        product_name: '清洁剂 QJ-550',
        supplier_name: '东岳示例精细化学品（天津）有限公司',
        emergency_phone: '022-66600099',
      },
      hazards: {
        signal_word: 'Danger',
        h_statements: ['H314'],
        p_statements: ['P260', 'P280', 'P301+P330+P331', 'P303+P361+P353', 'P305+P351+P338', 'P310'],
      },
      components: [
        { cas: '1310-58-3', min: 10, max: 20 },
        { cas: '64-02-8', min: 1, max: 5 },
      ],
      properties: {
        physical_state: 'liquid',
        flash_point_c: null,
        boiling_point_c: 102,
        melting_point_c: -5,
        density: 1.18,
        ph: 13.5,
      },
      transport: {
        un_number: 'UN1814',
        proper_shipping_name: '氢氧化钾溶液',
        transport_hazard_class: '8',
        packing_group: 'II',
      },
      revision: { revision_date: '2024-02-18', version: '3.1' },
    },
    notRead: {
      ghs_classification:
        '皮肤腐蚀/刺激，类别1B — no Chinese hazard-class names in the class data (hazard-class-data.ts)',
    },
  },
  {
    name: 'traditional, Taiwan 附表四 ("一、化學品與廠商資料")',
    lines: TAIWAN,
    expected: {
      product: { product_name: '速乾清潔劑 SD-30', emergency_phone: '(03)555-1299' },
      hazards: {
        ghs_classification: ['Flam. Liq. 2', 'Eye Irrit. 2', 'STOT SE 3'],
        signal_word: 'Danger',
        h_statements: ['H225', 'H319', 'H336'],
        p_statements: ['P210', 'P233', 'P240', 'P305+P351+P338'],
      },
      components: [
        { cas: '67-63-0', min: 60, max: 70 },
        { cas: '67-64-1', min: 30, max: 40 },
      ],
      properties: {
        physical_state: 'liquid',
        flash_point_c: -18,
        boiling_point_c: 56,
        melting_point_c: -89,
        density: 0.79,
      },
      transport: {
        un_number: 'UN1993',
        proper_shipping_name: '易燃液體，未另列明的',
        transport_hazard_class: '3',
        packing_group: 'II',
      },
      revision: { issue_date: '2024-03-15' },
    },
    notRead: {
      supplier_name:
        '製造者、輸入者或供應者名稱、地址及電話：<company>，<address>，<phone> — the value is the whole line: a company ends at its legal form before a comma only for Latin legal forms (supplier.ts LEGAL_FORM has no 有限公司/股份有限公司)',
    },
  },
  {
    name: 'traditional, Taiwan layout with "1." numbering and common variants',
    lines: TAIWAN_VARIANTS,
    expected: {
      product: {
        product_name: '水性木器塗料 WB-8',
        supplier_name: '永示範塗料工業股份有限公司',
        emergency_phone: '(04)2355-0199',
      },
      hazards: {
        ghs_classification: ['Flam. Liq. 3', 'Skin Sens. 1'],
        signal_word: 'Warning',
        h_statements: ['H226', 'H317'],
        p_statements: ['P210', 'P261', 'P280', 'P302+P352'],
      },
      components: [
        { cas: '34590-94-8', min: 10, max: 20 },
        { cas: '2634-33-5', min: 0.01, max: 0.05 },
      ],
      properties: {
        physical_state: 'liquid',
        flash_point_c: 48,
        boiling_point_c: 100,
        melting_point_c: 0,
        density: 1.04,
        ph: 8.2,
      },
      transport: {
        un_number: 'UN1263',
        proper_shipping_name: '塗料',
        transport_hazard_class: '3',
        packing_group: 'III',
      },
      revision: { revision_date: '2023-11-02', issue_date: '2020-06-30', version: '4' },
    },
  },
  {
    name: 'Thai, Annex II numbering with Thai titles',
    lines: THAI,
    language: 'th',
    expected: {
      product: {
        product_name: 'น้ำยาทำความสะอาดพื้นผิว AC-70',
        supplier_name: 'บริษัท สยามตัวอย่างเคมีภัณฑ์ จำกัด',
        emergency_phone: '02-555-0199',
      },
      hazards: {
        ghs_classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
        signal_word: 'Danger',
        h_statements: ['H225', 'H319'],
        p_statements: ['P210', 'P233', 'P280', 'P305+P351+P338'],
      },
      components: [
        { cas: '64-17-5', min: 60, max: 70 },
        { cas: '67-63-0', min: 5, max: 10 },
      ],
      properties: {
        physical_state: 'liquid',
        flash_point_c: 18,
        boiling_point_c: 78,
        melting_point_c: -114,
        density: 0.87,
        ph: 7,
      },
      transport: {
        un_number: 'UN1987',
        proper_shipping_name: 'แอลกอฮอล์ ไม่ระบุที่อื่น',
        transport_hazard_class: '3',
        packing_group: 'II',
      },
      revision: { revision_date: '2024-01-15', version: '1.2' },
    },
  },
];

describe('Chinese (GB/T 16483, Taiwan 附表四) and Thai national SDS formats', () => {
  describe.each(CASES)('$name', ({ lines, language, expected }) => {
    const json = understandSds(textDocument(lines), { schemaVersion: '2026-11' }).outputs
      .json as unknown as LayoutA;

    it('is read in its language with its 16 sections', () => {
      expect(json.document.language).toBe(language ?? 'zh');
      expect(json.document.sections_found.map((section) => section.number)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
      ]);
    });

    it('reads section 1 and the revision metadata', () => {
      expect(json.product_identification).toMatchObject(expected.product);
      expect(json.revision_metadata).toMatchObject(expected.revision);
    });

    it('reads section 2', () => {
      expect(json.hazards_identification).toMatchObject(expected.hazards);
    });

    it('reads the components of section 3', () => {
      expect(
        json.composition.components.map((component) => ({
          cas: component.cas_number,
          min: component.concentration?.min ?? null,
          max: component.concentration?.max ?? null,
        })),
      ).toEqual(expected.components);
    });

    it('reads section 9', () => {
      const properties = json.physical_chemical_properties as unknown as Record<string, unknown>;
      for (const [key, value] of Object.entries(expected.properties)) {
        const read = properties[key];
        expect([
          key,
          read !== null && typeof read === 'object' ? (read as { value: unknown }).value : read,
        ]).toEqual([key, value]);
      }
    });

    it('reads section 14', () => {
      expect(json.transport_information).toMatchObject(expected.transport);
    });
  });
});
