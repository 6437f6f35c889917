import {
  euhCodesFromText,
  hCodesFromText,
  mismatchedStatements,
  pCodesFromText,
} from '../../../src/extraction/fields/statement-text.js';
import { reference } from '../../../src/extraction/reference/index.js';

/**
 * Per language: a section 2 that prints hazard and precautionary statements as text only (one of
 * them broken over two lines, as layout text is), and a label that prints H318 beside the wording of
 * H319. The file's source names CLP unless another instrument is given.
 */
const languages: Array<{
  language: string;
  instrument?: RegExp;
  hazards: string;
  precautions: string;
  hCodes: string[];
  pCodes: string[];
  eyeIrritation: string;
}> = [
  {
    language: 'cs',
    hazards:
      'Vysoce hořlavá kapalina a páry.\nZpůsobuje vážné podráždění\nočí. Může způsobit ospalost nebo závratě.',
    precautions: 'Uchovávejte mimo dosah dětí. Zabraňte uvolnění do životního prostředí.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Způsobuje vážné podráždění očí.',
  },
  {
    language: 'sk',
    hazards:
      'Veľmi horľavá kvapalina a pary.\nSpôsobuje vážne podráždenie\nočí. Môže spôsobiť ospalosť alebo závraty.',
    precautions: 'Uchovávajte mimo dosahu detí. Zabráňte uvoľneniu do životného prostredia.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Spôsobuje vážne podráždenie očí.',
  },
  {
    language: 'hu',
    hazards:
      'Fokozottan tűzveszélyes folyadék és gőz.\nSúlyos szemirritációt\nokoz. Álmosságot vagy szédülést okozhat.',
    precautions: 'Gyermekektől elzárva tartandó. Elzárva tárolandó.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P405'],
    eyeIrritation: 'Súlyos szemirritációt okoz.',
  },
  {
    language: 'da',
    hazards:
      'Meget brandfarlig væske og damp.\nForårsager alvorlig\nøjenirritation. Kan forårsage sløvhed eller svimmelhed.',
    precautions: 'Opbevares utilgængeligt for børn. Undgå udledning til miljøet.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Forårsager alvorlig øjenirritation.',
  },
  {
    language: 'sv',
    hazards:
      'Mycket brandfarlig vätska och ånga.\nOrsakar allvarlig\nögonirritation. Kan göra att man blir dåsig eller omtöcknad.',
    precautions: 'Förvaras oåtkomligt för barn. Undvik utsläpp till miljön.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Orsakar allvarlig ögonirritation.',
  },
  {
    language: 'fi',
    hazards:
      'Helposti syttyvä neste ja höyry.\nÄrsyttää voimakkaasti\nsilmiä. Saattaa aiheuttaa uneliaisuutta tai huimausta.',
    precautions: 'Säilytä lasten ulottumattomissa. Vältettävä päästämistä ympäristöön.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Ärsyttää voimakkaasti silmiä.',
  },
  {
    language: 'ro',
    hazards:
      'Lichid și vapori foarte inflamabili.\nProvoacă o iritare gravă a\nochilor. Poate provoca somnolență sau amețeală.',
    precautions: 'A nu se lăsa la îndemâna copiilor. Evitați dispersarea în mediu.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Provoacă o iritare gravă a ochilor.',
  },
  {
    language: 'hr',
    hazards:
      'Lako zapaljiva tekućina i para.\nUzrokuje jako nadraživanje\noka. Može izazvati pospanost ili vrtoglavicu.',
    precautions: 'Čuvati izvan dohvata djece. Izbjegavati ispuštanje u okoliš.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Uzrokuje jako nadraživanje oka.',
  },
  {
    language: 'sl',
    hazards:
      'Lahko vnetljiva tekočina in hlapi.\nPovzroča hudo draženje\noči. Lahko povzroči zaspanost ali omotico.',
    precautions: 'Hraniti zunaj dosega otrok. Preprečiti sproščanje v okolje.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Povzroča hudo draženje oči.',
  },
  {
    language: 'bg',
    hazards:
      'Силно запалими течност и пари.\nПредизвиква сериозно дразнене на\nочите. Може да предизвика сънливост или световъртеж.',
    precautions: 'Да се съхранява извън обсега на деца. Да се избягва изпускане в околната среда.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Предизвиква сериозно дразнене на очите.',
  },
  {
    language: 'el',
    hazards:
      'Υγρό και ατμοί πολύ εύφλεκτα.\nΠροκαλεί σοβαρό οφθαλμικό\nερεθισμό. Μπορεί να προκαλέσει υπνηλία ή ζάλη.',
    precautions: 'Μακριά από παιδιά. Να αποφεύγεται η ελευθέρωση στο περιβάλλον.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Προκαλεί σοβαρό οφθαλμικό ερεθισμό.',
  },
  {
    language: 'et',
    hazards:
      'Väga tuleohtlik vedelik ja aur.\nPõhjustab tugevat silmade\närritust. Võib põhjustada unisust või peapööritust.',
    precautions: 'Hoida lastele kättesaamatus kohas. Vältida sattumist keskkonda.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Põhjustab tugevat silmade ärritust.',
  },
  {
    language: 'lv',
    hazards:
      'Viegli uzliesmojošs šķidrums un tvaiki.\nIzraisa nopietnu acu\nkairinājumu. Var izraisīt miegainību vai reiboņus.',
    precautions: 'Sargāt no bērniem. Izvairīties no izplatīšanas apkārtējā vidē.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Izraisa nopietnu acu kairinājumu.',
  },
  {
    language: 'lt',
    hazards:
      'Labai degus skystis ir garai.\nSukelia smarkų akių\ndirginimą. Gali sukelti mieguistumą arba galvos svaigimą.',
    precautions: 'Laikyti vaikams neprieinamoje vietoje. Saugoti, kad nepatektų į aplinką.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Sukelia smarkų akių dirginimą.',
  },
  {
    language: 'ga',
    hazards:
      "Leacht an-inadhainte agus gal an-inadhainte.\nIna chúis le greannú tromchúiseach\ndon tsúil. D'fhéadfadh sé a bheith ina chúis le codlatacht nó le meadhrán.",
    precautions: 'Coimeád as aimsiú leanaí. Ná scaoiltear amach sa chomhshaol.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Ina chúis le greannú tromchúiseach don tsúil.',
  },
  {
    language: 'mt',
    hazards:
      'Likwidu u fwar li jaqbdu malajr ħafna.\nJagħmel irritazzjoni serja\nlill-għajnejn. Jista’ jikkawża ħedla jew sturdament.',
    precautions: 'Żommu ‘l bogħod minn fejn jistgħu jilħquh it-tfal. Evita r-rilaxx fl-ambjent.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Jagħmel irritazzjoni serja lill-għajnejn.',
  },
  {
    language: 'no',
    hazards:
      'Meget brannfarlig væske og damp.\nGir alvorlig\nøyeirritasjon. Kan forårsake døsighet eller svimmelhet.',
    precautions: 'Oppbevares utilgjengelig for barn. Unngå utslipp til miljøet.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Gir alvorlig øyeirritasjon.',
  },
  {
    language: 'tr',
    hazards:
      'Kolay alevlenir sıvı ve buhar.\nCiddi göz tahrişine\nyol açar. Rehavete veya baş dönmesine yol açabilir.',
    precautions: 'Çocukların ulaşamayacağı yerde saklayın. Çevreye verilmesinden kaçının.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Ciddi göz tahrişine yol açar.',
  },
  {
    language: 'ja',
    instrument: /JIS Z 7253:2019/,
    hazards: '引火性の高い液体及び蒸気\n強い眼\n刺激\n眠気又はめまいのおそれ',
    precautions: '環境への放出を避けること。\n施錠して保管すること。',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P273', 'P405'],
    eyeIrritation: '強い眼刺激',
  },
  {
    language: 'ko',
    hazards: '고인화성 액체 및 증기.\n눈에 심한 자극을\n일으킴. 졸음 또는 현기증을 일으킬 수 있음.',
    precautions: '어린이 손이 닿지 않는 곳에 보관하시오. 환경으로 배출하지 마시오.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: '눈에 심한 자극을 일으킴.',
    instrument: /화학물질의 분류 및 표시 등에 관한 규정.*GHS|GHS.*화학물질의 분류 및 표시 등에 관한 규정/,
  },
];

