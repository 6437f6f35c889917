import { parseDate } from '../../../src/extraction/fields/dates.js';
import { extractRevision } from '../../../src/extraction/fields/revision.js';
import { findVersion } from '../../../src/extraction/fields/version.js';
import { contextFor } from './text-document.js';

const versionOf = (...lines: string[]) => findVersion(contextFor(lines).doc.lines)?.value ?? null;

describe('the version number as printed', () => {
  it.each([
    ['Creation Date 19-Nov-2009     Revision Date 29-Nov-2016     Revision Number 2', '2'],
    ['Issuing Date January 5, 2015     Revision Date New     Revision Number 0', '0'],
    ['Data da Revisão: 19 Dez 2022', null],
    [' Número de revisão:  2.00', '2.00'],
    ['Número de Revisão: (03)', '03'],
    ['Version : N°1 (01/02/2022)          Révision : N°11 (01/02/2022)', '1'],
    ['Revision Date: 01 December 2020 - Revision: 4', '4'],
    ['FIS.SEDC 23.020          Revisão 11          Data última revisão: 20/06/2016', '11'],
    ['V001.7', '001.7'],
    ['バージョン  11.01 発行日  2026 1月 9', '11.01'],
    ['Revisionsnummer: 5', '5'],
    ['Versionsnummer 2.1', '2.1'],
    ['Produkt-Nr.: 1120000000000     Trykdato 06.03.2024', null],
    ['                                  Udgave 5', '5'],
    ['Utgåva 3.0', '3.0'],
    ['Edition révisée n° : 2.60', '2.60'],
    ["Version 7     Date d'édition 12 Mai 2021", '7'],
    ["Date d'édition 12 Mai 2021", null],
    ['Версия: 2.0', '2.0'],
    ['Έκδοση: 3', '3'],
    ['버전 1.1', '1.1'],
    ['Phiên bản: 4', '4'],
    ['Versi 5.0', '5.0'],
    ['Ver. 3.0', '3.0'],
    ['Ver seção 16', null],
    ['Issue No. 4          Date of issue 01/02/2020', '4'],
    ['Date of issue 01/02/2020', null],
    ['버전 (Version) : 3.1', '3.1'],
    ['版本 (Version)：2.0', '2.0'],
    ['Versão (Version) n° 4', '4'],
    ['Revision (Date) 01.02.2020', null],
    ['Version (see section 16) 2', null],
  ])('reads %j as %j', (line, expected) => {
    expect(versionOf(line)).toBe(expected);
  });

  it('does not take the superseded edition or its date as the version', () => {
    expect(versionOf('Supersedes version: 03.01.2017', 'Ersetzt Version vom: 03.01.2017')).toBeNull();
    expect(versionOf('Replaces previous version 2', 'Version 3')).toBe('3');
  });

  it('reads a number printed on the line below a label alone', () => {
    expect(versionOf('Version Number', '3.0', 'Literature References')).toBe('3.0');
  });
});

describe('the revision date', () => {
  it('takes the issue date before a creation date, and never the previous edition’s date', () => {
    const ctx = contextFor([
      '安全データシート',
      '作成日                31/12/2009',
      'バージョン  11.01 発行日  2026 1月 9',
      '前作成日    2025 10月 16.',
    ]);
    expect(extractRevision(ctx)).toMatchObject({ revision_date: '2026-01-09', version: '11.01' });
    expect(ctx.evidence['revision_metadata.revision_date']?.confidence).toBe(0.8);
  });

  it('skips a "date of the last edition" below a wrapped revision label and reads the date beside it', () => {
    const ctx = contextFor([
      'ABSCHNITT 16: Sonstige Angaben',
      ' Ausgabedatum/                  20/03/2026.',
      'Überarbeitungsdatum',
      ' Datum der letzten Ausgabe     03/12/2025.',
    ]);
    expect(extractRevision(ctx).revision_date).toBe('2026-03-20');
  });

  it('falls back to a bare "Data:" with a low confidence', () => {
    const ctx = contextFor(['FISPQ - Gesso', '   Revisäo: 02        Data: 10/03/2018        Paginas: 01/07']);
    expect(extractRevision(ctx)).toMatchObject({ revision_date: '2018-03-10', version: '02' });
    expect(ctx.evidence['revision_metadata.revision_date']?.confidence).toBeLessThanOrEqual(0.65);
  });

  it('passes over a long bracketed translation between the date label and the date', () => {
    const ctx = contextFor([
      '16.2 개정일자 (Date the sheet was last amended by its supplier) :   2024-11-05',
    ]);
    expect(extractRevision(ctx).revision_date).toBe('2024-11-05');
    // Read under its revision label, not under the bare "Date" of the translation.
    expect(ctx.evidence['revision_metadata.revision_date']?.confidence).toBe(0.9);
  });

  it('takes day and month order from the stated date format, for every separator', () => {
    const stated = (format: string) =>
      extractRevision(contextFor(['Safety data sheet', format, 'Revision date: 04-05-2021']));
    expect(stated('Date format: mm-dd-yyyy').revision_date).toBe('2021-04-05');
    expect(stated('Datumsformat: TT.MM.JJJJ').revision_date).toBe('2021-05-04');
    const ctx = contextFor(['Date format: mm/dd/yyyy', 'Revision date: 04.05.2021']);
    expect(extractRevision(ctx).revision_date).toBe('2021-04-05');
    expect(ctx.warnings.some((w) => w.code === 'date_ambiguous')).toBe(false);
  });
});

