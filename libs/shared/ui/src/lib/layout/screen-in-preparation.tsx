import { PUBLIC_PAGE_TITLES, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Note } from './note';
import { ScreenPage } from './screen-page';

/**
 * A screen that exists in the portal's structure but whose content is still being built:
 * it says what it will offer, honestly, instead of showing an empty page.
 */
function ScreenInPreparation({ title, purpose }: { title: string; purpose: string }) {
  return (
    <ScreenPage title={title} lead={purpose}>
      <Note>
        <Text fontWeight="600">Dieser Bereich wird gerade aufgebaut.</Text>
        <Text color="fg.muted">Bitte schauen Sie später wieder vorbei. Bei Fragen hilft Ihnen der Support weiter.</Text>
      </Note>
    </ScreenPage>
  );
}

type TitledScreen = keyof typeof ROLE_SCREEN_TITLES | keyof typeof PUBLIC_PAGE_TITLES;

/** One in-preparation screen per screen, titled from the domain tables, with its purpose; it reads no data. */
export function screensInPreparation<S extends TitledScreen>(
  purposes: Readonly<Record<S, string>>,
): Record<S, { component: () => ReactElement }> {
  const titles: Record<TitledScreen, string> = { ...PUBLIC_PAGE_TITLES, ...ROLE_SCREEN_TITLES };
  const entries = (Object.keys(purposes) as S[]).map((screen) => {
    const Screen = () => <ScreenInPreparation title={titles[screen]} purpose={purposes[screen]} />;
    Screen.displayName = `ScreenInPreparation(${screen})`;
    return [screen, { component: Screen }] as const;
  });
  return Object.fromEntries(entries) as unknown as Record<S, { component: () => ReactElement }>;
}