describe('official statement texts of every supported language', () => {
  it('has a statement file for each language in the table, naming its instrument (CLP unless given) as its source', () => {
    const files = new Map(reference().statementTexts.map((file) => [file.language, file]));
    for (const { language, instrument } of languages)
      expect([language, files.get(language)?.source]).toEqual([
        language,
        expect.stringMatching(instrument ?? /1272\/2008/),
      ]);
  });

  describe.each(languages)('$language', ({ hazards, precautions, hCodes, pCodes, eyeIrritation }) => {
    it('resolves statements printed without codes', () => {
      expect(hCodesFromText(hazards)).toEqual(hCodes);
      expect(pCodesFromText(precautions)).toEqual(pCodes);
    });

    it('flags H318 printed beside the wording of H319, and not H319 beside its own', () => {
      expect(mismatchedStatements(`H318 ${eyeIrritation}`)).toEqual([{ printed: 'H318', wording: ['H319'] }]);
      expect(mismatchedStatements(`H319 ${eyeIrritation}`)).toEqual([]);
    });
  });
});

describe('Turkish SEA wordings', () => {
  it.each([
    ['Çok kolay alevlenir sıvı ve buhar.', ['H224']],
    ['Kolay alevlenir sıvı ve buhar.', ['H225']],
    ['Metalleri aşındırabilir.', ['H290']],
    ['Emzirilen çocuğa zarar verebilir.', ['H362']],
  ])('reads %s as its own code', (text, codes) => {
    expect(hCodesFromText(text)).toEqual(codes);
  });

  it('flags H224 printed beside the wording of H225', () => {
    expect(mismatchedStatements('H224 Kolay alevlenir sıvı ve buhar.')).toEqual([
      { printed: 'H224', wording: ['H225'] },
    ]);
  });
});

