import { describeFieldCases, type FieldCase } from './national-format-fields.js';

/**
 * Japanese and Korean safety data sheets in their regulated formats, as a reader hands their text over
 * (one string per line, pages apart): JIS Z 7253:2019 (and an older JIS Z 7250-style "製品安全データシート"),
 * the Korean MoEL/KOSHA MSDS with its items 가. 나. 다., and a bilingual Korean/English sheet. Products,
 * suppliers and numbers are invented. Each sheet lists the fields the engine reads from it; fields it
 * still misses for reasons other than the language's words are left out (see the notes at each sheet).
 */
// JIS Z 7253:2019: the Annex D item names of sections 1, 2, 9 and 14 as labels, two spaces before the value;
// the UN number printed as bare digits after its label ("国連番号  1307").
const JIS_Z_7253 = `安全データシート
作成日  2018年6月1日
改訂日  2025年3月10日
改訂番号  4
1. 化学品及び会社情報
化学品の名称  ミナトソルブ XT-310
製品コード  XT-310
供給者の会社名称  架空化成株式会社
住所  東京都港区芝浦9-9-9
電話番号  03-0000-1234
緊急連絡電話番号  03-0000-9876
推奨用途及び使用上の制限  工業用洗浄剤
2. 危険有害性の要約
GHS分類
物理化学的危険性  引火性液体  区分3
健康に対する有害性  皮膚腐食性／刺激性  区分2
  眼に対する重篤な損傷性／眼刺激性  区分2A
  特定標的臓器毒性（単回ばく露）  区分3（麻酔作用）
  誤えん有害性  区分1
環境に対する有害性  水生環境有害性 長期（慢性）  区分2
GHSラベル要素
絵表示  炎、感嘆符、健康有害性、環境
注意喚起語  危険
危険有害性情報
H226  引火性液体及び蒸気
H304  飲み込んで気道に侵入すると生命に危険のおそれ
H315  皮膚刺激
H319  強い眼刺激
H336  眠気又はめまいのおそれ
H411  長期継続的影響によって水生生物に毒性
注意書き
【安全対策】
P210  熱、火花、裸火、高温のもののような着火源から遠ざけること。禁煙。
P280  保護手袋/保護衣/保護眼鏡/保護面を着用すること。
【応急措置】
P301+P310  飲み込んだ場合:直ちに医師に連絡すること。
P305+P351+P338  眼に入った場合:水で数分間注意深く洗うこと。次にコンタクトレンズを着用していて容易に外せる場合は外すこと。その後も洗浄を続けること。
【保管】
P233  容器を密閉しておくこと。
【廃棄】
P501  内容物/容器を都道府県知事の許可を受けた専門の廃棄物処理業者に業務委託すること。
3. 組成及び成分情報
化学物質・混合物の区別  混合物
化学名又は一般名  濃度又は濃度範囲（%）  CAS RN  官報公示整理番号
キシレン  40-50  1330-20-7  (3)-3
エチルベンゼン  10-20  100-41-4  (3)-28
1-メトキシ-2-プロピルアセタート  20-30  108-65-6  (2)-739
4. 応急措置
吸入した場合  空気の新鮮な場所に移し、呼吸しやすい姿勢で休息させること。
5. 火災時の措置
適切な消火剤  粉末消火剤、二酸化炭素、泡消火剤
6. 漏出時の措置
人体に対する注意事項、保護具及び緊急時措置  適切な保護具を着用する。
7. 取扱い及び保管上の注意
取扱い  換気の良い場所で取り扱うこと。
8. ばく露防止及び保護措置
保護具
呼吸用保護具  有機ガス用防毒マスク
手の保護具  耐溶剤性保護手袋
眼、顔面の保護具  保護眼鏡
9. 物理的及び化学的性質
物理状態  液体
色  無色透明
臭い  芳香族臭
融点／凝固点  -48 ℃
沸点又は初留点及び沸騰範囲  138～146 ℃
可燃性  引火性液体
爆発下限界及び爆発上限界／可燃限界  1.0～7.0 vol%
引火点  27 ℃（密閉式）
自然発火点  430 ℃
pH  データなし
動粘性率  0.8 mm2/s（20 ℃）
溶解度  水に不溶
蒸気圧  0.9 kPa（20 ℃）
密度及び／又は相対密度  0.87（20 ℃）
10. 安定性及び反応性
化学的安定性  通常の条件下では安定である。
11. 有害性情報
急性毒性（経口）  データなし
12. 環境影響情報
生態毒性  水生生物に毒性
13. 廃棄上の注意
化学品（残余廃棄物）  専門の廃棄物処理業者に委託すること。
14. 輸送上の注意
国際規制
国連番号  1307
品名（国連輸送名）  キシレン (XYLENES)
国連分類  3
容器等級  III
海洋汚染物質  非該当
15. 適用法令
消防法  第4類引火性液体、第二石油類非水溶性液体
16. その他の情報
参考文献  JIS Z 7253:2019`;

