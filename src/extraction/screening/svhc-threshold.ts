import type { Component } from '../schema/index.js';

/** REACH Art. 33 / SCIP: the concentration of a Candidate List substance above which it must be declared. */
export const SVHC_THRESHOLD_PERCENT = 0.1;
const PPM_PER_PERCENT = 10_000;

export type ThresholdAnswer = 'yes' | 'possible' | 'no';

/** An upper bound printed `< x` (not `≤ x`) excludes x itself. */
const excludesUpperBound = (text: string | null): boolean => /<(?!=)/.test(text ?? '');

/**
 * Whether a component's concentration reaches 0.1 % w/w: `yes` when its lower bound does, `possible`
 * when only its upper bound does (a range across 0.1 %), or when no amount is given; `no` when the
 * upper bound stays below (`< 0.1 %` included).
 */
export function svhcThresholdAnswer(concentration: Component['concentration']): ThresholdAnswer {
  const { min, max, unit, text } = concentration;
  const perCent = unit === 'ppm' ? 1 / PPM_PER_PERCENT : 1;
  const lower = min === null ? null : min * perCent;
  const upper = max === null ? null : max * perCent;
  if (lower !== null && lower >= SVHC_THRESHOLD_PERCENT) return 'yes';
  if (upper === null) return 'possible';
  if (upper > SVHC_THRESHOLD_PERCENT) return 'possible';
  return upper === SVHC_THRESHOLD_PERCENT && !excludesUpperBound(text) ? 'possible' : 'no';
}

const STRENGTH: Record<ThresholdAnswer, number> = { no: 0, possible: 1, yes: 2 };

/** The product's answer: the strongest of its Candidate List components' answers (`no` without any). */
export const strongestAnswer = (answers: ThresholdAnswer[]): ThresholdAnswer =>
  answers.reduce<ThresholdAnswer>(
    (strongest, answer) => (STRENGTH[answer] > STRENGTH[strongest] ? answer : strongest),
    'no',
  );