describe('Korean SDS wordings', () => {
  it('reads the wordings KOSHA-format SDSs print (MoEL notice) as well as those of the Korean GHS notice', () => {
    expect(
      pCodesFromText(
        '열·스파크·화염·고열로부터 멀리하시오 - 금연\n(보호장갑·보호의·보안경·안면보호구)를(을) 착용하시오.\n' +
          '잠금장치가 있는 저장장소에 저장하시오.\n(관련 법규에 명시된 내용에 따라) 내용물과 용기를 폐기하시오',
      ),
    ).toEqual(['P210', 'P280', 'P405', 'P501']);
    expect(
      pCodesFromText('열, 고온의 표면, 스파크, 화염 및 그 밖의 점화원으로부터 멀리하시오. 금연'),
    ).toEqual(['P210']);
  });

  it('reads a statement whose placeholder the SDS filled in', () => {
    expect(pCodesFromText('화재 시 불을 끄기 위해 알콜포말·이산화탄소·물분무를 사용하시오.')).toEqual([
      'P370',
      'P378',
    ]);
    expect(hCodesFromText('장기간 또는 반복 노출되면 장기(간, 신장)에 손상을 일으킴')).toEqual(['H372']);
  });

  it('reads the repeated-exposure wording as H372, not as the single-exposure H370 inside it', () => {
    expect(
      hCodesFromText('장기간 또는 반복노출 되면 신체 중 장기에 손상을 일으킴 (11항 독성에 관한 정보 참조)'),
    ).toEqual(['H372']);
    expect(hCodesFromText('신체 중 장기에 손상을 일으킴')).toEqual(['H370']);
  });

  it('does not flag H373 or H241 printed beside their KOSHA-format wording or spelling', () => {
    expect(
      mismatchedStatements('H373 장기간 또는 반복노출 되면 신체 중 장기에 손상을 일으킬 수 있음'),
    ).toEqual([]);
    expect(mismatchedStatements('H241 가열하면 화재 또는 폭발할 수 있음')).toEqual([]);
  });

  it('flags H314 printed beside the wording of H318', () => {
    expect(mismatchedStatements('H314 눈에 심한 손상을 일으킴')).toEqual([
      { printed: 'H314', wording: ['H318'] },
    ]);
    expect(mismatchedStatements('H314 피부에 심한 화상과 눈에 손상을 일으킴')).toEqual([]);
  });
});

describe("a printed code that the wording's language has no text for", () => {
  it.each([
    [
      'EUH204 beside the Turkish "Contains …" of EUH208',
      'EUH204 İzosiyanatlar içerir. Alerjik reaksiyona yol açabilir.',
    ],
    ['H229 beside the Turkish wording of H280', 'H229 Basınçlı gaz içerir; ısıtıldığında patlayabilir.'],
  ])('is not judged: %s', (_case, text) => {
    expect(mismatchedStatements(text)).toEqual([]);
  });

  it('is judged where the language has it: H225 beside the wording of H226', () => {
    expect(mismatchedStatements('H225 Hořlavá kapalina a páry.')).toEqual([
      { printed: 'H225', wording: ['H226'] },
    ]);
  });

  it('still finds supplemental EUH wording without its code', () => {
    expect(euhCodesFromText('Opakovaná expozice může způsobit vysušení nebo popraskání kůže.')).toEqual([
      'EUH066',
    ]);
  });
});

