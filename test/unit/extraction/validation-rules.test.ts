import { understandSds } from '../../../src/extraction/engine.js';
import { textDocument } from './text-document.js';

const warningCodes = (section2: string[]) =>
  understandSds(
    textDocument([
      'SAFETY DATA SHEET',
      'SECTION 1: Identification',
      'Product name: Argon',
      'SECTION 2: Hazards identification',
      ...section2,
      'SECTION 3: Composition',
    ]),
    { schemaVersion: '2026-12' },
  ).warnings.map((w) => w.code);

describe('signal word rules', () => {
  it('accepts Warning for a gas under pressure (H280) and asks Danger for a flammable gas (H220)', () => {
    expect(
      warningCodes(['Signal word: Warning', 'H280 Contains gas under pressure; may explode if heated.']),
    ).not.toContain('signal_word_mismatch');
    expect(warningCodes(['Signal word: Warning', 'H220 Extremely flammable gas.'])).toContain(
      'signal_word_mismatch',
    );
  });
});
