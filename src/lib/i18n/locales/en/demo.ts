// demo (en); the pt file is the reference.
export const demo = {
  title: 'Demo accounts',
  hint: 'Demo environment: sign in with one press on any sandbox account.',
  sharedPassword: 'Password of all: {{password}}.',
  signInAs: 'Sign in as {{name}}',
  profile: {
    super: 'Super admin',
    admin: 'Admin',
    user: 'Agent',
  },
  company: 'Company: {{name}}',
} as const;
