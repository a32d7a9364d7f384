import { ScreenPage } from '@fobu/ui';
import { RecognitionSection } from '../recognition/recognition-section';

/**
 * The Fortbildungskonto (`dashboard?ansicht=fortbildungskonto`, docs/proof-of-training.md), for now
 * only its recognition requests: the account's own view with the hours comes from its own part of
 * issue 42 and takes this section in.
 */
export function TrainingRecordPage() {
  return (
    <ScreenPage title="Mein Fortbildungskonto" lead="Ihre Fortbildungen und die Stunden, die Ihnen angerechnet werden.">
      <RecognitionSection />
    </ScreenPage>
  );
}
