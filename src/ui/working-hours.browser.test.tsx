import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createI18n } from '../lib/i18n/index.ts';
import { bundles } from '../lib/i18n/resources/index.ts';
import { WorkingHours, type WorkingHoursProps } from './WorkingHours.tsx';

const i18n = createI18n('pt', bundles);

async function mount(props: Partial<WorkingHoursProps> = {}) {
  const onSave = vi.fn();
  const screen = await render(
    <I18nextProvider i18n={i18n}>
      <WorkingHours value={[]} onSave={onSave} {...props} />
    </I18nextProvider>,
  );
  const field = (label: string) =>
    screen.container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
  return { screen, onSave, field };
}

describe('WorkingHours: when each rule is said', () => {
  it('says nothing while a time is typed, and the format once the field is left', async () => {
    const { screen, field } = await mount();
    const start = field('Hora inicial — Quarta-feira');
    await userEvent.clear(start);
    await userEvent.type(start, '9');
    expect(start.value).toBe('9');
    expect(start.getAttribute('aria-invalid')).toBeNull();
    expect(screen.container.textContent).not.toContain('Use o formato HH:MM.');
    await userEvent.tab();
    await vi.waitFor(() => expect(start.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.container.textContent).toContain('Use o formato HH:MM.');
  });

  it("an end refused after a submit is cleared by a change of its row's start", async () => {
    const { screen, field, onSave } = await mount();
    const end = field('Hora final — Terça-feira');
    await userEvent.clear(end);
    await userEvent.type(end, '0745');
    // Left first: the message it then shows moves the button, which a click must not race.
    await userEvent.tab();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(onSave).not.toHaveBeenCalled();
    // The focus went to the field that says why.
    await vi.waitFor(() => expect(document.activeElement).toBe(end));
    const start = field('Hora inicial — Terça-feira');
    await userEvent.clear(start);
    await userEvent.type(start, '0700');
    await vi.waitFor(() => expect(end.getAttribute('aria-invalid')).toBeNull());
    expect(screen.container.textContent).not.toContain('O fim não pode ser antes do início.');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.lastCall?.[0][1]).toMatchObject({ startTime: '07:00', endTime: '07:45' });
  });

  it('while a save runs, a submit neither sends nor says anything', async () => {
    const { screen, field, onSave } = await mount({
      busy: true,
      value: [{ weekday: 'Segunda-feira', weekdayEn: 'monday', startTime: '9', endTime: '18:00' }],
    });
    const start = field('Hora inicial — Segunda-feira');
    // The busy button takes no press and Enter finds no enabled submit button; a submit asked otherwise is refused too.
    start.form?.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).not.toHaveBeenCalled();
    expect(start.getAttribute('aria-invalid')).toBeNull();
    expect(screen.container.textContent).not.toContain('Use o formato HH:MM.');
  });
});
