import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

const meta = {
  title: 'Screens/Sign-up',
  render: renderSandboxApp,
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
