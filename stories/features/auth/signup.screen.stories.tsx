import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AppServices } from '../../../src/app/services.ts';
import { SandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

const meta = {
  title: 'Screens/Sign-up',
  render: (_args, { loaded, parameters }) => (
    <SandboxApp
      services={loaded['services'] as AppServices}
      path={(parameters['sandbox'] as SandboxStoryParams).path}
    />
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Signup: Story = {
  parameters: {
    sandbox: { path: '/signup?customer_email=cliente@empresa.com.br' } satisfies SandboxStoryParams,
  },
};
export const CreateCompany: Story = {
  parameters: { sandbox: { path: '/create-company' } satisfies SandboxStoryParams },
};
export const NotFound: Story = {
  parameters: { sandbox: { path: '/nao-existe' } satisfies SandboxStoryParams },
};
