import { Stack } from '@chakra-ui/react';
import { dashboardOf, ROLE_SCREEN_TITLES } from '@fobu/domain';
import { dashboardLocation, Link, useRoleBranch } from '@fobu/routing';
import { ScreenPage } from '@fobu/ui';
import type { ComponentType } from 'react';
import { CalendarFeedSettings } from './calendar-feed/calendar-feed-settings';
import { NeedsSettings } from './needs/needs-settings';
import { NotificationSettings } from './notification-settings';
import { OwnDataSection } from './privacy/own-data-section';
import { SignInDataSection } from './sign-in-data-section';
import { StartViewSettings } from './start-view-settings';

/**
 * The settings' sections, in the order shown. Each is a self-contained `<section>` with its own h2
 * and loads its own data (no query here: the parent of several loading boundaries stays still,
 * facebook/react#37556).
 */
const SECTIONS: readonly { readonly key: string; readonly Section: ComponentType }[] = [
  { key: 'anmeldedaten', Section: SignInDataSection },
  { key: 'benachrichtigungen', Section: NotificationSettings },
  { key: 'startansicht', Section: StartViewSettings },
  { key: 'kalender-abo', Section: CalendarFeedSettings },
  { key: 'ihre-daten', Section: OwnDataSection },
  { key: 'teilnahme-bedarfe', Section: NeedsSettings },
];

/**
 * The signed-in person's settings, which every role's dashboard shows instead of its work with
 * `?ansicht=einstellungen` (docs/people-and-settings.md, "Settings as built"): their own only.
 */
export function SettingsScreen() {
  const { tenant, role } = useRoleBranch();
  return (
    <div>
      <p style={{ marginBottom: '0.75rem' }}>
        <Link {...dashboardLocation(tenant, role)} style={{ textDecoration: 'underline' }}>
          ← Zurück zu {ROLE_SCREEN_TITLES[dashboardOf(role)]}
        </Link>
      </p>
      <ScreenPage title="Einstellungen" lead="Was das Portal über Sie weiß und wie es Sie benachrichtigt.">
        <Stack gap="10" maxW="48rem">
          {SECTIONS.map(({ key, Section }) => (
            <Section key={key} />
          ))}
        </Stack>
      </ScreenPage>
    </div>
  );
}