describe('dates printed with 月', () => {
  it('reads year, month marked by 月, and day with or without 年 and 日', () => {
    expect(parseDate('2026 1月 9', false)?.iso).toBe('2026-01-09');
    expect(parseDate('2016年6月1日', false)?.iso).toBe('2016-06-01');
  });
});

describe('day and month order shown by the document’s own dates', () => {
  it('reads an ambiguous slashed date month first when another slashed date can only be month first', () => {
    const ctx = contextFor([
      'Hoja de Datos de Seguridad',
      'Fecha de emisión/Fecha de revisión   03/08/2018.',
      'Fecha de la edición anterior         09/26/2016.',
    ]);
    expect(extractRevision(ctx).revision_date).toBe('2018-03-08');
    expect(ctx.evidence['revision_metadata.revision_date']?.confidence).toBe(0.9);
    expect(ctx.warnings.some((w) => w.code === 'date_ambiguous')).toBe(false);
  });

  it('reads day first when the document’s slashed dates are day first, even in a US document', () => {
    const ctx = contextFor(['OSHA HazCom 2012', 'Revision date: 04/05/2021', 'Supersedes: 26/09/2019']);
    expect(extractRevision(ctx).revision_date).toBe('2021-05-04');
  });

  it('keeps the date a guess, with low confidence, when the document’s dates disagree or say nothing', () => {
    const ctx = contextFor(['Reviewed on 04/01/2011', 'Printed 13/02/2011, 02/14/2011']);
    expect(extractRevision(ctx).revision_date).toBe('2011-01-04');
    expect(ctx.evidence['revision_metadata.revision_date']?.confidence).toBe(0.6);
  });
});

describe('day and month order of a North American sheet that names no OSHA standard', () => {
  const sheet = (...section1: string[]) =>
    extractRevision(
      contextFor([
        'SAFETY DATA SHEET',
        'SECTION 1: IDENTIFICATION',
        'Manufacturer    Kleenway Coatings LLC',
        ...section1,
        'SECTION 2: HAZARD(S) IDENTIFICATION',
        'SECTION 16: OTHER INFORMATION',
        'Revised Date    06/02/2025',
      ]),
    ).revision_date;

  it('reads month first when section 1 prints a US address or a North American number', () => {
    expect(sheet('88 Mill Street, Dayton, OH 45402')).toBe('2025-06-02');
    expect(sheet('Emergency    CHEMTREC (800) 424-9300')).toBe('2025-06-02');
    expect(sheet('24 Hour Emergency Number    1-800-255-3924')).toBe('2025-06-02');
  });

  it('reads day first without such a sign, or beside a number of another country or an EU regulation', () => {
    expect(sheet('Phone    0161 496 0000')).toBe('2025-02-06');
    expect(sheet('Dayton, OH 45402', 'Telephone    +61 2 9763 6111')).toBe('2025-02-06');
    expect(sheet('(800) 424-9300', 'according to Regulation (EC) No 1907/2006')).toBe('2025-02-06');
  });
});

describe('the date of the last issue', () => {
  it('is the previous edition’s date, not this one’s', () => {
    const ctx = contextFor([
      'Safety data sheet',
      'Date of last issue: 01.01.2019',
      'Print date: 03.03.2021',
      'Date: 01.02.2020',
    ]);
    expect(extractRevision(ctx).revision_date).toBe('2020-02-01');
  });
});

describe('a header row of labels over a row of values', () => {
  it('reads the version and the revision date under their labels, not the last issue beside them', () => {
    const ctx = contextFor([
      'Versión     Fecha de revisión:   Número de HDS:       Fecha de la última emisión: 04/13/2021',
      '4.1         01/08/2024           10000001217          Fecha de la primera emisión: 01/08/2024',
      'SECCIÓN 1. IDENTIFICACIÓN DEL PRODUCTO',
    ]);
    expect(extractRevision(ctx)).toMatchObject({ revision_date: '2024-01-08', version: '4.1' });
  });
});
