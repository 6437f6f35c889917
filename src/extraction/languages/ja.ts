/**
 * Japanese. Sources: JIS Z 7253:2019 "GHSに基づく化学品の危険有害性情報の伝達方法－ラベル，作業場内の
 * 表示及び安全データシート（SDS）" (section titles, signal words 危険, 警告).
 * Date labels and physical-state words: the terms SDSs in the language commonly print (section 16
 * "date of revision"/"date of issue"; 9.1 (a) "physical state" of Annex II and its usual values).
 */
import type { LanguageModule } from './types.js';

export default {
  id: 'ja',
  iso: 'ja',
  name: 'Japanese',
  script: 'kana',
  ocr: ['jpn'],
  sections: {
    1: ['化学品及び会社情報', '製品及び会社情報'],
    2: ['危険有害性の要約', '危険有害性'],
    3: ['組成', '成分'],
    4: ['応急措置'],
    5: ['火災時の措置', '火災'],
    6: ['漏出時の措置', '漏出'],
    7: ['取扱い及び保管', '取扱い'],
    8: ['ばく露', '暴露防止'],
    9: ['物理的及び化学的性質', '物理'],
    10: ['安定性及び反応性', '安定性'],
    11: ['有害性情報'],
    12: ['環境影響情報', '環境影響'],
    13: ['廃棄上の注意', '廃棄'],
    14: ['輸送上の注意', '輸送'],
    15: ['適用法令'],
    16: ['その他の情報'],
  },
  sectionWords: ['項目'],
  documentTitles: ['安全データシート'],
  signalWords: { Danger: ['危険'], Warning: ['警告'] },
  functionWords: [],
  subsections: {
    '1.1': ['化学品の名称'],
    '1.4': ['緊急連絡電話番号'],
    '2.1': ['GHS分類'],
    '2.2': ['GHSラベル要素'],
    '14.1': ['国連番号'],
    '14.2': ['品名（国連輸送名）'],
    '14.3': ['国連分類'],
    '14.4': ['容器等級'],
  },
  dateLabels: { revision: ['改訂日'], issue: ['発行日'] },
  physicalState: {
    labels: ['物理状態', '性状'],
    words: {
      liquid: ['液体'],
      solid: ['固体'],
      gas: ['気体'],
      aerosol: ['エアゾール'],
      paste: ['ペースト'],
    },
  },
} satisfies LanguageModule;
