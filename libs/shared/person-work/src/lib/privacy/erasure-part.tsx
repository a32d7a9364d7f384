import { Box, Button, chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { privacyStateQueryOptions, serviceErrorMessage, useErasureStep, useServiceClients } from '@fobu/api-clients';
import type { DatenschutzVorgang } from '@fobu/api-contract';
import { actingStaffName, erasureConfirmerOf, formatMoment, ROLE_LABELS } from '@fobu/domain';
import { useRoleBranch } from '@fobu/routing';
import { ConfirmDialog } from '@fobu/ui/dialogs';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErasureRequestDialog } from './erasure-request-dialog';
import { caseText } from './privacy-case-text';

const TERMS = { display: 'grid', gridTemplateColumns: { base: '1fr', sm: '12rem 1fr' }, columnGap: '4', rowGap: '2', m: '0' } as const;

/** The two decisions on an open request, each asked once more. */
const DECISIONS = {
  bestaetigen: {
    title: 'Löschung endgültig bestätigen?',
    text: (name: string) =>
      `Name, E-Mail-Adresse und Bemerkungen von ${name} werden gelöscht; die Person kann sich nicht mehr anmelden, ihre Benachrichtigungen, E-Mails, Einstellungen und ihr Kalender-Abo werden gelöscht. Die Anmeldungen bleiben ohne Namen für die Statistik. Das lässt sich nicht rückgängig machen.`,
    confirmLabel: 'Endgültig löschen',
  },
  zurueckziehen: {
    title: 'Löschantrag zurückziehen?',
    text: (name: string) => `Die Daten von ${name} bleiben erhalten. Das Protokoll behält den Antrag und seinen Rückzug.`,
    confirmLabel: 'Antrag zurückziehen',
  },
} as const;
type Decision = keyof typeof DECISIONS;

/** The open request: who filed it, who asked, and the decisions the asker may take. */
function OpenRequest({
  request,
  mayConfirm,
  onDecide,
}: {
  request: DatenschutzVorgang;
  mayConfirm: boolean;
  onDecide: (d: Decision) => void;
}) {
  const confirmer = request.gestelltVon.rolle ? erasureConfirmerOf(request.gestelltVon.rolle) : null;
  return (
    <Box borderWidth="1px" borderColor="border.warning" bg="bg.warning" rounded="md" p="4" mb="4">
      <Text fontWeight="600" mb="2">
        Die Löschung ist beantragt und wartet auf die Bestätigung einer zweiten Person.
      </Text>
      <chakra.dl css={TERMS} mb="3">
        <dt>Beantragt</dt>
        <dd>
          {formatMoment(request.gestelltAm)} durch {actingStaffName(request.gestelltVon)}
        </dd>
        <dt>Verlangt von</dt>
        <dd>{request.angefragtVon}</dd>
        {request.notiz && (
          <>
            <dt>Notiz</dt>
            <dd>{request.notiz}</dd>
          </>
        )}
      </chakra.dl>
      {!mayConfirm && (
        <Text mb="3">
          Bestätigen kann {confirmer ? `jemand aus der ${ROLE_LABELS[confirmer]}` : 'eine zweite Person'}, nicht wer den Antrag gestellt
          hat.
        </Text>
      )}
      <Flex gap="3" wrap="wrap">
        {mayConfirm && (
          <Button colorPalette="red" minH="44px" onClick={() => onDecide('bestaetigen')}>
            Löschung bestätigen
          </Button>
        )}
        <Button variant="outline" minH="44px" onClick={() => onDecide('zurueckziehen')}>
          Antrag zurückziehen
        </Button>
      </Flex>
    </Box>
  );
}

/** „Löschung auf Antrag“ and the log: the person's open request, the way to file one, and every case so far. */
export function ErasurePart({ person, name, onErased }: { person: string; name: string; onErased: () => void }) {
  const { user } = useRoleBranch();
  const { data } = useSuspenseQuery(privacyStateQueryOptions(useServiceClients(), user.uid, person));
  const step = useErasureStep(user.uid, person);
  const [asking, setAsking] = useState<Decision | 'beantragen' | null>(null);
  const [status, setStatus] = useState('');
  const decide = (decision: Decision) =>
    step.mutate(
      { step: decision },
      {
        onSuccess: () => {
          setAsking(null);
          if (decision === 'bestaetigen') onErased();
          else setStatus('Der Löschantrag ist zurückgezogen.');
        },
      },
    );
  const decision = asking && asking !== 'beantragen' ? DECISIONS[asking] : null;
  return (
    <>
      <Heading as="h3" size="md" mb="2">
        Löschung auf Antrag (Art. 17 DSGVO)
      </Heading>
      {data.offenerAntrag ? (
        <OpenRequest request={data.offenerAntrag} mayConfirm={data.darfBestaetigen} onDecide={setAsking} />
      ) : (
        <Box mb="4">
          <Text mb="3" maxW="70ch">
            Verlangt die Person die Löschung ihrer Daten, beantragen Sie sie hier; eine zweite Person bestätigt sie.
          </Text>
          <Button variant="outline" minH="44px" onClick={() => setAsking('beantragen')}>
            Löschung beantragen
          </Button>
        </Box>
      )}
      <Text role="status" mb={status ? '4' : '0'}>
        {status}
      </Text>
      <Heading as="h3" size="md" mb="2">
        Protokoll
      </Heading>
      {data.vorgaenge.length > 0 ? (
        <Box as="ul" ps="5">
          {data.vorgaenge.map((entry) => (
            <li key={entry.id}>{caseText(entry)}</li>
          ))}
        </Box>
      ) : (
        <Text color="fg.muted">Noch keine Auskunft und kein Löschantrag.</Text>
      )}
      {asking === 'beantragen' && (
        <ErasureRequestDialog
          person={person}
          name={name}
          onClose={(filed) => {
            setAsking(null);
            if (filed) setStatus('Die Löschung ist beantragt. Eine zweite Person muss sie bestätigen.');
          }}
        />
      )}
      {decision && asking && asking !== 'beantragen' && (
        <ConfirmDialog
          title={decision.title}
          confirmLabel={decision.confirmLabel}
          emphasis="cancel"
          busy={step.isPending}
          error={serviceErrorMessage(step.error, 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.')}
          onConfirm={() => decide(asking)}
          onCancel={() => setAsking(null)}
        >
          {decision.text(name)}
        </ConfirmDialog>
      )}
    </>
  );
}