// An older sheet (JIS Z 7250 era): 製品名, 会社名, 緊急連絡先, 物理的状態 over 形状, 比重（相対密度）.
// The class printed with its class word ("クラス8"). Not asserted: "皮膚腐食性・刺激性" (older class name, not
// among the JIS Z 7252 names) and the shipping name after the bare label 品名.
const JIS_Z_7250 = `製品安全データシート
作成日  2009年2月16日
改訂日  2016年11月1日
整理番号  AC-0412
1. 製品及び会社情報
製品名  ピカクリーン アルカリ 5
会社名  架空工業株式会社
住所  大阪府大阪市北区例町1-2-3
担当部門  品質保証部
電話番号  06-0000-5555
FAX番号  06-0000-5556
緊急連絡先  06-0000-7777
推奨用途及び使用上の制限  金属部品用アルカリ洗浄剤
2. 危険有害性の要約
GHS分類
金属腐食性物質  区分1
皮膚腐食性・刺激性  区分1
眼に対する重篤な損傷・眼刺激性  区分1
ラベル要素
絵表示又はシンボル  腐食性
注意喚起語  危険
危険有害性情報
H290  金属腐食のおそれ
H314  重篤な皮膚の薬傷及び眼の損傷
H318  重篤な眼の損傷
注意書き
P280  保護手袋/保護衣/保護眼鏡/保護面を着用すること。
P305+P351+P338  眼に入った場合:水で数分間注意深く洗うこと。次にコンタクトレンズを着用していて容易に外せる場合は外すこと。その後も洗浄を続けること。
3. 組成、成分情報
単一製品・混合物の区別  混合物
成分名  含有量（%）  CAS No.
水酸化ナトリウム  5-10  1310-73-2
水  残部  7732-18-5
4. 応急措置
目に入った場合  直ちに多量の水で15分以上洗浄すること。
5. 火災時の措置
消火剤  周辺火災に適した消火剤を使用する。
6. 漏出時の措置
人体に対する注意事項  保護具を着用する。
7. 取扱い及び保管上の注意
取扱い  眼、皮膚に触れないようにする。
8. 暴露防止及び保護措置
保護具
保護眼鏡  ゴーグル型
保護手袋  耐アルカリ性手袋
9. 物理的及び化学的性質
物理的状態
形状  液体
色  無色
臭い  無臭
pH  13.5
融点・凝固点  -5 ℃
沸点、初留点及び沸騰範囲  102 ℃
引火点  なし
比重（相対密度）  1.11（20 ℃）
溶解性  水に易溶
10. 安定性及び反応性
安定性  通常の取扱い条件下では安定
11. 有害性情報
皮膚腐食性・刺激性  区分1
12. 環境影響情報
データなし
13. 廃棄上の注意
中和後、産業廃棄物として処理すること。
14. 輸送上の注意
国連分類  クラス8
国連番号  UN1824
品名  水酸化ナトリウム溶液
容器等級  II
15. 適用法令
毒物及び劇物取締法  劇物
16. その他の情報
記載内容は現時点で入手できる資料に基づいて作成している。`;

