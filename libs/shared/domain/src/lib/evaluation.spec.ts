import { EVALUATION_MIN_ANSWERS, formatEvaluationAverage, showsEvaluationResults, tooFewAnswersText } from './evaluation';

describe('the evaluation’s rules', () => {
  it('shows results only from five answers on', () => {
    expect(EVALUATION_MIN_ANSWERS).toBe(5);
    expect(showsEvaluationResults(4)).toBe(false);
    expect(showsEvaluationResults(5)).toBe(true);
  });

  it('says in German why results are not shown yet', () => {
    expect(tooFewAnswersText(0)).toBe(
      'Zu wenige Antworten: Keine Antworten liegen vor. Ergebnisse werden erst ab 5 Antworten gezeigt, damit niemand erkennbar ist (es fehlen noch 5).',
    );
    expect(tooFewAnswersText(1)).toContain('Eine Antwort liegt vor.');
    expect(tooFewAnswersText(4)).toContain('(es fehlt noch eine)');
  });

  it('writes an average to one decimal, as German does', () => {
    expect(formatEvaluationAverage(3.8)).toBe('3,8');
    expect(formatEvaluationAverage(4)).toBe('4,0');
    expect(formatEvaluationAverage(3.25)).toBe('3,3');
  });
});
