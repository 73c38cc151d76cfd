import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, CountBadge, Dot } from '../../src/ui/Badge.tsx';
import { dark, onSurface } from '../decorators.tsx';

const meta = {
  title: 'ui/Badge',
  component: Badge,
  decorators: [onSurface],
  parameters: { a11y: { test: 'error' } },
  args: { children: 'BETA', tone: 'primary' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: () => (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="neutral">Fechado</Badge>
        <Badge tone="primary">BETA</Badge>
        <Badge tone="success">Conectado</Badge>
        <Badge tone="warning">Aguardando</Badge>
        <Badge tone="danger">Desconectado</Badge>
        <Badge tone="info">Info</Badge>
        <Badge color="#0ea5e9">Suporte Técnico</Badge>
        <Badge color="#7c7c7c">Sem fila</Badge>
      </div>
      <div className="flex items-center gap-3">
        <CountBadge count={3} label="3 mensagens não lidas" />
        <CountBadge count={12} tone="success" />
        <CountBadge count={150} tone="danger" />
        <CountBadge count={0} showZero tone="neutral" />
        <Dot label="Mensagens não lidas" />
      </div>
    </div>
  ),
};
export const TonesDark: Story = { ...Tones, globals: dark };
export const CountOverMax: Story = {
  render: () => <CountBadge count={120} max={99} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};
export const CountZeroHidden: Story = {
  render: () => (
    <div data-testid="box">
      <CountBadge count={0} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('box')).toBeEmptyDOMElement();
  },
};
