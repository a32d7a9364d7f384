import type { RuntimeConfigProblem } from '@fobu/config';
import { ConfigErrorScreen } from '@fobu/shell';
import { UiProvider } from '@fobu/ui';

export function ConfigFailure({ problems }: { problems: readonly RuntimeConfigProblem[] }) {
  return (
    <UiProvider>
      <ConfigErrorScreen problems={problems} />
    </UiProvider>
  );
}
