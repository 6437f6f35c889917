import { extractExposureControls } from '../../../src/extraction/fields/ppe.js';
import { contextFor } from './text-document.js';

const ppeOf = (...lines: string[]) =>
  extractExposureControls(
    contextFor(['SECTION 8: Exposure controls/personal protection', ...lines, 'SECTION 9: Properties']),
  ).ppe;

describe('personal protective equipment', () => {
  it('counts an apron beside gloves as skin protection in Japanese ("エプロン", written with a voiced mark)', () => {
    expect(ppeOf('皮膚及び身体の保護    保護手袋及びエプロンを着用すること。')).toEqual([
      'hand_protection',
      'skin_protection',
    ]);
  });

  it('reads equipment spelled with a hyphen ("face-shield") as the listed words', () => {
    expect(
      ppeOf(
        'Eye protection      : No special protective equipment required.',
        'Wear face-shield for abnormal processing problems.',
      ),
    ).toEqual(['eye_protection']);
  });

  it('reads 8.2 under a section 8 heading, not a cross reference that wraps before the number 8', () => {
    const ctx = contextFor([
      'SECTION 6: Accidental release measures',
      'Wear protective equipment; see Section',
      '8 for suggested personal protective equipment.',
      'SECTION 7: Handling and storage',
      'Keep container closed.',
      'SECTION 8: Exposure controls/personal protection',
      'Hand protection:   Wear chemical-resistant gloves.',
      'SECTION 9: Physical and chemical properties',
    ]);
    expect(extractExposureControls(ctx).ppe).toEqual(['hand_protection']);
  });

  it('reads "none" values and "avoid contact" as no equipment', () => {
    expect(
      ppeOf(
        'Ochrona oczu i twarzy: Unikać kontaktu z oczami.',
        'Ochrona skóry: Brak.',
        'Ochrona rąk: Brak.',
        'Ochrona dróg oddechowych: Brak.',
      ),
    ).toEqual([]);
  });

  it('counts equipment recommended before a "none required" remark', () => {
    expect(
      ppeOf(
        'Eye/Face Protection      If splashes are likely to occur, wear safety glasses with side-shields. None required for',
        'consumer use.',
        'Respiratory Protection   No protective equipment is needed under normal use conditions.',
      ),
    ).toEqual(['eye_protection']);
  });

  it('reads French and Italian "not needed" wording', () => {
    expect(
      ppeOf(
        'Protection des mains :',
        'Porter des gants appropriés.',
        'Protection respiratoire :',
        'Un équipement de protection respiratoire n’est pas indispensable en présence d’une ventilation suffisante.',
      ),
    ).toEqual(['hand_protection']);
  });

  it('takes the value printed on the first line of a wrapped label', () => {
    expect(
      ppeOf(
        '    Dispositivi di protezione individuale,      Il prodotto non è classificato come irritante, tuttavia si consiglia',
        '    protezione delle mani:                      l’uso di guanti.',
        '    Dispositivi di protezione individuale,      Non è obbligatorio.',
        'protezione respiratoria:',
      ),
    ).toEqual(['hand_protection']);
  });

  it('reads Spanish body protection', () => {
    expect(
      ppeOf('    Piel y cuerpo                Es buena práctica industrial usar ropas protectoras.'),
    ).toEqual(['skin_protection']);
  });
});

describe('avoid statements', () => {
  it('counts named equipment worn "to avoid" contact, not a label whose value only says what to avoid', () => {
    expect(
      ppeOf(
        ' RESPIRATORY  AS WITH ALL MATERIALS, AVOID CASUAL BREATHING OF VAPORS',
        ' EYE                                          SKIN',
        '         SAFETY GLASSES TO AVOID SPLASHES             WEAR GLOVES TO AVOID SKIN CONTACT',
      ),
    ).toEqual(['eye_protection', 'hand_protection']);
  });
});

describe('required, not required and conditions', () => {
  it.each([
    [
      'an exception to "not required"',
      'Atemschutz                     : Nicht erforderlich; außer bei Aerosolbildung.',
    ],
    [
      'a respirator for inadequate ventilation',
      'Respiratory protection: In case of insufficient ventilation, wear suitable respiratory equipment.',
    ],
    [
      'a Danish respirator label written with å',
      'Åndedrætsværn                 : Anvend åndedrætsværn ved utilstrækkelig ventilation.',
    ],
  ])('counts %s', (_, line) => {
    expect(ppeOf(line)).toEqual(['respiratory_protection']);
  });

  it('reads "no respiratory protection is required" as not required', () => {
    expect(
      ppeOf('Respiratory protection: No respiratory protection is required under normal conditions of use.'),
    ).toEqual([]);
  });
});

describe('skin protection', () => {
  it('counts aprons, suits and protective clothing as skin protection', () => {
    expect(ppeOf('   Proteção pele/corpo:      Avental e luvas de borracha.')).toEqual([
      'hand_protection',
      'skin_protection',
    ]);
    expect(ppeOf('        Ochrana kůže a těla          : Kyselinám odolné rukavice a oblek')).toEqual([
      'hand_protection',
      'skin_protection',
    ]);
  });

  it('reads gloves under a skin and body label as hand protection only', () => {
    expect(ppeOf('     Skin and body protection     :  Wear suitable gloves.')).toEqual(['hand_protection']);
  });

  it('does not take hygiene wording about clothing as a recommendation', () => {
    expect(
      ppeOf('General protective and hygienic measures:', 'Store protective clothing separately.'),
    ).toEqual([]);
  });
});

