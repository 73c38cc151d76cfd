// demo (pt): the sandbox's login helper. Loaded with the demo only (../demo.ts), never in a production build.
export const demo = {
  title: 'Contas de demonstração',
  hint: 'Ambiente de demonstração: entre com um toque numa das contas do sandbox.',
  sharedPassword: 'Senha de todas: {{password}}.',
  signInAs: 'Entrar como {{name}}',
  profile: {
    super: 'Super administrador',
    admin: 'Administrador',
    user: 'Atendente',
  },
  company: 'Empresa: {{name}}',
} as const;
