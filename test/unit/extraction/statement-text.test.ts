import {
  euhCodesFromText,
  findStatements,
  hCodesFromText,
  mismatchedStatements,
  pCodesFromText,
} from '../../../src/extraction/fields/statement-text.js';
import { extractHazards } from '../../../src/extraction/fields/hazards.js';
import {
  isKnownEuhCode,
  isKnownHCode,
  isKnownPCode,
  reference,
} from '../../../src/extraction/reference/index.js';
import { contextFor } from './text-document.js';

const codes = (text: string) => findStatements(text).flatMap((found) => found.codes);

describe('official statement texts', () => {
  it('names its source and date, and keys only codes that exist, in every language file', () => {
    const files = reference().statementTexts;
    expect(files.map((file) => file.language)).toEqual(
      expect.arrayContaining(['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'pl']),
    );
    for (const file of files) {
      expect(file.source).toMatch(/1272\/2008|GHS/);
      expect(file.date).toMatch(/^\d{4}-\d{2}/);
      for (const code of Object.keys(file.statements).flatMap((key) => key.split('+'))) {
        expect([code, isKnownHCode(code) || isKnownEuhCode(code) || isKnownPCode(code)]).toEqual([
          code,
          true,
        ]);
      }
    }
  });

  it('reads every official wording of every language back as its own code', () => {
    const misread: string[] = [];
    for (const file of reference().statementTexts) {
      for (const [code, texts] of Object.entries(file.statements)) {
        for (const text of Array.isArray(texts) ? texts : [texts]) {
          const found = codes(text).join('+');
          if (found !== code) misread.push(`${file.language} ${code}: ${text} -> ${found}`);
        }
      }
    }
    expect(misread).toEqual([]);
  });

  it('knows the hazard classes of Regulation (EU) 2023/707 (EUH380-EUH451) in several languages', () => {
    expect(euhCodesFromText('May cause endocrine disruption in humans.')).toEqual(['EUH380']);
    expect(
      euhCodesFromText('Kann lang anhaltende und diffuse Verschmutzung von Wasserressourcen verursachen.'),
    ).toEqual(['EUH450']);
    expect(
      euhCodesFromText(
        "S'accumule fortement dans l'environnement et les organismes vivants, y compris chez l'homme.",
      ),
    ).toEqual(['EUH441']);
    expect(euhCodesFromText('Může způsobit narušení činnosti endokrinního systému u lidí.')).toEqual([
      'EUH380',
    ]);
    expect(
      euhCodesFromText('Jistgħu jikkawżaw kontaminazzjoni dejjiema u diffuża ħafna tar-riżorsi tal-ilma.'),
    ).toEqual(['EUH451']);
  });
});

describe('statements printed without codes', () => {
  it.each([
    [
      'en (US)',
      'Highly flammable liquid and vapor. Causes serious eye irritation. May cause drowsiness or dizziness.',
      ['H225', 'H319', 'H336'],
    ],
    ['de', 'Flüssigkeit und Dampf leicht entzündbar. Verursacht schwere Augenreizung.', ['H225', 'H319']],
    ['fr', 'Provoque une irritation cutanée. Peut provoquer une allergie cutanée.', ['H315', 'H317']],
    ['es', 'Nocivo en caso de ingestión. Provoca lesiones oculares graves.', ['H302', 'H318']],
    ['pt (Brazil)', 'Nocivo se ingerido. Provoca irritação à pele.', ['H302', 'H315']],
    ['it', 'Tossico per gli organismi acquatici con effetti di lunga durata.', ['H411']],
    ['nl', 'Kan dodelijk zijn als de stof bij inslikken in de luchtwegen terechtkomt.', ['H304']],
    ['pl', 'Działa drażniąco na skórę. Może powodować raka.', ['H315', 'H350']],
  ])('resolves hazard statements in %s', (_language, text, expected) => {
    expect(hCodesFromText(text)).toEqual(expected);
  });

  it('reads wording across line breaks and hyphenation, with accents lost', () => {
    expect(hCodesFromText('Verursacht schwere Ver-\nätzungen der Haut und schwere\nAugenschaden.')).toEqual([
      'H314',
    ]);
  });

  it('resolves combined P statements into each code, however they are joined', () => {
    const eyes =
      'IF IN EYES: Rinse cautiously with water for several minutes. Remove contact lenses, if present and easy to do. Continue rinsing.';
    expect(pCodesFromText(eyes)).toEqual(['P305', 'P351', 'P338']);
    expect(pCodesFromText('EN CAS D’INGESTION: Rincer la bouche. NE PAS faire vomir.')).toEqual([
      'P301',
      'P330',
      'P331',
    ]);
  });

  it('resolves combined H statements to every code they stand for', () => {
    expect(hCodesFromText('Toxic if swallowed, in contact with skin or if inhaled.')).toEqual([
      'H301',
      'H311',
      'H331',
    ]);
    expect(hCodesFromText('Nocif en cas d’ingestion, par contact cutané ou par inhalation.')).toEqual([
      'H302',
      'H312',
      'H332',
    ]);
  });

  it('keeps the suffix that the wording fixes', () => {
    expect(hCodesFromText('May damage fertility. May damage the unborn child.')).toEqual(['H360FD']);
    expect(hCodesFromText('Kann vermutlich das Kind im Mutterleib schädigen.')).toEqual(['H361d']);
  });

  it('prefers the statement that covers the wording in full', () => {
    expect(codes('Harmful if swallowed.')).toEqual(['H302']);
    expect(codes('Very toxic to aquatic life with long lasting effects.')).toEqual(['H410']);
    expect(codes('Toxic to aquatic life.')).toEqual(['H401']);
    expect(codes('Causes serious eye damage.')).toEqual(['H318']);
  });

  it.each([
    [
      'May cause cancer. May damage fertility or the unborn child. Causes damage to organs through prolonged or repeated exposure.',
      ['H350', 'H360', 'H372'],
    ],
    [
      'May cause respiratory irritation. Causes damage to organs through prolonged or repeated exposure.',
      ['H335', 'H372'],
    ],
    [
      'May cause cancer. May cause damage to organs through prolonged or repeated exposure.',
      ['H350', 'H373'],
    ],
    [
      'IF ON SKIN: Take off immediately all contaminated clothing. Wash contaminated clothing before reuse.IF INHALED: Remove person to fresh air and keep comfortable for breathing.',
      ['P302', 'P361', 'P363', 'P304', 'P340'],
    ],
    ['Take off contaminated clothing and wash it before reuse.', ['P362', 'P364']],
    ['Take off immediately all contaminated clothing and wash it before reuse.', ['P361', 'P364']],
    [
      'Obtain special instructions before use. IF exposed or concerned: Get medical advice/attention.',
      ['P201', 'P308', 'P313'],
    ],
    [
      'Susceptible de perjudicar la fertilidad. Procurarse las instrucciones antes del uso.',
      ['H361f', 'P201'],
    ],
    ['No manipular antes de haber leído y comprendido todas las precauciones de seguridad.', ['P202']],
    [
      'Lavarse cuidadosamente las manos después de la manipulación. Enjuagar con agua cuidadosamente durante varios minutos. Quitar las lentes de contacto cuando estén presentes y pueda hacerse con facilidad. Proseguir con el lavado.',
      ['P264', 'P351', 'P338'],
    ],
    [
      'En caso de exposición demostrada o supuesta: consultar a un médico. Quitar la ropa contaminada y lavarla antes de volverla a usar.',
      ['P308', 'P313', 'P362', 'P364'],
    ],
  ])('never gathers one statement from several sentences: %s', (text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it('reads each of a run of sibling statements (generated from the official texts) as itself', () => {
    const { statements } = reference().hStatements;
    const runs = [
      ['H350', 'H372', 'H360'],
      ['H351', 'H373', 'H361'],
      ['H340', 'H370', 'H350'],
      ['H341', 'H371', 'H335', 'H373'],
    ];
    for (const run of runs) {
      const text = run.map((code) => statements[code]?.replace(/\s*<[^>]*>/g, '')).join(' ');
      expect([text, codes(text)]).toEqual([text, run]);
    }
  });

  it('treats variable parts and "/" alternatives as such', () => {
    expect(
      euhCodesFromText('Contains 1,2-benzisothiazol-3(2H)-one. May produce an allergic reaction.'),
    ).toEqual(['EUH208']);
    expect(pCodesFromText('Dispose of contents/container to an approved waste disposal plant.')).toEqual([
      'P501',
    ]);
    expect(pCodesFromText('Wear protective gloves and eye protection.')).toEqual(['P280']);
    expect(pCodesFromText('Einatmen von Dampf vermeiden.')).toEqual(['P261']);
  });

  it('finds nothing in text that only shares words with statements', () => {
    expect(
      codes('The product is a liquid; keep the label for the skin care range at hand in the warehouse.'),
    ).toEqual([]);
    expect(codes('Eye contact: rinse with water. Skin: wash with soap.')).toEqual([]);
  });
});

describe('printed codes checked against their wording', () => {
  it('flags a code printed beside another statement’s wording', () => {
    expect(
      mismatchedStatements('H319 Causes serious eye damage.\nH225 Highly flammable liquid and vapour.'),
    ).toEqual([{ printed: 'H319', wording: ['H318'] }]);
    const repeated =
      'Eye Irrit. 2: H318 Verursacht schwere Augenreizung.\nH318 Verursacht schwere Augenreizung.';
    expect(mismatchedStatements(repeated)).toEqual([{ printed: 'H318', wording: ['H319'] }]);
  });

  it('accepts the code’s own wording in any language, with suffixes, combinations and older variants', () => {
    const text = [
      'H360FD Kann die Fruchtbarkeit beeinträchtigen. Kann das Kind im Mutterleib schädigen.',
      'P305+P351+P338 EN CASO DE CONTACTO CON LOS OJOS: Aclarar cuidadosamente con agua durante varios minutos.',
      'P309+P310 BEI Exposition oder Unwohlsein: Sofort GIFTINFORMATIONSZENTRUM oder Arzt anrufen.',
      'P501 Indholdet/beholderen bortskaffes i henhold til lokale regler, nationale og internationale regler.',
      'Supplerende: Indeholder limonen. Kan udløse allergisk reaktion.',
    ].join('\n');
    expect(mismatchedStatements(text)).toEqual([]);
  });
});

describe('section 2 with statements as text', () => {
  const section2 = (...lines: string[]) =>
    contextFor(['SECTION 2: Hazards identification', ...lines, 'SECTION 3: Composition']);

  it('takes EUH codes from supplemental wording without codes, and no codes from section 16', () => {
    const ctx = contextFor(
      [
        'ABSCHNITT 2: Mögliche Gefahren',
        '2.1 Einstufung des Stoffs oder Gemischs',
        'Nicht eingestuft.',
        '2.2 Kennzeichnungselemente',
        'Signalwort   Kein Signalwort.',
        'Ergänzende Kennzeichnungselemente   Enthält Linalool. Kann allergische Reaktionen hervorrufen.',
        'Sicherheitsdatenblatt auf Anfrage erhältlich.',
        '2.3 Sonstige Gefahren',
        'Wiederholter Kontakt kann zu spröder oder rissiger Haut führen.',
        'ABSCHNITT 3: Zusammensetzung/Angaben zu Bestandteilen',
      ],
      [
        'ABSCHNITT 16: Sonstige Angaben',
        'Verursacht schwere Augenreizung. Kann bei Einatmen Krebs erzeugen.',
      ],
    );
    const hazards = extractHazards(ctx);
    expect(hazards.euh_statements).toEqual(['EUH208', 'EUH210']);
    expect(hazards.h_statements).toEqual([]);
    expect(ctx.evidence['hazards_identification.euh_statements[0]']?.confidence).toBeLessThan(0.9);
  });

  it('warns and trusts a code less when its printed wording is another statement', () => {
    const ctx = section2(
      'Signal word: Danger',
      'H318 Causes serious eye irritation.',
      'H225 Highly flammable liquid and vapour.',
    );
    const hazards = extractHazards(ctx);
    expect(hazards.h_statements).toEqual(['H318', 'H225']);
    expect(ctx.warnings).toContainEqual(
      expect.objectContaining({
        code: 'statement_text_mismatch',
        field: 'hazards_identification.h_statements',
      }),
    );
    expect(ctx.evidence['hazards_identification.h_statements[0]']?.confidence).toBeLessThan(
      ctx.evidence['hazards_identification.h_statements[1]']?.confidence ?? 0,
    );
  });
});
