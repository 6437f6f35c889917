/**
 * The landing page's example: a fictional product's safety data sheet, written here and laid out
 * as a PDF with pdf-lib, then run through the real engine so the page shows a genuine output.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

const SECTIONS: [string, string[]][] = [
  [
    'SECTION 1: Identification of the substance/mixture and of the company/undertaking',
    [
      'Product name: Example Degreaser XR-7',
      'Product code: EX-XR7-05',
      'Recommended use: Industrial degreasing of metal parts.',
      'Supplier: Example Chemicals Ltd, 1 Sample Street, Exampleton EX1 2AB, United Kingdom',
      'Telephone: +44 1234 567890   E-mail: sds@example.com',
      'Emergency telephone: +44 1234 999999 (24 h)',
    ],
  ],
  [
    'SECTION 2: Hazards identification',
    [
      'Classification according to Regulation (EC) No 1272/2008: Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336',
      'Signal word: Danger',
      'Hazard statements: H225 Highly flammable liquid and vapour. H319 Causes serious eye irritation.',
      'H336 May cause drowsiness or dizziness.',
      'Precautionary statements: P210 P233 P280 P305+P351+P338 P403+P235',
      'Hazard pictograms: GHS02, GHS07',
    ],
  ],
  [
    'SECTION 3: Composition/information on ingredients',
    [
      'Mixture.',
      'Acetone   CAS 67-64-1   EC 200-662-2   50 - 70 %   Flam. Liq. 2, H225; Eye Irrit. 2, H319; STOT SE 3, H336',
      'Ethanol   CAS 64-17-5   EC 200-578-6   10 - 25 %   Flam. Liq. 2, H225; Eye Irrit. 2, H319',
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
      'Acetone   CAS 67-64-1   TWA 500 ppm   EH40',
      'Eye/face protection: safety glasses with side shields (EN 166).',
      'Hand protection: butyl rubber gloves (EN 374).',
      'Respiratory protection: not required with adequate ventilation.',
    ],
  ],
  [
    'SECTION 9: Physical and chemical properties',
    [
      'Physical state: liquid   Colour: colourless   Odour: sweetish',
      'Flash point: -18 °C   Boiling point: 56 °C',
      'Density: 0.80 g/cm3 at 20 °C   Vapour pressure: 240 hPa at 20 °C',
    ],
  ],
  ['SECTION 10: Stability and reactivity', ['Stable under normal conditions.']],
  ['SECTION 11: Toxicological information', ['Acetone: LD50 oral rat 5800 mg/kg']],
  ['SECTION 12: Ecological information', ['Not classified as hazardous to the aquatic environment.']],
  ['SECTION 13: Disposal considerations', ['Dispose of contents as hazardous waste.']],
  [
    'SECTION 14: Transport information',
    [
      'UN number: UN1090',
      'UN proper shipping name: ACETONE SOLUTION',
      'Transport hazard class: 3   Packing group: II',
      'Environmental hazards: not a marine pollutant',
    ],
  ],
  ['SECTION 15: Regulatory information', ['Regulation (EC) No 1907/2006 (REACH).']],
  ['SECTION 16: Other information', ['Revision date: 2025-03-14   Version: 3.1']],
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
  pdf.setTitle('Safety Data Sheet: Example Degreaser XR-7');
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
