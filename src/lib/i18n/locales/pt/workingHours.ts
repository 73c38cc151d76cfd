// Working hours form (S3 §2.9): the queue's 'Horarios de Atendimento' tab and the company's Horarios tab.
export const workingHours = {
  weekday: 'Dia da semana',
  start: 'Hora inicial',
  end: 'Hora final',
  startOf: 'Hora inicial — {{day}}',
  endOf: 'Hora final — {{day}}',
  save: 'Salvar',
  days: {
    monday: 'Segunda-feira',
    tuesday: 'Terça-feira',
    wednesday: 'Quarta-feira',
    thursday: 'Quinta-feira',
    friday: 'Sexta-feira',
    saturday: 'Sábado',
    sunday: 'Domingo',
  },
  problems: {
    incomplete: 'Use o formato HH:MM.',
    invalid: 'Hora inválida.',
    endBeforeStart: 'O fim não pode ser antes do início.',
  },
} as const;
