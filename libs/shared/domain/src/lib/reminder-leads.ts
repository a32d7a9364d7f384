/**
 * How long before an admitted date a reminder comes (docs/people-and-settings.md, "Settings as
 * built"): each lead is a reminder of its own, written once per booking; a person chooses one or both.
 */
export const REMINDER_LEADS = ['woche', 'tag'] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];

/** How many days before the date's start each lead's reminder is written. */
export const REMINDER_LEAD_DAYS: Readonly<Record<ReminderLead, number>> = { woche: 7, tag: 1 };

/** What a person chooses: one of the leads, or both (`beide`). The `erinnerung` switch turns reminders off altogether. */
export const REMINDER_CHOICES = ['woche', 'tag', 'beide'] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];

/** The choice of a person who never made one: the week before, as before the choice existed. */
export const DEFAULT_REMINDER_CHOICE: ReminderChoice = 'woche';

export const REMINDER_CHOICE_LABELS: Readonly<Record<ReminderChoice, string>> = {
  woche: 'Eine Woche vor dem Termin',
  tag: 'Einen Tag vor dem Termin',
  beide: 'Eine Woche und einen Tag vor dem Termin',
};

/** The leads a choice asks for. */
export const leadsOf = (choice: ReminderChoice): readonly ReminderLead[] => (choice === 'beide' ? REMINDER_LEADS : [choice]);