describe('Arabic labels', () => {
  it('reads labels whose letters the font maps to their Persian forms', () => {
    const persianYeh = (text: string) => text.replace(/ي/g, '\u06cc');
    expect(
      ppeOf(
        persianYeh('          نظارات أمان ذات ساترات جانبية.                    أدوات حماية الوجه/العين'),
        persianYeh(
          '     في حالة عدم كفاية التهوية، يراعى ارتداء تجهيزات تنفسية ملائمة.          حماية تنفسية',
        ),
      ),
    ).toEqual(['eye_protection', 'respiratory_protection']);
  });
});

describe('a row read to its next row', () => {
  it('reads a "no protection needed" remark printed lines below the label', () => {
    expect(
      ppeOf(
        '       Protecção para as mãos:    Qualquer informação específica sobre luvas é baseada na literatura',
        'publicada e nos dados fornecidos pelos fabricantes de equipamento de protecção individual.',
        'luvas que estiverem gastas devem ser substituídas. Os tipos de luvas a considerar para este produto incluem:',
        'Em condições normais de uso não há necessidade de protecção.',
        '       Protecção Ocular:   Se existir a hipótese de contacto, é recomendado o uso de óculos de segurança.',
      ),
    ).toEqual(['eye_protection']);
  });

  it('joins a label wrapped onto the next line of its column', () => {
    expect(
      ppeOf(
        '      Ochrona dróg                  : Trzymać w gotowości izolujący aparat oddechowy w razie',
        '      oddechowych                     zagrożenia.',
        '       Protezione della pelle e del   : Valutare l’utilizzo di indumenti di sicurezza antistatici.',
        '       corpo',
      ),
    ).toEqual(['skin_protection', 'respiratory_protection']);
  });

  it('counts a skin label only when clothing is named under it, and not a bare heading', () => {
    expect(
      ppeOf(
        'Skin protection',
        '- Hand protection',
        'Wear suitable gloves tested according to EN 374.',
        '- Other protection measures',
        'Preventive skin protection (barrier creams/ointments) is recommended.',
      ),
    ).toEqual(['hand_protection']);
    expect(
      ppeOf('Skin protection', '         Other          Wear appropriate chemical resistant clothing.'),
    ).toEqual(['skin_protection']);
  });
});

describe('wording in more languages', () => {
  it('does not read "práctica" as the Polish hygiene word "prać"', () => {
    expect(
      ppeOf('  Protección del cuerpo          El uso de ropa protectora es una buena práctica industrial.'),
    ).toEqual(['skin_protection']);
  });

  it('reads "no specific … required" as not required', () => {
    expect(
      ppeOf('Eye/face protection              No specific eye protection required during normal use.'),
    ).toEqual([]);
  });

  it('reads Japanese labels', () => {
    expect(
      ppeOf(
        ' 呼吸用保護具           換気が不十分な場合は､適当な呼吸保護具を着用する。',
        ' 手の保護具            保護手袋を着用すること。',
        ' 眼、顔面の保護具         側方遮蔽のある保護眼鏡。',
        ' 皮膚及び身体の保護具       保護服の使用は、良い産業訓練です。',
      ),
    ).toEqual(['eye_protection', 'hand_protection', 'skin_protection', 'respiratory_protection']);
  });

  it('reads inflected Finnish equipment words', () => {
    expect(
      ppeOf(
        'SILMIEN/KASVOJEN SUOJAAMINEN',
        'Käytä suojalaseja.',
        'HENGITYSSUOJAIMET',
        'Jos valmisteelle on mahdollista altistua ilmateitse, käytä hyväksyttyjä hengityssuojaimia.',
      ),
    ).toEqual(['eye_protection', 'respiratory_protection']);
  });
});

describe('a respiratory row that speaks of ventilation', () => {
  it('recommends no respiratory equipment when the row names only ventilation', () => {
    expect(
      ppeOf(
        'Eye Contact:    Use protective glasses or safety goggles if splashing is likely.',
        'Respiratory:    Use in well ventilated areas or local exhaust ventilation when cleaning small spaces.',
        'Skin Contact:   Use protective gloves when used for prolonged periods.',
      ),
    ).toEqual(['eye_protection', 'hand_protection']);
  });

  it('keeps a respirator named in prose that goes on about ventilation', () => {
    expect(
      ppeOf(
        'Local exhaust ventilation may be required. If risk of overexposure exists, wear approved',
        'respirator. Correct fit is essential. Provide adequate ventilation in storage areas.',
      ),
    ).toEqual(['respiratory_protection']);
  });

  it.each([
    'Respiratory protection: In case of insufficient ventilation, wear a suitable respirator.',
    'Atemschutz: Bei unzureichender Belüftung Atemschutz tragen.',
    'Protección respiratoria: En caso de ventilación insuficiente, utilice equipo respiratorio adecuado.',
    'Protection respiratoire : En cas de ventilation insuffisante, porter un appareil respiratoire.',
  ])('still recommends it when the ventilation is a condition for equipment: "%s"', (row) => {
    expect(ppeOf(row)).toEqual(['respiratory_protection']);
  });
});