describe('Japanese statements (JIS Z 7253), each character a word', () => {
  it('tells overlapping statements apart when printed without codes', () => {
    expect(hCodesFromText('重篤な眼の損傷\n飲み込むと有毒')).toEqual(['H318', 'H301']);
    expect(hCodesFromText('強い眼刺激\n飲み込むと有害')).toEqual(['H319', 'H302']);
    expect(hCodesFromText('重篤な皮膚の薬傷及び眼の損傷')).toEqual(['H314']);
  });

  it('reads kana spellings and organ names in place of 臓器', () => {
    expect(hCodesFromText('引火性の高い液体および蒸気')).toEqual(['H225']);
    expect(hCodesFromText('長期にわたる、又は反復ばく露による中枢神経系、呼吸器の障害')).toEqual(['H372']);
    expect(hCodesFromText('長期にわたる、又は反復ばく露により臓器 (肝臓) の障害のおそれ。')).toEqual([
      'H373',
    ]);
  });

  it.each([
    ['H319 beside the wording of H318', 'H319 重篤な眼の損傷', 'H319', 'H318'],
    ['H302 beside the wording of H301', 'H302 飲み込むと有毒', 'H302', 'H301'],
    ['H225 beside the wording of H226', 'H225 引火性液体及び蒸気', 'H225', 'H226'],
  ])('flags %s', (_case, text, printed, wording) => {
    expect(mismatchedStatements(text)).toEqual([{ printed, wording: [wording] }]);
  });

  it('does not flag codes printed beside their own wording', () => {
    const label = [
      'H225 引火性の高い液体及び蒸気',
      'H301 飲み込むと有毒',
      'H318 重篤な眼の損傷',
      'H373 長期にわたる、又は反復ばく露により臓器 (肝臓) の障害のおそれ。',
      'P280 保護手袋/保護衣/保護眼鏡/保護面を着用すること。',
      'P305+P351+P338 眼に入った場合：水で数分間注意深く洗うこと。次にコンタクトレンズを着用していて容易に外せる場合は外すこと。その後も洗浄を続けること。',
    ].join('\n');
    expect(mismatchedStatements(label)).toEqual([]);
  });

  it('finds no statement in prose that is not one', () => {
    const prose = [
      '予想される急性症状及び遅発性症状：吸入すると頭痛、めまい、吐き気を起こすことがある。',
      '眼に入ると充血、痛みを生じる。皮膚に繰り返し接触すると脱脂により皮膚炎を起こすことがある。',
      '応急措置をする者の保護：救助者は状況に応じて適切な保護具を着用する。',
      'その他の危険有害性：蒸気は空気より重く、低所に滞留する。蒸気は眼や皮膚を刺激することがある。',
    ].join('\n');
    expect([hCodesFromText(prose), pCodesFromText(prose)]).toEqual([[], []]);
  });

  it('reads skin irritation inside "皮膚刺激が生じた場合" as P332, not H315', () => {
    expect(hCodesFromText('皮膚刺激が生じた場合は医師の診断を受ける。')).toEqual([]);
  });
});

/**
 * Russian: the GOST 31340 wordings (a partial list, see ru.json's source). Russian labels print the
 * statements without codes (the standard does not put them on the label).
 */
describe('ru (GOST 31340)', () => {
  const burns = 'При попадании на кожу и в глаза вызывает химические ожоги.';

  it('names GOST 31340 as its source', () => {
    const file = reference().statementTexts.find((texts) => texts.language === 'ru');
    expect(file?.source).toMatch(/ГОСТ 31340-2022/);
  });

  it('resolves statements printed without codes', () => {
    expect(
      hCodesFromText(`${burns}\nЧрезвычайно токсично для водных организмов с\nдолгосрочными последствиями.`),
    ).toEqual(['H314', 'H410']);
    expect(
      pCodesFromText(
        'Перед использованием пройти инструктаж по работе с продукцией. Хранить в недоступном для посторонних месте.',
      ),
    ).toEqual(['P202', 'P405']);
  });

  it('flags H318 printed beside the wording of H314, and not H314 beside its own', () => {
    expect(mismatchedStatements(`H318 ${burns}`)).toEqual([{ printed: 'H318', wording: ['H314'] }]);
    expect(mismatchedStatements(`H314 ${burns}`)).toEqual([]);
  });
});

