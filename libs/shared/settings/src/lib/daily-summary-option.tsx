import { Box, Text } from '@chakra-ui/react';
import { WORK_TO_DO_LABELS } from '@fobu/api-contract';
import { DAILY_SUMMARY_HOUR } from '@fobu/domain';
import { CheckOption } from '@fobu/ui/form';

const LISTS = Object.values(WORK_TO_DO_LABELS).map((label) => `„${label}“`);
const LIST_NAMES = `${LISTS.slice(0, -1).join(', ')} und ${LISTS.at(-1)}`;

/**
 * The work overview as an e-mail every morning (docs/people-and-settings.md, "Daily summary"), for the
 * roles that have one. It comes only with the e-mails switched on, which the hint says while they are off.
 */
export function DailySummaryOption({ checked, emails, onChange }: { checked: boolean; emails: boolean; onChange: (on: boolean) => void }) {
  return (
    <Box>
      <CheckOption
        id="abo-tageszusammenfassung"
        checked={checked}
        disabled={!emails}
        describedBy="abo-tageszusammenfassung-hinweis"
        onChange={onChange}
      >
        Meine Arbeitsübersicht jeden Morgen per E-Mail erhalten
      </CheckOption>
      <Text id="abo-tageszusammenfassung-hinweis" fontSize="sm" color="fg.muted" ms="9">
        {emails
          ? `Ab ${DAILY_SUMMARY_HOUR} Uhr, an Tagen, an denen etwas zu tun ist: wie viele Einträge ${LIST_NAMES} Ihre Übersicht hat.`
          : 'Die Zusammenfassung kommt per E-Mail. Schalten Sie dafür oben die E-Mails ein.'}
      </Text>
    </Box>
  );
}
