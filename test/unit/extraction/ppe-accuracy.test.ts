import { extractExposureControls } from '../../../src/extraction/fields/ppe.js';
import { contextFor } from './text-document.js';

const ppeOf = (...lines: string[]) =>
  extractExposureControls(
    contextFor(['SECTION 8: Exposure controls/personal protection', ...lines, 'SECTION 9: Properties']),
  ).ppe;

describe('personal protective equipment', () => {
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