// The MoEL/KOSHA MSDS, every item lettered (가. 나. 다.), the UN number printed as bare digits after its
// label ("가. 유엔번호 : 1307"), the shipping name after its item letter ("나. 유엔 적정 선적명 : …").
const KOSHA_MSDS = `물질안전보건자료 (MSDS)
1. 화학제품과 회사에 관한 정보
가. 제품명 : 한빛클린 KS-220
나. 제품의 권고 용도와 사용상의 제한
    제품의 권고 용도 : 산업용 세척제
    제품의 사용상의 제한 : 권고 용도 외 사용 금지
다. 공급자 정보
    회사명 : 가상화학(주)
    주소 : 경기도 안산시 단원구 예시로 99
    긴급전화번호 : 031-000-1234
2. 유해성·위험성
가. 유해성·위험성 분류
    인화성 액체 : 구분3
    피부 부식성/피부 자극성 : 구분2
    심한 눈 손상성/눈 자극성 : 구분2
    특정표적장기 독성(1회 노출) : 구분3(마취작용)
    흡인 유해성 : 구분1
나. 예방조치문구를 포함한 경고표지 항목
    그림문자 :
    신호어 : 위험
    유해·위험문구 :
    H226 인화성 액체 및 증기
    H304 삼켜서 기도로 유입되면 치명적일 수 있음
    H315 피부에 자극을 일으킴
    H319 눈에 심한 자극을 일으킴
    H336 졸음 또는 현기증을 일으킬 수 있음
    예방조치문구
    예방 :
    P210 열, 고온의 표면, 스파크, 화염 및 그 밖의 점화원으로부터 멀리하시오. 금연
    P280 보호장갑/보호의/보안경/안면보호구를 착용하시오.
    대응 :
    P301+P310 삼켰다면 즉시 의료기관(의사)의 진찰을 받으시오.
    P331 토하게 하지 마시오.
    저장 :
    P403+P235 환기가 잘 되는 곳에 보관하고 저온으로 유지하시오
    폐기 :
    P501 폐기물 관련 법령에 따라 내용물/용기를 폐기하시오.
다. 유해성·위험성 분류기준에 포함되지 않는 기타 유해성·위험성
    자료없음
3. 구성성분의 명칭 및 함유량
화학물질명    관용명 및 이명    CAS번호 또는 식별번호    함유량(%)
자일렌    크실렌    1330-20-7    40~50
에틸벤젠    페닐에탄    100-41-4    10~20
1-메톡시-2-프로필 아세테이트    PGMEA    108-65-6    20~30
4. 응급조치 요령
가. 눈에 들어갔을 때 : 즉시 다량의 물로 15분 이상 씻어내시오.
5. 폭발·화재시 대처방법
가. 적절한 (및 부적절한) 소화제 : 건조 분말, 이산화탄소, 포말
6. 누출 사고 시 대처방법
7. 취급 및 저장방법
8. 노출방지 및 개인보호구
    호흡기 보호 : 유기가스용 방독마스크
    눈 보호 : 보안경
    손 보호 : 내화학성 장갑
9. 물리화학적 특성
가. 외관
    성상 : 액체
    색상 : 무색
나. 냄새 : 방향족 냄새
다. 냄새역치 : 자료없음
라. pH : 자료없음
마. 녹는점/어는점 : -48 ℃
바. 초기 끓는점과 끓는점 범위 : 138~146 ℃
사. 인화점 : 27 ℃
아. 증발속도 : 자료없음
자. 인화성(고체, 기체) : 해당없음
차. 인화 또는 폭발 범위의 상한/하한 : 7.0 / 1.0 %
카. 증기압 : 0.9 kPa (20 ℃)
타. 용해도 : 불용
파. 증기밀도 : 3.7
하. 비중 : 0.87 (20 ℃)
거. n-옥탄올/물분배계수 : 자료없음
너. 자연발화온도 : 430 ℃
더. 분해온도 : 자료없음
러. 점도 : 자료없음
머. 분자량 : 해당없음
10. 안정성 및 반응성
11. 독성에 관한 정보
12. 환경에 미치는 영향
13. 폐기시 주의사항
14. 운송에 필요한 정보
가. 유엔번호 : 1307
나. 유엔 적정 선적명 : 자일렌 (XYLENES)
다. 운송에서의 위험성 등급 : 3
라. 용기등급 : III
마. 해양오염물질 : 비해당
15. 법적 규제현황
16. 그 밖의 참고사항
가. 자료의 출처 : 공급사 자료
나. 최초 작성일자 : 2017-05-02
다. 개정횟수 및 최종 개정일자 : 6회, 2025-01-20
라. 기타 : 해당없음`;

