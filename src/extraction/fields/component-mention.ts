import type { ExtractedComposition } from '../schema/index.js';
import { fold, type SourceLine } from '../text.js';

type Component = ExtractedComposition['components'][number];

const CAS = /(?<![\d-])0*(\d{2,7}-\d{2}-\d)(?![\d-])/g;

/** The section 3 component a line names, by its CAS number or else by its name. */
export function componentOn(line: SourceLine, components: readonly Component[]): Component | undefined {
  const numbers = [...line.text.matchAll(CAS)].map((match) => match[1]);
  const byNumber = components.find((component) => numbers.includes(component.cas_number ?? ''));
  if (byNumber) return byNumber;
  const folded = fold(line.text);
  return components.find((component) => {
    const name = fold(component.name ?? '');
    return name.length >= 4 && folded.includes(name);
  });
}
