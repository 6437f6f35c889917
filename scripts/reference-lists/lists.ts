import Papa from 'papaparse';
import type {
  RegulatoryListEntry,
  RegulatoryListFile,
  RegulatoryListName,
} from '../../src/extraction/reference/regulatory-lists.js';
import { echaTableRows } from './echa-table.js';
import { casNumbersIn, ecNumbersIn, isoDateOf } from './identifiers.js';
import { xlsxRows, type SheetRow } from './xlsx.js';

/** What each list's publisher publishes, and how a row of that file becomes an entry. */
export interface ListDefinition {
  title: string;
  source: RegulatoryListFile['source'];
  /** The publisher's file format the converter reads. */
  format: string;
  entries(file: Buffer): RegulatoryListEntry[];
}

/** The rows below the header row whose first cell is `header` (ECHA's exports start with titles and notes). */
function rowsBelowHeader(rows: SheetRow[], header: string): SheetRow[] {
  const headerIndex = rows.findIndex((row) => row.A?.trim() === header);
  if (headerIndex < 0) throw new Error(`no header row "${header}" in the workbook`);
  return rows.slice(headerIndex + 1).filter((row) => (row.A ?? '').trim() !== '');
}

const cell = (row: SheetRow, column: string): string => (row[column] ?? '').trim();
/** ECHA's exports join the values of a multi-valued cell with `#`. */
const multipleValues = (text: string): string =>
  text
    .split('#')
    .map((value) => value.trim())
    .join('; ');
/** OEHHA's names may carry bracketed notes about the listing (`[Click here for …]`). */
const withoutNotes = (name: string): string => name.replace(/\s*\[[^\]]*\]/g, '').trim();

export const LIST_DEFINITIONS: Record<RegulatoryListName, ListDefinition> = {
  reach_candidate_list: {
    title: 'EU REACH Candidate List of substances of very high concern for Authorisation',
    source: {
      publisher: 'European Chemicals Agency (ECHA)',
      document: 'Candidate List of substances of very high concern for Authorisation, table export (.xlsx)',
      url: 'https://echa.europa.eu/candidate-list-table',
    },
    format:
      'xlsx export of the Candidate List table (columns: Substance name, Description, EC No., CAS No., Reason for inclusion, Date of inclusion, …)',
    entries: (file) =>
      rowsBelowHeader(xlsxRows(file), 'Substance name').map((row) => ({
        entry: cell(row, 'A'),
        name: cell(row, 'A'),
        cas: casNumbersIn(cell(row, 'D')),
        ec: ecNumbersIn(cell(row, 'C')),
        reason: multipleValues(cell(row, 'E')) || null,
        date: isoDateOf(cell(row, 'F')),
      })),
  },
  reach_annex_xiv: {
    title: 'EU REACH Annex XIV: the Authorisation List',
    source: {
      publisher: 'European Chemicals Agency (ECHA)',
      document: 'Authorisation List (Annex XIV of REACH), table export (.xlsx)',
      url: 'https://echa.europa.eu/authorisation-list',
    },
    format:
      'xlsx export of the Authorisation List table (columns: Substance name, Description, EC No., CAS No., Entry No., …, Sunset Date, …, Intrinsic property, …, Date of inclusion in Authorisation List, …)',
    entries: (file) =>
      rowsBelowHeader(xlsxRows(file), 'Substance name').map((row) => {
        const sunset = isoDateOf(cell(row, 'H'));
        const property = multipleValues(cell(row, 'K'));
        return {
          entry: cell(row, 'E'),
          name: cell(row, 'A'),
          cas: casNumbersIn(cell(row, 'D')),
          ec: ecNumbersIn(cell(row, 'C')),
          reason: [property, sunset ? `sunset date ${sunset}` : ''].filter(Boolean).join('; ') || null,
          date: isoDateOf(cell(row, 'M')),
        };
      }),
  },
  reach_annex_xvii: {
    title: 'EU REACH Annex XVII: substances restricted under REACH',
    source: {
      publisher: 'European Chemicals Agency (ECHA)',
      document:
        'Substances restricted under REACH (Annex XVII), list table as published on the web page (.html)',
      url: 'https://echa.europa.eu/substances-restricted-under-reach',
    },
    format:
      'the web page of the restriction list table saved as HTML (columns: Substance name with group members, EC No., CAS No., Entry no., Conditions, Appendices)',
    entries: (file) =>
      echaTableRows(file.toString('utf8')).map((row) => ({
        entry: row.cells[3] ?? '',
        name: row.name,
        cas: row.cas,
        ec: row.ec,
        reason: null,
        date: null,
      })),
  },
  prop65: {
    title: 'California Proposition 65 list of chemicals known to cause cancer or reproductive toxicity',
    source: {
      publisher: 'California Office of Environmental Health Hazard Assessment (OEHHA)',
      document: 'The Proposition 65 List, CSV download (p65chemicalslist.csv)',
      url: 'https://oehha.ca.gov/proposition-65/proposition-65-list',
    },
    format:
      'CSV (columns: Chemical, Type of Toxicity, Listing Mechanism, CAS No., Date Listed, NSRL or MADL); the title lines OEHHA prints above the header row are skipped',
    entries: (file) => {
      const text = file.toString('latin1');
      const header = text.search(/^"?Chemical"?,/m);
      if (header < 0) throw new Error('no "Chemical" header row in the CSV');
      const parsed = Papa.parse<Record<string, string>>(text.slice(header), {
        header: true,
        skipEmptyLines: true,
      });
      return parsed.data
        .filter((row) => (row.Chemical ?? '').trim() !== '')
        .map((row) => ({
          entry: withoutNotes(row.Chemical ?? ''),
          name: withoutNotes(row.Chemical ?? ''),
          cas: casNumbersIn(row['CAS No.'] ?? ''),
          ec: [],
          reason: (row['Type of Toxicity'] ?? '').trim() || null,
          date: isoDateOf(row['Date Listed'] ?? ''),
        }));
    },
  },
  clp_annex_vi: {
    title: 'EU CLP Annex VI, Table 3: harmonised classification and labelling of hazardous substances',
    source: {
      publisher: 'European Chemicals Agency (ECHA)',
      document:
        'Annex VI to CLP, Table 3, as the unofficial Excel table ECHA publishes per ATP (annex_vi_clp_table_atpNN_en.xlsx)',
      url: 'https://echa.europa.eu/information-on-chemicals/annex-vi-to-clp',
    },
    format:
      'xlsx (columns: Index No, International Chemical Identification, EC No, CAS No, Hazard Class and Category Code(s), Hazard Statement Code(s), …)',
    entries: (file) =>
      rowsBelowHeader(xlsxRows(file), 'Index No')
        .filter((row) => /^\d{3}-\d{3}-\d{2}-[\dX]$/.test(cell(row, 'A')))
        .map((row) => {
          const classes = cell(row, 'E')
            .split('\n')
            .map((line) => line.trim().replace(/\s*\*+$/, ''))
            .filter(Boolean);
          return {
            entry: cell(row, 'A'),
            name: cell(row, 'B'),
            cas: casNumbersIn(cell(row, 'D')),
            ec: ecNumbersIn(cell(row, 'C')),
            reason: null,
            date: null,
            classes,
          };
        }),
  },
};
