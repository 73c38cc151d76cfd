import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderSandboxApp, type SandboxStoryParams } from '../../support/sandbox.tsx';

const meta = {
  title: 'Screens/Sign-up',
  // No docs page: each story runs on its own fresh sandbox, which one page rendering every story at once cannot give.
  tags: ['!autodocs'],
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