// A bilingual Korean/English MSDS numbered like Annex II (1.1, 14.1).
const BILINGUAL_MSDS = `물질안전보건자료 (Material Safety Data Sheet)
버전 (Version) : 3.1
발행일 (Issue date) : 2019-08-12
최종 개정일자 (Revision date) : 2024-11-05
1. 화학제품과 회사에 관한 정보 (Identification of the substance/mixture and of the company)
1.1 제품명 (Product name) : 세이프코트 프라이머 SP-40
1.2 제품의 권고 용도와 사용상의 제한 (Recommended use and restrictions on use)
    권고 용도 (Recommended use) : 금속 하도 도료 (Primer)
1.3 공급자 정보 (Supplier information)
    회사명 (Company name) : 가상페인트 주식회사
    주소 (Address) : 부산광역시 사하구 예시대로 12
    전화 (Telephone) : 051-000-1000
    긴급전화번호 (Emergency telephone number) : 051-000-4321
2. 유해성·위험성 (Hazards identification)
2.1 유해성·위험성 분류 (Classification)
    인화성 액체 (Flammable liquids) : 구분2
    심한 눈 손상성/눈 자극성 (Serious eye damage/eye irritation) : 구분2
    특정표적장기 독성(반복 노출) (STOT RE) : 구분2
2.2 예방조치문구를 포함한 경고표지 항목 (Label elements)
    신호어 (Signal word) : 위험 (Danger)
    유해·위험문구 (Hazard statements)
    H225 고인화성 액체 및 증기
    H319 눈에 심한 자극을 일으킴
    H373 장기간 또는 반복 노출되면 장기에 손상을 일으킬 수 있음
    예방조치문구 (Precautionary statements)
    P210 열, 고온의 표면, 스파크, 화염 및 그 밖의 점화원으로부터 멀리하시오. 금연
    P233 용기를 단단히 밀폐하시오.
    P305+P351+P338 눈에 묻으면 몇 분간 물로 조심해서 씻으시오. 가능하면 콘택트렌즈를 제거하시오. 계속 씻으시오.
3. 구성성분의 명칭 및 함유량 (Composition/information on ingredients)
화학물질명 (Chemical name)    CAS번호 (CAS No.)    함유량(%) (Content)
톨루엔 (Toluene)    108-88-3    20~30
아세트산 에틸 (Ethyl acetate)    141-78-6    10~20
산화 아연 (Zinc oxide)    1314-13-2    1~5
4. 응급조치 요령 (First-aid measures)
5. 폭발·화재시 대처방법 (Fire-fighting measures)
6. 누출 사고 시 대처방법 (Accidental release measures)
7. 취급 및 저장방법 (Handling and storage)
8. 노출방지 및 개인보호구 (Exposure controls/personal protection)
9. 물리화학적 특성 (Physical and chemical properties)
9.1 기본적인 물리화학적 특성에 대한 정보 (Information on basic physical and chemical properties)
    외관(물리적상태) (Physical state) : 액체 (Liquid)
    색상 (Colour) : 회색 (Grey)
    냄새 (Odour) : 용제 냄새
    pH : 7.5 (수분산액, 10 %)
    녹는점/어는점 (Melting point/freezing point) : -95 ℃
    초기 끓는점과 끓는점 범위 (Initial boiling point and boiling range) : 77 ℃
    인화점 (Flash point) : -4 ℃
    비중 (Relative density) : 1.05
10. 안정성 및 반응성 (Stability and reactivity)
11. 독성에 관한 정보 (Toxicological information)
12. 환경에 미치는 영향 (Ecological information)
13. 폐기시 주의사항 (Disposal considerations)
14. 운송에 필요한 정보 (Transport information)
14.1 유엔번호 (UN No.) : 1263
14.2 유엔 적정 선적명 (UN proper shipping name) : 도료 (PAINT)
14.3 운송에서의 위험성 등급 (Transport hazard class) : 3
14.4 용기등급 (Packing group) : II
14.5 해양오염물질 (Marine pollutant) : 비해당 (No)
15. 법적 규제현황 (Regulatory information)
16. 그 밖의 참고사항 (Other information)
16.1 최초 작성일자 (Date of first issue) : 2019-08-12
16.2 개정횟수 및 최종 개정일자 (Revision number and date of last revision) : 3회, 2024-11-05`;

