import { reference } from '../../reference/index.js';
import type { LayoutA } from '../../schema/index.js';
import { clpClassification } from './classification.js';
import {
  CLP_HAZARD_STATEMENTS,
  CLP_PRECAUTIONARY_STATEMENTS,
  EUH_HAZARD_CLASSES,
  EUH_MIXTURE_LABEL_ELEMENTS,
  EUH_SUPPLEMENTAL_HAZARDS,
} from './clp-codes.js';
import { phrase, printedWording } from './phrase.js';
import { each, type XmlTree } from './xml-tree.js';

/**
 * Section 2 (`HazardIdentification`): classification and label elements under CLP 2023/707.
 * Each statement carries its code and its wording: as printed in the document where the engine read it
 * complete beside the code, else the official wording in the document's language (reference data
 * `statements/<language>.json`), else in an English (or undetermined) document the official English
 * text (GHS Rev. 10 / CLP). In a language without official wordings the statement elements cannot mark
 * English text (their `FullText` has no language attribute), so the wording is left to the importer's
 * phrase library where it is optional (H, EUH) and is the official English text where the schema
 * requires it (P); free-text phrases (`AdditionalLabellingInfo`) mark it `Languange="en"`.
 */

interface Statement {
  code: string;
  /** In the document's language; undefined when only the English text is known. */
  wording: string | undefined;
  english: string;
}

/** The official wording of a (combined) code in a language, when the reference data hold it. */
function officialWording(language: string | null, code: string): string | undefined {
  const texts = reference().statementTexts.find((file) => file.language === language)?.statements;
  if (!texts) return undefined;
  const first = (key: string) => [texts[key] ?? []].flat()[0];
  const parts = code.split('+').map(first);
  return first(code) ?? (parts.every(Boolean) ? parts.join(' ') : undefined);
}

function statement(record: LayoutA, path: string, code: string, englishText: string | undefined): Statement {
  const english = englishText ?? code;
  const language = record.document.language;
  const wording =
    printedWording(record, path, code) ??
    officialWording(language, code) ??
    (language === 'en' || language === null ? english : undefined);
  return { code, wording, english };
}

/** A statement element whose `FullText` is optional. */
function optionalText(item: Statement, code: string): XmlTree {
  return {
    PhraseCode: code,
    FullText: item.wording !== undefined ? phrase(item.wording).FullText : undefined,
  };
}

/** A precautionary statement, whose `FullText` is required. */
function requiredText(item: Statement, codes: string[]): XmlTree {
  return { PhraseCode: codes, FullText: phrase(item.wording ?? item.english).FullText };
}

/** A free-text phrase with the code as printed. */
function freePhrase(item: Statement): XmlTree {
  return item.wording !== undefined
    ? phrase(item.wording, { code: item.code })
    : phrase(item.english, { code: item.code, language: 'en' });
}

export function hazardStatements(record: LayoutA): Statement[] {
  const { statements } = reference().hStatements;
  return record.hazards_identification.h_statements.map((code, i) =>
    statement(record, `hazards_identification.h_statements[${i}]`, code, statements[code.slice(0, 4)]),
  );
}

function euhStatements(record: LayoutA): Statement[] {
  const { statements } = reference().euhStatements;
  return record.hazards_identification.euh_statements.map((code, i) =>
    statement(record, `hazards_identification.euh_statements[${i}]`, code, statements[code]),
  );
}

function precautionaryStatements(record: LayoutA): Statement[] {
  const { statements } = reference().pStatements;
  return record.hazards_identification.p_statements.map((code, i) => {
    const english = code
      .split('+')
      .map((part) => statements[part]?.text)
      .filter(Boolean)
      .join(' ');
    return statement(record, `hazards_identification.p_statements[${i}]`, code, english || undefined);
  });
}

function labelling(record: LayoutA): XmlTree {
  const hazards = record.hazards_identification;
  const h = hazardStatements(record);
  const euh = euhStatements(record);
  const p = precautionaryStatements(record);
  const number = (code: string) => code.replace(/^(EUH|H|P)/, '');
  const pNumbers = (code: string) => code.split('+').map(number);
  const isClpH = (item: Statement) => CLP_HAZARD_STATEMENTS.has(number(item.code));
  const isClpP = (item: Statement) =>
    pNumbers(item.code).length <= 5 && pNumbers(item.code).every((n) => CLP_PRECAUTIONARY_STATEMENTS.has(n));
  const euhIn = (set: ReadonlySet<string>) => euh.filter((item) => set.has(number(item.code)));
  const unlisted = [
    ...h.filter((item) => !isClpH(item)),
    ...euh.filter(
      (item) =>
        ![EUH_HAZARD_CLASSES, EUH_SUPPLEMENTAL_HAZARDS, EUH_MIXTURE_LABEL_ELEMENTS].some((set) =>
          set.has(number(item.code)),
        ),
    ),
    ...p.filter((item) => !isClpP(item)),
  ];
  return {
    HazardPictogram: hazards.pictograms.slice(0, 6),
    SignalWord: hazards.signal_word
      ? { PhraseCode: hazards.signal_word === 'Danger' ? 'DGR' : 'WNG' }
      : undefined,
    HazardStatement: [
      ...h.filter(isClpH).map((item) => optionalText(item, number(item.code))),
      ...euhIn(EUH_HAZARD_CLASSES).map((item) => optionalText(item, number(item.code))),
    ],
    PrecautionaryStatement: p.filter(isClpP).map((item) => requiredText(item, pNumbers(item.code))),
    SupplementalHazardInformation: euhIn(EUH_SUPPLEMENTAL_HAZARDS).map((item) =>
      optionalText(item, number(item.code)),
    ),
    SpecialSupplementalLabelInfoMixtures: euhIn(EUH_MIXTURE_LABEL_ELEMENTS).map((item) =>
      optionalText(item, number(item.code)),
    ),
    // Codes CLP does not list (GHS-only H227, P103, H282...): code as printed, wording as above.
    AdditionalLabellingInfo: unlisted.map(freePhrase),
  };
}

export function hazardIdentification(record: LayoutA): XmlTree {
  const hazards = record.hazards_identification;
  const classification = clpClassification(hazards.ghs_classification, hazards.h_statements);
  const label = labelling(record);
  const hasLabel = Object.values(label).some((value) => (Array.isArray(value) ? value.length > 0 : value));
  const region: XmlTree = {
    Classification: classification.clp,
    ClassificationAdditionalInformation: each(classification.other, (text) => phrase(text)),
    HazardLabelling: hasLabel ? { ClpHazardLabelling_2023_707: label } : undefined,
  };
  return Object.values(region).some((value) => value !== undefined) ? { RegionEU: region } : {};
}
