export const workingHours = {
  weekday: 'Día de la semana',
  start: 'Hora de inicio',
  end: 'Hora de fin',
  startOf: 'Hora de inicio — {{day}}',
  endOf: 'Hora de fin — {{day}}',
  save: 'Guardar',
  days: {
    monday: 'Lunes',
    tuesday: 'Martes',
    wednesday: 'Miércoles',
    thursday: 'Jueves',
    friday: 'Viernes',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  problems: {
    incomplete: 'Use el formato HH:MM.',
    invalid: 'Hora no válida.',
    endBeforeStart: 'El fin no puede ser antes del inicio.',
  },
} as const;
