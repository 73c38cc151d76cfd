// Form messages (S1 §5, §8). The spec quotes the first four in English in every language: kept as quoted.
export const validation = {
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  required: 'Required',
  invalidEmail: 'Invalid email',
  messageTooShort: 'Mensagem muito curta',
  mandatory: 'Obrigatório',
  hexColor: 'Use uma cor no formato #RRGGBB.',
} as const;
