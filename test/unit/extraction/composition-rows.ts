import { extractComposition } from '../../../src/extraction/fields/composition.js';
import { contextFor } from './text-document.js';

/** The components read from section 3 rows, as [CAS number, min %, max %]. */
export const concentrationsOf = (...rows: string[]) =>
  extractComposition(
    contextFor([
      'SECTION 3: Composition/information on ingredients',
      ...rows,
      'SECTION 4: First aid measures',
    ]),
  ).components.map((component) => [
    component.cas_number,
    component.concentration.min,
    component.concentration.max,
  ]);
