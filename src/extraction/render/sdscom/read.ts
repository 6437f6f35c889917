import { create } from 'xmlbuilder2';
import { EUH_HAZARD_CLASSES } from './clp-codes.js';

/**
 * Reads back from an eSDScom document the facts an importer matches SDSs on (the round-trip check):
 * product name, supplier, H and P codes, CAS numbers, UN number and revision date.
 */
export interface SdscomSummary {
  product_name: string | null;
  supplier_name: string | null;
  h_statements: string[];
  p_statements: string[];
  cas_numbers: string[];
  un_number: string | null;
  revision_date: string | null;
}

interface Node {
  name: string;
  text: string;
  children: Node[];
}

function toNode(element: ReturnType<typeof create>): Node {
  const node = element.node as unknown as { nodeName: string; textContent: string | null };
  const children: Node[] = [];
  element.each((child) => {
    if ((child.node as unknown as { nodeType: number }).nodeType === 1) children.push(toNode(child));
  });
  return { name: node.nodeName, text: node.textContent ?? '', children };
}

function all(node: Node, path: string[]): Node[] {
  if (path.length === 0) return [node];
  const [head, ...rest] = path;
  return node.children.filter((child) => child.name === head).flatMap((child) => all(child, rest));
}

function firstText(root: Node, path: string): string | null {
  return all(root, path.split('/'))[0]?.text.trim() || null;
}

const DATASHEET = 'Datasheet';
const LABEL = `${DATASHEET}/HazardIdentification/RegionEU/HazardLabelling/ClpHazardLabelling_2023_707`;
const SUPPLIER = `${DATASHEET}/IdentificationSubstPrep/RegionEU`;

export function readSdscom(xml: string): SdscomSummary {
  const document = create(xml);
  const root = toNode(document.root());
  const texts = (path: string) => all(root, path.split('/')).map((node) => node.text.trim());
  const hazardCodes = texts(`${LABEL}/HazardStatement/PhraseCode`)
    .filter((code) => !EUH_HAZARD_CLASSES.has(code))
    .map((code) => `H${code}`);
  const precautionary = all(root, `${LABEL}/PrecautionaryStatement`.split('/')).map((statement) =>
    all(statement, ['PhraseCode'])
      .map((code) => `P${code.text.trim()}`)
      .join('+'),
  );
  const additional = texts(`${LABEL}/AdditionalLabellingInfo/PhraseCode`);
  const transport = [
    `${DATASHEET}/TransportInformation/RegionEU/AdrRid/UnNo`,
    `${DATASHEET}/TransportInformation/RegionEU/Adn/UnNo`,
    `${DATASHEET}/TransportInformation/Imdg/UnNo`,
    `${DATASHEET}/TransportInformation/IataDgr/UnNo`,
  ]
    .map((path) => firstText(root, path))
    .find(Boolean);
  const usDot = firstText(root, `${DATASHEET}/TransportInformation/RegionUS/IdNoUsaDot`);
  return {
    product_name: firstText(
      root,
      `${DATASHEET}/IdentificationSubstPrep/TradeProductIdentity/ProductIdentifiers/TradeName`,
    ),
    supplier_name: firstText(root, `${SUPPLIER}/SupplierInformation/Name`),
    h_statements: [...hazardCodes, ...additional.filter((code) => /^H\d/.test(code))],
    p_statements: [...precautionary, ...additional.filter((code) => /^P\d/.test(code))],
    cas_numbers: texts(`${DATASHEET}/Composition/RegionEU/Component/Substance/CasNo`),
    un_number: transport ? `UN${transport}` : usDot,
    revision_date: firstText(root, `${SUPPLIER}/RevisionDate`),
  };
}
