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
