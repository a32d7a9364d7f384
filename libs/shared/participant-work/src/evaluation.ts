// The evaluation's results as a view (docs/proof-of-training.md, "As built: evaluation"): a date's
// here in its views, an offer's on the offer's work page (@fobu/offer-work), without the participant lists.
export { EvaluationResults } from './lib/evaluation/evaluation-results';
