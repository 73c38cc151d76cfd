import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CompanyHours,
  SettingsForbidden,
  SettingsPage,
  type SettingsPageProps,
} from '../../../../src/features/settings/components/SettingsPage.tsx';

const values: Record<string, string> = {
  userRating: 'disabled',
  scheduleType: 'queue',
  CheckMsgIsGroup: 'enabled',
  call: 'disabled',
  chatBotType: 'text',
  ipixc: '10.0.0.1',
};
const ok = { status: 'success' as const, onRetry: fn() };
const onChange = fn();
const onTab = fn();
const onSaveHours = fn();
const onRetry = fn();

const meta = {
  title: 'features/settings/SettingsPage',
  component: SettingsPage,
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
  decorators: [(Story) => <div className="h-[900px] bg-canvas">{Story()}</div>],
  args: {
    values,
    read: ok,
    saving: new Set<string>(),
    onChange,
    isSuper: false,
    tab: 'options',
    onTab,
    hours: { schedules: [], read: ok, busy: false, onSave: onSaveHours },
  } satisfies SettingsPageProps,
} satisfies Meta<typeof SettingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** S3 §2.8, §4.6: Opções only (scheduleType queue, not super); a dropdown change is handed out at once. */
export const Options: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Opções']);
    for (const label of [
      'Avaliações',
      'Gerenciamento de Expediente',
      'Ignorar Mensagens de Grupos',
      'Aceitar Chamada',
      'Tipo Chatbot',
    ])
      await expect(canvas.getByRole('button', { name: new RegExp(label) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Ignorar Mensagens de Grupos/ })).toHaveTextContent(
      'Ativado',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Tipo Chatbot/ }));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('option', { name: 'Lista' }));
    await expect(onChange).toHaveBeenCalledWith('chatBotType', 'list');
  },
};

/** An integration field is handed out when left with a changed value, not on each key. */
export const IntegrationSavedOnLeave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    onChange.mockClear();
    const ip = canvas.getByLabelText('IP do IXC');
    await expect(ip).toHaveValue('10.0.0.1');
    await userEvent.clear(ip);
    await userEvent.type(ip, '10.0.0.9');
    await expect(onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(onChange).toHaveBeenCalledWith('ipixc', '10.0.0.9');
    await expect(onChange).toHaveBeenCalledTimes(1);
  },
};

/** A save running: that control shows 'Atualizando...' and takes no change. */
export const Updating: Story = {
  args: { saving: new Set(['userRating', 'ipixc']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Atualizando...')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: /Avaliações/ })).toBeDisabled();
  },
};

/** scheduleType company and a super user: Horários and the three super tabs. */
export const SuperWithCompanyHours: Story = {
  args: { values: { ...values, scheduleType: 'company' }, isSuper: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Opções',
      'Horários',
      'Empresas',
      'Planos',
      'Ajuda',
    ]);
    await userEvent.click(canvas.getByRole('tab', { name: 'Empresas' }));
    await expect(onTab).toHaveBeenCalledWith('companies');
  },
};

/** A super tab not built yet says so. */
export const NotYetAvailable: Story = {
  args: { isSuper: true, tab: 'plans' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ainda não disponível');
  },
};

/** The Horários tab selected: the company's week in the working-hours form; Save hands the week out. */
export const CompanyHoursTab: Story = {
  args: {
    values: { ...values, scheduleType: 'company' },
    tab: 'schedules',
    hours: {
      schedules: [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '09:00', endTime: '17:00' }],
      read: ok,
      busy: false,
      onSave: onSaveHours,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Hora inicial — Segunda-feira')).toHaveValue('09:00');
    await expect(canvas.getByLabelText('Hora inicial — Sábado')).toHaveValue('08:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(onSaveHours).toHaveBeenCalled());
    const week = onSaveHours.mock.calls.at(-1)?.[0] as { weekdayEn: string; startTime: string }[];
    await expect(week).toHaveLength(7);
    await expect(week[0]).toMatchObject({ weekdayEn: 'monday', startTime: '09:00' });
  },
};

/** A tab that is no longer offered (scheduleType changed elsewhere) gives way to Opções. */
export const HoursTabGone: Story = {
  args: { tab: 'schedules' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Opções' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Loading: Story = {
  args: { values: null, read: { status: 'pending', onRetry } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('tab')).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: {
    values: null,
    read: { status: 'error', error: 'Não foi possível carregar a lista de registros', onRetry },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Não foi possível carregar a lista de registros')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Tentar novamente/ }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

/** The company's hours: loading, failed with retry, saving. */
export const HoursStates: Story = {
  render: () => (
    <div className="flex flex-col gap-8 p-6">
      <CompanyHours
        schedules={null}
        read={{ status: 'pending', onRetry }}
        busy={false}
        onSave={onSaveHours}
      />
      <CompanyHours
        schedules={null}
        read={{ status: 'error', error: 'Falhou', onRetry }}
        busy={false}
        onSave={onSaveHours}
      />
      <CompanyHours schedules={[]} read={ok} busy onSave={onSaveHours} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Falhou')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Salvar/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Forbidden: Story = {
  render: () => <SettingsForbidden />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Acesso restrito' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Somente administradores');
  },
};
