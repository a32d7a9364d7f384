import { Box, Grid } from '@chakra-ui/react';
import { PARTICIPANT_FILTERS, PARTICIPANT_SORTS, type ParticipantFilter, type ParticipantSort } from '@fobu/routing';
import { SearchField, SelectFilter } from '@fobu/ui/search';
import { PARTICIPANT_GROUP_LABELS, PARTICIPANT_SORT_LABELS } from '../participant-groups';
import { useDateViews } from '../use-date-views';

/** The list's state group (with its count), text and order: each a URL param, replaced in place. */
export function ListToolbar({ counts }: { counts: Readonly<Record<ParticipantFilter | 'alle', number>> }) {
  const { search, replace } = useDateViews();
  return (
    <Box as="search" aria-label="Teilnehmende filtern" mb="4">
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'minmax(0, 2fr) repeat(2, minmax(0, 1fr))' }}
        gap="4"
      >
        <Box gridColumn={{ sm: 'span 2', lg: 'auto' }}>
          <SearchField value={search.person} onSearch={(person) => replace({ person })} hint="Name, Schule oder Dienststellennummer" />
        </Box>
        <SelectFilter
          label="Stand"
          value={search.stand}
          emptyLabel={`Alle (${counts.alle})`}
          choices={PARTICIPANT_FILTERS.map((group) => ({ value: group, label: `${PARTICIPANT_GROUP_LABELS[group]} (${counts[group]})` }))}
          onChange={(stand) => replace({ stand: stand as ParticipantFilter | undefined })}
        />
        <SelectFilter
          label="Reihenfolge"
          value={search.reihenfolge === 'name' ? undefined : search.reihenfolge}
          emptyLabel={PARTICIPANT_SORT_LABELS.name}
          choices={PARTICIPANT_SORTS.filter((sort) => sort !== 'name').map((sort) => ({
            value: sort,
            label: PARTICIPANT_SORT_LABELS[sort],
          }))}
          onChange={(reihenfolge) => replace({ reihenfolge: reihenfolge as ParticipantSort | undefined })}
        />
      </Grid>
    </Box>
  );
}
