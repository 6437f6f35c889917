import { extractTransport } from '../../../src/extraction/fields/transport.js';
import { contextFor } from './text-document.js';

/** Section 14 read by the transport extractor, with the evidence it noted. */
function section14(...lines: string[]) {
  const ctx = contextFor([
    'SECTION 14: Transport information',
    ...lines,
    'SECTION 15: Regulatory information',
  ]);
  const transport = extractTransport(ctx);
  return { transport, evidence: ctx.evidence };
}

describe('a UN number printed as bare digits after a 14.1 anchor', () => {
  it.each([
    ['14.1 FN-nummer: 1300', 'UN1300'],
    ['14.1 ÜRO number või ID-number    1090', 'UN1090'],
    ['14.1 ANO numurs vai ID numurs    1090', 'UN1090'],
    ['14.1 JT numeris arba ID numeris    1090', 'UN1090'],
    ['国連番号  1307', 'UN1307'],
    ['가. 유엔번호 : 1307', 'UN1307'],
    ['聯合國編號：1993', 'UN1993'],
  ])('reads "%s" as %s, and the rest of section 14 with it', (line, un) => {
    const { transport, evidence } = section14(line, '14.3 Transport hazard class: 3');
    expect(transport).toMatchObject({ regulated: true, un_number: un, transport_hazard_class: '3' });
    expect(evidence['transport_information.un_number']?.confidence).toBe(0.8);
  });

  it('gives a number missing from the reference list less confidence than a listed one', () => {
    const { transport, evidence } = section14('14.1 FN-nummer: 3599');
    expect(transport.un_number).toBe('UN3599');
    expect(evidence['transport_information.un_number']?.confidence).toBe(0.7);
  });

  it('keeps a printed "UN1090" at full confidence and prefers it to bare digits', () => {
    const { transport, evidence } = section14('14.1 FN-nummer: 1300', 'ADR: UN 1090');
    expect(transport.un_number).toBe('UN1090');
    expect(evidence['transport_information.un_number']?.confidence).toBe(0.95);
  });

  it.each([
    '14.1 Nicht anwendbar (2015)',
    '14.1 Regulation (EU) 2020/878',
    '14.1 ID number 12345',
    '14.1 UN number 1.5 kg',
    'Other text 1993',
  ])('reads no UN number from "%s"', (line) => {
    expect(section14(line).transport.un_number).toBeNull();
  });
});

describe('the class printed with its class word', () => {
  it.each([
    ['国連分類  クラス8', '8'],
    ['Transport hazard class: Class 3', '3'],
    ['Transportgefahrenklassen: Klasse 2.1', '2.1'],
    ['14.3 Класс 3', '3'],
    ['联合国危险性类别：第8类', '8'],
  ])('reads "%s" as class %s', (line, hazardClass) => {
    expect(section14('UN1824', line).transport.transport_hazard_class).toBe(hazardClass);
  });
});

describe('a plural ending after the class label, before a value without colon', () => {
  it.each([
    '14.3 Transportfareklasse(r)    3',
    '14.3 Kuljetuksen vaaraluokka(t)    3',
    '14.3 Transpordi ohuklass(id)    3',
    '14.3 Transport hazard class(es)    3',
    'Transport hazard class (-es)    3',
  ])('reads class 3 from "%s"', (line) => {
    expect(section14('14.1 UN number: UN1090', line).transport.transport_hazard_class).toBe('3');
  });
});
