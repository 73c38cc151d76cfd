import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Forbidden } from '../../src/ui/Forbidden.tsx';

const onBack = fn();

const meta = {
  title: 'ui/Forbidden',
  component: Forbidden,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[480px] bg-canvas">{Story()}</div>],
  args: {
    id: 'screen-forbidden',
    title: 'Acesso restrito',
    message: 'Somente administradores podem gerenciar os usuários.',
  },
} satisfies Meta<typeof Forbidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The section is named by its heading; why is said at once (an alert); nothing else of the screen. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Somente administradores');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** With a way out: a button that says where. */
export const WithWayBack: Story = {
  args: { back: { label: 'Voltar ao início', onClick: onBack } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Voltar ao início' }));
    await expect(onBack).toHaveBeenCalled();
  },
};
