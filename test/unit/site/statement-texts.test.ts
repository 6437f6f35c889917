import { labelTexts } from '../../../src/site/trial/statement-texts.js';

describe('the official texts the record view prints next to the codes', () => {
  it('gives H, EUH and combined P statements their texts and pictograms their names', () => {
    const texts = labelTexts({
      h_statements: ['H225', 'H360Fd'],
      euh_statements: ['EUH066'],
      p_statements: ['P305+P351+P338'],
      pictograms: ['GHS02'],
    });
    expect(texts.statements.H225).toBe('Highly flammable liquid and vapour.');
    // A suffixed code takes its base statement's text.
    expect(texts.statements.H360Fd).toMatch(/^May damage fertility or the unborn child/);
    expect(texts.statements.EUH066).toMatch(/skin dryness or cracking/);
    expect(texts.statements['P305+P351+P338']).toMatch(/^IF IN EYES: .*Continue rinsing\.$/);
    expect(texts.pictograms.GHS02).toBe('flame');
  });

  it('leaves out codes it has no text for instead of inventing one', () => {
    const texts = labelTexts({
      h_statements: ['H999'],
      euh_statements: [],
      p_statements: ['P210+P999'],
      pictograms: [],
    });
    expect(texts.statements).toEqual({});
  });
});