const SHEETS: FieldCase[] = [
  {
    name: 'a Japanese SDS to JIS Z 7253:2019',
    text: JIS_Z_7253,
    expected: {
      productName: 'ミナトソルブ XT-310',
      supplierName: '架空化成株式会社',
      emergencyPhone: '03-0000-9876',
      revisionDate: '2025-03-10',
      version: '4',
      signalWord: 'Danger',
      hStatements: ['H226', 'H304', 'H315', 'H319', 'H336', 'H411'],
      pStatements: ['P210', 'P233', 'P280', 'P301+P310', 'P305+P351+P338', 'P501'],
      classification: [
        'Aquatic Chronic 2',
        'Asp. Tox. 1',
        'Eye Irrit. 2A',
        'Flam. Liq. 3',
        'STOT SE 3',
        'Skin Irrit. 2',
      ],
      components: [
        ['100-41-4', 10, 20],
        ['108-65-6', 20, 30],
        ['1330-20-7', 40, 50],
      ],
      physicalState: 'liquid',
      flashPoint: 27,
      boilingPoint: 138,
      meltingPoint: -48,
      density: 0.87,
      unNumber: 'UN1307',
      shippingName: 'キシレン (XYLENES)',
      transportClass: '3',
      packingGroup: 'III',
    },
  },
  {
    name: 'an older Japanese 製品安全データシート (JIS Z 7250 labels)',
    text: JIS_Z_7250,
    expected: {
      productName: 'ピカクリーン アルカリ 5',
      supplierName: '架空工業株式会社',
      emergencyPhone: '06-0000-7777',
      revisionDate: '2016-11-01',
      signalWord: 'Danger',
      hStatements: ['H290', 'H314', 'H318'],
      pStatements: ['P280', 'P305+P351+P338'],
      components: [
        ['1310-73-2', 5, 10],
        ['7732-18-5', null, null],
      ],
      physicalState: 'liquid',
      ph: 13.5,
      boilingPoint: 102,
      meltingPoint: -5,
      density: 1.11,
      unNumber: 'UN1824',
      transportClass: '8',
      packingGroup: 'II',
    },
  },
  {
    name: 'a Korean MSDS in the MoEL/KOSHA format',
    text: KOSHA_MSDS,
    expected: {
      productName: '한빛클린 KS-220',
      supplierName: '가상화학(주)',
      emergencyPhone: '031-000-1234',
      revisionDate: '2025-01-20',
      signalWord: 'Danger',
      hStatements: ['H226', 'H304', 'H315', 'H319', 'H336'],
      pStatements: ['P210', 'P280', 'P301+P310', 'P331', 'P403+P235', 'P501'],
      classification: ['Asp. Tox. 1', 'Eye Irrit. 2', 'Flam. Liq. 3', 'STOT SE 3', 'Skin Irrit. 2'],
      components: [
        ['100-41-4', 10, 20],
        ['108-65-6', 20, 30],
        ['1330-20-7', 40, 50],
      ],
      physicalState: 'liquid',
      flashPoint: 27,
      boilingPoint: 138,
      meltingPoint: -48,
      density: 0.87,
      unNumber: 'UN1307',
      shippingName: '자일렌 (XYLENES)',
      transportClass: '3',
      packingGroup: 'III',
    },
  },
  {
    name: 'a bilingual Korean/English MSDS',
    text: BILINGUAL_MSDS,
    expected: {
      productName: '세이프코트 프라이머 SP-40',
      supplierName: '가상페인트 주식회사',
      emergencyPhone: '051-000-4321',
      revisionDate: '2024-11-05',
      version: '3.1',
      signalWord: 'Danger',
      hStatements: ['H225', 'H319', 'H373'],
      pStatements: ['P210', 'P233', 'P305+P351+P338'],
      classification: ['Eye Irrit. 2', 'Flam. Liq. 2', 'STOT RE 2'],
      components: [
        ['108-88-3', 20, 30],
        ['1314-13-2', 1, 5],
        ['141-78-6', 10, 20],
      ],
      physicalState: 'liquid',
      ph: 7.5,
      flashPoint: -4,
      boilingPoint: 77,
      meltingPoint: -95,
      density: 1.05,
      unNumber: 'UN1263',
      shippingName: '도료 (PAINT)',
      transportClass: '3',
      packingGroup: 'II',
    },
  },
];

// The lists (H and P statements, classification, components) are compared sorted: a sheet's order is
// not asserted.
describeFieldCases(SHEETS, { sortLists: true });