/**
 * Chinese prints no spaces between words: each character is a word of its own, and wordings are
 * the GHS texts of GB 30000-2013 / the UN GHS Chinese version (zh-hans.json).
 */
describe('Chinese (simplified) statement texts', () => {
  it('has a statement file naming GB 30000 and the GHS as its source', () => {
    const file = reference().statementTexts.find((texts) => texts.language === 'zh-hans');
    expect(file?.source).toMatch(/GB 30000/);
    expect(file?.source).toMatch(/GHS/);
  });

  it('resolves hazard statements printed without codes, one broken over two lines', () => {
    expect(hCodesFromText('高度易燃液体和蒸气。\n造成严重眼\n刺激。可能引起昏昏欲睡或眩晕。')).toEqual([
      'H225',
      'H319',
      'H336',
    ]);
    expect(hCodesFromText('造成严重皮肤灼伤和眼损伤。对水生生物毒性极大并具有长期持续影响。')).toEqual([
      'H314',
      'H410',
    ]);
  });

  it('tells statements apart that differ in one character', () => {
    expect(hCodesFromText('造成严重眼损伤。')).toEqual(['H318']);
    expect(hCodesFromText('造成严重眼刺激。')).toEqual(['H319']);
    expect(hCodesFromText('吞咽有毒。')).toEqual(['H301']);
    expect(hCodesFromText('吞咽会中毒。')).toEqual(['H301']);
    expect(hCodesFromText('吞咽有害。')).toEqual(['H302']);
    expect(hCodesFromText('可能致癌。怀疑致癌。')).toEqual(['H350', 'H351']);
  });

  it('resolves precautionary statements printed without codes, combined ones and a filled-in "……"', () => {
    expect(pCodesFromText('远离热源、热表面、火花、明火和其他点火源。禁止吸烟。避免释放到环境中。')).toEqual([
      'P210',
      'P273',
    ]);
    expect(
      pCodesFromText(
        '如进入眼睛：用水小心冲洗几分钟。如戴隐形眼镜并可方便地取出，\n取出隐形眼镜。继续冲洗。火灾时：使用干砂、干粉或抗醇泡沫灭火。存放处须加锁。',
      ),
    ).toEqual(['P305', 'P351', 'P338', 'P370', 'P378', 'P405']);
  });

  it('flags a printed code beside another statement’s wording, and not a code beside its own', () => {
    expect(mismatchedStatements('H318 造成严重眼刺激。')).toEqual([{ printed: 'H318', wording: ['H319'] }]);
    expect(mismatchedStatements('H319 造成严重眼刺激。')).toEqual([]);
    expect(mismatchedStatements('H301 吞咽有害。')).toEqual([{ printed: 'H301', wording: ['H302'] }]);
    expect(mismatchedStatements('H302 吞咽有害。')).toEqual([]);
    expect(
      mismatchedStatements(
        'H225 高度易燃液体和蒸气。H319 造成严重眼刺激。P210 远离热源、热表面、火花、明火和其他点火源。禁止吸烟。P405 存放处须加锁。',
      ),
    ).toEqual([]);
  });

  it('finds no statement in unrelated SDS prose', () => {
    const prose = [
      '皮肤接触：立即脱去污染的衣着，用大量流动清水冲洗至少15分钟。就医。',
      '眼睛接触：提起眼睑，用流动清水或生理盐水冲洗。就医。',
      '吸入：迅速脱离现场至空气新鲜处。保持呼吸道通畅。如呼吸困难，给输氧。如呼吸停止，立即进行人工呼吸。就医。',
      '食入：饮足量温水，催吐。就医。',
      '健康危害：吸入、摄入或经皮肤吸收后对身体有害。对眼睛、皮肤、粘膜和上呼吸道有刺激作用。',
      '燃爆危险：易燃，其蒸气与空气可形成爆炸性混合物。',
    ].join('\n');
    expect(hCodesFromText(prose)).toEqual([]);
    expect(pCodesFromText(prose)).toEqual([]);
  });
});
