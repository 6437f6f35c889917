/**
 * The landing page's example: a fictional product's safety data sheet, written here as data, printed
 * as a PDF with pdf-lib, then run through the real engine so the page shows a genuine output. A test
 * reads every value of the engine's record back against this data.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

export interface ExampleComponent {
  name: string;
  cas: string;
  ec: string;
  /** Per cent by weight. */
  min: number;
  max: number;
  classification: readonly string[];
  hCodes: readonly string[];
}

export interface ExampleLimit {
  kind: 'long_term' | 'short_term';
  /** The kind as the row prints it. */
  printedKind: string;
  value: number;
  unit: 'ppm' | 'mg/m3';
}

export interface ExampleLimitRow {
  component: string;
  limits: readonly ExampleLimit[];
  /** The list's reference as printed, its acronym and its country. */
  source: string;
  list: string;
  country: string;
}

export interface ExampleToxicity {
  component: string;
  endpoint: 'LD50' | 'LC50';
  route: 'oral' | 'dermal' | 'inhalation';
  species: string;
  value: number;
  unit: 'mg/kg' | 'mg/l';
}

/** What the example sheet states, in the record's terms. */
export const EXAMPLE_SHEET = {
  product: {
    name: 'Example Degreaser XR-7',
    code: 'EX-XR7-05',
    recommendedUse: 'Industrial degreasing of metal parts.',
    usesAdvisedAgainst: 'Consumer use.',
    supplier: 'Example Chemicals Ltd',
    address: '1 Sample Street, Exampleton EX1 2AB, United Kingdom',
    phone: '+44 1234 567890',
    email: 'sds@example.com',
    emergencyPhone: '+44 1234 999999',
  },
  hazards: {
    classification: ['Flam. Liq. 2', 'Eye Irrit. 2', 'STOT SE 3'],
    signalWord: 'Danger',
    hStatements: [
      ['H225', 'Highly flammable liquid and vapour.'],
      ['H319', 'Causes serious eye irritation.'],
      ['H336', 'May cause drowsiness or dizziness.'],
    ],
    pStatements: ['P210', 'P233', 'P280', 'P305+P351+P338', 'P403+P235'],
    pictograms: ['GHS02', 'GHS07'],
  },
  composition: {
    type: 'mixture',
    components: [
      {
        name: 'Acetone',
        cas: '67-64-1',
        ec: '200-662-2',
        min: 50,
        max: 70,
        classification: ['Flam. Liq. 2', 'Eye Irrit. 2', 'STOT SE 3'],
        hCodes: ['H225', 'H319', 'H336'],
      },
      {
        name: 'Ethanol',
        cas: '64-17-5',
        ec: '200-578-6',
        min: 10,
        max: 25,
        classification: ['Flam. Liq. 2', 'Eye Irrit. 2'],
        hCodes: ['H225', 'H319'],
      },
    ] satisfies ExampleComponent[],
  },
  exposureLimits: [
    {
      component: 'Acetone',
      limits: [
        { kind: 'long_term', printedKind: 'TWA', value: 500, unit: 'ppm' },
        { kind: 'short_term', printedKind: 'STEL', value: 1500, unit: 'ppm' },
      ],
      source: 'EH40',
      list: 'WEL',
      country: 'GB',
    },
    {
      component: 'Ethanol',
      limits: [{ kind: 'long_term', printedKind: 'TWA', value: 1000, unit: 'ppm' }],
      source: 'EH40',
      list: 'WEL',
      country: 'GB',
    },
  ] satisfies ExampleLimitRow[],
  protection: {
    eye: 'Eye/face protection: safety glasses with side shields (EN 166).',
    hand: 'Hand protection: butyl rubber gloves (EN 374).',
    respiratory: 'Respiratory protection: not required with adequate ventilation.',
  },
  properties: {
    state: 'liquid',
    colour: 'colourless',
    odour: 'sweetish',
    flashPointC: -18,
    boilingPointC: 56,
    density: 0.8,
    vapourPressure: { value: 240, unit: 'hPa' },
  },
  toxicity: [
    { component: 'Acetone', endpoint: 'LD50', route: 'oral', species: 'rat', value: 5800, unit: 'mg/kg' },
    { component: 'Ethanol', endpoint: 'LD50', route: 'oral', species: 'rat', value: 10470, unit: 'mg/kg' },
  ] satisfies ExampleToxicity[],
  transport: {
    unNumber: 'UN1090',
    shippingName: 'ACETONE SOLUTION',
    hazardClass: '3',
    packingGroup: 'II',
    marinePollutant: false,
  },
  revision: { date: '2025-03-14', version: '3.1' },
} as const;

const sheet = EXAMPLE_SHEET;
const { product, hazards, properties: p, transport } = sheet;
const casOf = (name: string) => sheet.composition.components.find((c) => c.name === name)?.cas ?? '';
const range = (min: number, max: number) => `${min} - ${max} %`;
/** "Flam. Liq. 2, H225; Eye Irrit. 2, H319": each hazard class and category with its statement. */
const classified = (classes: readonly string[], codes: readonly string[]) =>
  classes.map((entry, i) => `${entry}, ${codes[i] ?? ''}`).join('; ');

