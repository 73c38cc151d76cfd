// validation (en); the pt file is the reference.
export const validation = {
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  required: 'Required',
  invalidEmail: 'Invalid email',
  messageTooShort: 'Message too short',
  mandatory: 'Required',
  hexColor: 'Use a colour in the #RRGGBB format.',
} as const;
