import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LaneForm, type LaneFormProps } from '../../../../src/features/kanban/components/LaneForm.tsx';

const meta = {
  title: 'features/kanban/LaneForm',
  component: LaneForm,
  parameters: { a11y: { test: 'error' } },
  decorators: [(Story) => <div className="w-72 bg-surface-muted p-4">{Story()}</div>],
  args: { onSave: fn(), onCancel: fn() } satisfies LaneFormProps,
} satisfies Meta<typeof LaneForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A title is required and at most 50 characters; Salvar hands it up trimmed; Cancelar closes. */
export const NewLane: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Título' });
    await expect(input).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByText('Obrigatório')).toBeVisible();
    await userEvent.type(input, 'x'.repeat(51));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByText('Too Long!')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'Proposta{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith('Proposta');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Renaming: Story = { args: { initial: 'Proposta' } };
