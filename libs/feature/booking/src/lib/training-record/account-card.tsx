import { Box, Text } from '@chakra-ui/react';
import type { Fortbildungseintrag, FortbildungskontoKonto } from '@fobu/api-contract';
import { accountProgressText, accountRuleText, formatHours, formatShortDay, nextDropOutText } from '@fobu/domain';

/**
 * One account of the Fortbildungskonto: its progress as a bar with the numbers also in words, what
 * counts towards it (the rule, and the trainings that count), and what drops out of its window next.
 */
export function AccountCard({ account, entries }: { account: FortbildungskontoKonto; entries: readonly Fortbildungseintrag[] }) {
  const text = accountProgressText(account, account);
  const percent = Math.min(100, Math.round((account.stunden / account.zielStunden) * 100));
  const headingId = `konto-${account.code}`;
  const next = nextDropOutText(account.naechsterWegfall);
  return (
    <li aria-labelledby={headingId}>
      <div data-card="head">
        <h3 id={headingId}>{account.titel}</h3>
      </div>
      <Text>{text}</Text>
      <Box
        role="progressbar"
        aria-labelledby={headingId}
        aria-valuemin={0}
        aria-valuemax={account.zielStunden}
        aria-valuenow={Math.min(account.stunden, account.zielStunden)}
        aria-valuetext={text}
        h="2.5"
        my="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border.emphasized"
      >
        <Box h="full" w={`${percent}%`} bg={account.erreicht ? 'green.solid' : 'brand.solid'} />
      </Box>
      <Text fontSize="sm" color="fg.muted">
        {accountRuleText(account)}
        {account.ab && ` (seit dem ${formatShortDay(`${account.ab}T12:00:00Z`)})`}
      </Text>
      {next && <Text fontSize="sm">{next}</Text>}
      {account.eintraege.length > 0 && (
        <details>
          <summary>Was zählt: {account.eintraege.length === 1 ? 'eine Fortbildung' : `${account.eintraege.length} Fortbildungen`}</summary>
          <ul>
            {account.eintraege.map((index) => (
              <li key={index}>
                {formatShortDay(`${entries[index].datum}T12:00:00Z`)}: {entries[index].titel} ({formatHours(entries[index].stunden)} Std.)
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}
