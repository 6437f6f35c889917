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
 * H319.
 */
const languages: Array<{
  language: string;
  hazards: string;
  precautions: string;
  hCodes: string[];
  pCodes: string[];
  eyeIrritation: string;
  /** The instrument the file names (CLP unless given). */
  source?: RegExp;
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
      'Kolay alevlenir sıvı ve buhar.\nCiddi göz tahrişine\nyol açar. Uyuşukluk veya baş dönmesine yol açabilir.',
    precautions: 'Çocukların ulaşamayacağı yerde saklayın. Çevreye verilmesinden kaçının.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: 'Ciddi göz tahrişine yol açar.',
  },
  {
    language: 'ko',
    hazards: '고인화성 액체 및 증기.\n눈에 심한 자극을\n일으킴. 졸음 또는 현기증을 일으킬 수 있음.',
    precautions: '어린이 손이 닿지 않는 곳에 보관하시오. 환경으로 배출하지 마시오.',
    hCodes: ['H225', 'H319', 'H336'],
    pCodes: ['P102', 'P273'],
    eyeIrritation: '눈에 심한 자극을 일으킴.',
    source: /화학물질의 분류 및 표시 등에 관한 규정.*GHS|GHS.*화학물질의 분류 및 표시 등에 관한 규정/,
  },
];

describe('official statement texts of every supported language', () => {
  it('has a statement file for each language in the table, naming its instrument (CLP unless given) as its source', () => {
    const files = new Map(reference().statementTexts.map((file) => [file.language, file]));
    for (const { language, source } of languages)
      expect([language, files.get(language)?.source]).toEqual([
        language,
        expect.stringMatching(source ?? /1272\/2008/),
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
