import { SECTION_TOPICS } from '../languages/index.js';

/**
 * The section topic of a heading title (accent-folded): the first topic, in the registry's matching
 * order, with a title fragment of any supported language in the title.
 */
export function topicOfTitle(foldedTitle: string): number | null {
  for (const topic of SECTION_TOPICS) {
    if (topic.fragments.some((fragment) => foldedTitle.includes(fragment))) return topic.number;
  }
  return null;
}
