import { REMINDER_CHOICE_LABELS, REMINDER_CHOICES, type ReminderChoice } from '@fobu/domain';
import { RadioChoice } from '@fobu/ui/form';

/**
 * When reminders come: a week before an admitted date, a day before, or both. Off with the
 * „Erinnerung vor einem Termin“ switch, which says so in the hint, and keeps the choice for later.
 */
export function ReminderLeadChoice({
  value,
  disabled,
  onChange,
}: {
  value: ReminderChoice;
  disabled: boolean;
  onChange: (choice: ReminderChoice) => void;
}) {
  return (
    <RadioChoice
      name="erinnerung-vorlauf"
      legend="Erinnerungen erhalten"
      choices={REMINDER_CHOICES}
      labels={REMINDER_CHOICE_LABELS}
      value={value}
      disabled={disabled}
      onChange={onChange}
      hint={
        disabled
          ? 'Erinnerungen sind ausgeschaltet. Schalten Sie oben „Erinnerung vor einem Termin“ ein, um hier zu wählen.'
          : 'Jede Erinnerung kommt einmal je Termin, zu dem Sie zugelassen sind.'
      }
    />
  );
}
