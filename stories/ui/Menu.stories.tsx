import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  ArrowRightStartOnRectangleIcon,
  EllipsisVerticalIcon,
  UserCircleIcon,
} from '@heroicons/react/24/outline';
import { expect, fn, screen } from 'storybook/test';
import { Menu } from '../../src/ui/Menu.tsx';
import { dark, onSurface } from '../decorators.tsx';

const profile = fn();
const logout = fn();

const meta = {
  title: 'ui/Menu',
  component: Menu,
  decorators: [
    onSurface,
    (Story) => (
      <div className="flex justify-end pb-40">
        <Story />
      </div>
    ),
  ],
  parameters: { a11y: { test: 'error' } },
  args: {
    buttonLabel: 'Opções',
    buttonClassName: 'size-10 text-ink-muted hover:bg-ink/5',
    button: <EllipsisVerticalIcon className="size-5" />,
    items: [
      { key: 'profile', label: 'Perfil', icon: <UserCircleIcon />, onSelect: profile },
      {
        key: 'logout',
        label: 'Sair',
        icon: <ArrowRightStartOnRectangleIcon />,
        onSelect: logout,
        separated: true,
      },
      { key: 'delete', label: 'Deletar', onSelect: fn(), danger: true },
    ],
  },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened with the pointer, the first entry chosen. */
const byPointer: Story['play'] = async ({ canvas, userEvent }) => {
  profile.mockClear();
  await userEvent.click(canvas.getByRole('button', { name: 'Opções' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Perfil' }));
  await expect(profile).toHaveBeenCalled();
};
/** Opened with Enter, on its first entry: one arrow down is the second. */
const byKeyboard: Story['play'] = async ({ canvas, userEvent }) => {
  logout.mockClear();
  canvas.getByRole('button', { name: 'Opções' }).focus();
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('menu');
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await expect(logout).toHaveBeenCalled();
};

export const Default: Story = { play: byPointer };
export const Keyboard: Story = { play: byKeyboard };
/**
 * `lazy` (the top bar's account menu, a message's actions): the menu's machinery mounts at the first press and opens
 * at once, from the keyboard on its first item as without `lazy`.
 */
export const LazyKeyboard: Story = { args: { lazy: true }, play: byKeyboard };
export const LazyPointer: Story = { args: { lazy: true }, play: byPointer };
/** Reached by Tab, the trigger shows a focus ring (a focus:outline-none once hid it). */
export const FocusRing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Opções' });
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
    await expect(getComputedStyle(button).outlineWidth).toBe('2px');
  },
};

export const OpenDark: Story = {
  globals: dark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opções' }));
    await screen.findByRole('menu');
  },
};
