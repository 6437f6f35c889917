import type { ExtractionContext } from '../context.js';
import type { ExtractedComposition } from '../schema/index.js';

type Composition = ExtractedComposition;

/** Less sure than a name read from the component's own row: it is the product's name, taken over. */
const TAKEN_FROM_PRODUCT = 0.6;

/**
 * A substance's sheet describes one substance, the product itself: when its section 3 row prints a CAS
 * number but no name ("CAS-No. 872-50-4   EC 212-828-1   <= 100 %"), the component's name is the
 * product name.
 */
export function withSubstanceName(
  ctx: ExtractionContext,
  composition: Composition,
  productName: string | null,
): Composition {
  const [only] = composition.components;
  if (composition.type !== 'substance' || composition.components.length !== 1 || !only || only.name) {
    return composition;
  }
  if (!productName) return composition;
  const nameLine = ctx.evidenceLines.get('product_identification.product_name');
  ctx.note(
    'composition.components[0].name',
    nameLine === undefined ? undefined : ctx.doc.lines[nameLine],
    TAKEN_FROM_PRODUCT,
  );
  return { ...composition, components: [{ ...only, name: productName }] };
}