const SECTIONS: [string, string[]][] = [
  [
    'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
    [
      `Product name: ${product.name}`,
      `Product code: ${product.code}`,
      `Recommended use: ${product.recommendedUse}`,
      `Uses advised against: ${product.usesAdvisedAgainst}`,
      `Supplier: ${product.supplier}, ${product.address}`,
      `Telephone: ${product.phone}   E-mail: ${product.email}`,
      `Emergency telephone: ${product.emergencyPhone} (24 h)`,
    ],
  ],
  [
    'SECTION 2: Hazards identification',
    [
      `Classification according to Regulation (EC) No 1272/2008: ${classified(
        hazards.classification,
        hazards.hStatements.map(([code]) => code),
      )}`,
      `Signal word: ${hazards.signalWord}`,
      `Hazard statements: ${hazards.hStatements
        .slice(0, 2)
        .map((statement) => statement.join(' '))
        .join(' ')}`,
      hazards.hStatements
        .slice(2)
        .map((statement) => statement.join(' '))
        .join(' '),
      `Precautionary statements: ${hazards.pStatements.join(' ')}`,
      `Hazard pictograms: ${hazards.pictograms.join(', ')}`,
    ],
  ],
  [
    'SECTION 3: Composition/information on ingredients',
    [
      'Mixture.',
      ...sheet.composition.components.map(
        (c) =>
          `${c.name}   CAS ${c.cas}   EC ${c.ec}   ${range(c.min, c.max)}   ${classified(c.classification, c.hCodes)}`,
      ),
    ],
  ],
  ['SECTION 4: First aid measures', ['Eye contact: rinse cautiously with water for several minutes.']],
  [
    'SECTION 5: Firefighting measures',
    ['Suitable extinguishing media: alcohol-resistant foam, dry powder, CO2.'],
  ],
  ['SECTION 6: Accidental release measures', ['Remove all sources of ignition. Ventilate the area.']],
  ['SECTION 7: Handling and storage', ['Keep container tightly closed in a cool, well-ventilated place.']],
  [
    'SECTION 8: Exposure controls/personal protection',
    [
      ...sheet.exposureLimits.map(
        (row) =>
          `${row.component}   CAS ${casOf(row.component)}   ` +
          `${row.limits.map((limit) => `${limit.printedKind} ${limit.value} ${limit.unit}`).join('   ')}   ${row.source}`,
      ),
      sheet.protection.eye,
      sheet.protection.hand,
      sheet.protection.respiratory,
    ],
  ],
  [
    'SECTION 9: Physical and chemical properties',
    [
      `Physical state: ${p.state}   Colour: ${p.colour}   Odour: ${p.odour}`,
      `Flash point: ${p.flashPointC} °C   Boiling point: ${p.boilingPointC} °C`,
      `Density: ${p.density.toFixed(2)} g/cm3 at 20 °C   ` +
        `Vapour pressure: ${p.vapourPressure.value} ${p.vapourPressure.unit} at 20 °C`,
    ],
  ],
  ['SECTION 10: Stability and reactivity', ['Stable under normal conditions.']],
  [
    'SECTION 11: Toxicological information',
    sheet.toxicity.map(
      (entry) =>
        `${entry.component}: ${entry.endpoint} ${entry.route} ${entry.species} ${entry.value} ${entry.unit}`,
    ),
  ],
  ['SECTION 12: Ecological information', ['Not classified as hazardous to the aquatic environment.']],
  ['SECTION 13: Disposal considerations', ['Dispose of contents as hazardous waste.']],
  [
    'SECTION 14: Transport information',
    [
      `UN number: ${transport.unNumber}`,
      `UN proper shipping name: ${transport.shippingName}`,
      `Transport hazard class: ${transport.hazardClass}   Packing group: ${transport.packingGroup}`,
      `Environmental hazards: ${transport.marinePollutant ? 'marine pollutant' : 'not a marine pollutant'}`,
    ],
  ],
  ['SECTION 15: Regulatory information', ['Regulation (EC) No 1907/2006 (REACH).']],
  [
    'SECTION 16: Other information',
    [`Revision date: ${sheet.revision.date}   Version: ${sheet.revision.version}`],
  ],
];

const MARGIN = 50;
const BODY_SIZE = 9;
const HEADING_SIZE = 10.5;
const LINE_GAP = 4;

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage([595.28, 841.89]);
    this.y = this.page.getHeight() - MARGIN;
  }

  line(text: string, bold = false): void {
    const size = bold ? HEADING_SIZE : BODY_SIZE;
    if (this.y - size < MARGIN) {
      this.page = this.pdf.addPage([595.28, 841.89]);
      this.y = this.page.getHeight() - MARGIN;
    }
    this.y -= size;
    this.page.drawText(text, { x: MARGIN, y: this.y, size, font: bold ? this.bold : this.regular });
    this.y -= LINE_GAP + (bold ? 2 : 0);
  }
}

export async function buildExampleSdsPdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Safety Data Sheet: ${product.name}`);
  const writer = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writer.line('SAFETY DATA SHEET', true);
  writer.line('according to Regulation (EC) No 1907/2006 (REACH), Annex II');
  for (const [heading, lines] of SECTIONS) {
    writer.line(heading, true);
    for (const text of lines) writer.line(text);
  }
  return pdf.save();
}
