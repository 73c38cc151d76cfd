// validation (es); the pt file is the reference.
export const validation = {
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  required: 'Required',
  invalidEmail: 'Invalid email',
  messageTooShort: 'Mensaje muy corto',
  mandatory: 'Obligatorio',
  hexColor: 'Use un color en el formato #RRGGBB.',
} as const;
