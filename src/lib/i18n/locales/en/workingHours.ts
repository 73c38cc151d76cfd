export const workingHours = {
  weekday: 'Weekday',
  start: 'Start time',
  end: 'End time',
  startOf: 'Start time — {{day}}',
  endOf: 'End time — {{day}}',
  save: 'Save',
  days: {
    monday: 'Monday',
    tuesday: 'Tuesday',
    wednesday: 'Wednesday',
    thursday: 'Thursday',
    friday: 'Friday',
    saturday: 'Saturday',
    sunday: 'Sunday',
  },
  problems: {
    incomplete: 'Use the format HH:MM.',
    invalid: 'Not a valid time.',
    endBeforeStart: 'The end cannot be before the start.',
  },
} as const;
