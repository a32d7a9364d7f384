import { Text } from '@chakra-ui/react';

/**
 * What became of a setting's change: what was saved (a status line, always there so that screen
 * readers hear each new text), and, while it failed, the German error as an alert.
 */
export function SaveFeedback({ saved, error }: { saved: string; error: string | undefined }) {
  return (
    <>
      <Text role="status" fontSize="sm" minH="1.5em">
        {saved}
      </Text>
      {error && (
        <Text role="alert" color="fg.error" fontWeight="600">
          {error}
        </Text>
      )}
    </>
  );
}
