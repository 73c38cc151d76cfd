// demo (es); the pt file is the reference.
export const demo = {
  title: 'Cuentas de demostración',
  hint: 'Entorno de demostración: entre con un toque en una de las cuentas del sandbox.',
  sharedPassword: 'Contraseña de todas: {{password}}.',
  signInAs: 'Entrar como {{name}}',
  profile: {
    super: 'Superadministrador',
    admin: 'Administrador',
    user: 'Agente',
  },
  company: 'Empresa: {{name}}',
} as const;
