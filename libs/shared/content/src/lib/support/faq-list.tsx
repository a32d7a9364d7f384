import type { Tenant } from '@fobu/domain';
import { faqEntries, type FaqEntry } from './faq-entries';
import { questionListClass } from './faq-list.styles';

/**
 * The questions as native disclosure widgets (`details`/`summary`): keyboard and screen readers
 * know them as expandable buttons, and they open on the pre-rendered page before any JavaScript
 * runs. Chakra's Accordion would add its recipe and state machine to the start page's bundle
 * (the theme carries only the recipes the shell uses, see docs/performance.md).
 */
export function QuestionList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <ul className={questionListClass}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <details id={`frage-${entry.id}`}>
            <summary>{entry.question}</summary>
            <div>{entry.answer}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}

/** The support page's frequent questions of a tenant. */
export function FaqList({ tenant }: { tenant: Tenant }) {
  return <QuestionList entries={faqEntries(tenant)} />;
}
