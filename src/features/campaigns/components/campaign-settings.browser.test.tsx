import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createI18n } from '../../../lib/i18n/index.ts';
import { bundles } from '../../../lib/i18n/resources/index.ts';
import { CampaignSettingsPage, type CampaignSettingsPageProps } from './CampaignSettingsPage.tsx';

const i18n = createI18n('pt', bundles);
const TAKEN = 'Já existe uma variável com este atalho.';

async function mount(props: Partial<CampaignSettingsPageProps> = {}) {
  const onSave = vi.fn();
  const screen = await render(
    <I18nextProvider i18n={i18n}>
      <CampaignSettingsPage
        settings={{
          messageInterval: 5,
          longerIntervalAfter: 10,
          greaterInterval: 20,
          variables: [{ key: 'loja', value: 'Loja Centro' }],
        }}
        read={{ status: 'success', onRetry: () => undefined }}
        saving={false}
        onSave={onSave}
        {...props}
      />
    </I18nextProvider>,
  );
  return { screen, onSave };
}

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const input = (label: string) => {
  const found = [...document.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label));
  return document.getElementById(found?.htmlFor ?? '') as HTMLInputElement;
};
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name)!;

describe('campaign settings: the variable dialog', () => {
  it('says a taken key on Adicionar only, until the key is typed in again; Enter adds nothing', async () => {
    await mount();
    await userEvent.click(button('Adicionar Variável'));
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await userEvent.type(input('Atalho'), 'loja');
    await userEvent.type(input('Conteúdo'), 'Outra');
    // Enter in a field is no press of Adicionar: nothing is checked, nothing added.
    await userEvent.keyboard('{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog()?.textContent).not.toContain(TAKEN);
    await userEvent.click(button('Adicionar'));
    await vi.waitFor(() => expect(dialog()?.textContent).toContain(TAKEN));
    // Typing the content keeps it; any change of the key takes it away, even back to the same taken key.
    await userEvent.type(input('Conteúdo'), '!');
    expect(dialog()?.textContent).toContain(TAKEN);
    await userEvent.type(input('Atalho'), '{Backspace}a');
    expect(input('Atalho').value).toBe('loja');
    await vi.waitFor(() => expect(dialog()?.textContent).not.toContain(TAKEN));
  });

  it('adds a new key to the list that is saved, and opens empty again', async () => {
    const { onSave } = await mount();
    await userEvent.click(button('Adicionar Variável'));
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await userEvent.type(input('Atalho'), 'cupom');
    await userEvent.type(input('Conteúdo'), 'NATAL10');
    await userEvent.click(button('Adicionar'));
    await vi.waitFor(() => expect(document.body.textContent).toContain('{cupom}'));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await userEvent.click(button('Adicionar Variável'));
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    expect(input('Atalho').value).toBe('');
    expect(input('Conteúdo').value).toBe('');
    await userEvent.click(button('Fechar'));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    await userEvent.click(button('Salvar Configurações'));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.lastCall?.[0].variables).toEqual([
      { key: 'loja', value: 'Loja Centro' },
      { key: 'cupom', value: 'NATAL10' },
    ]);
  });

  it('while a save runs, a submit sends nothing', async () => {
    const { screen, onSave } = await mount({ saving: true });
    screen.container.querySelector('form')?.requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSave).not.toHaveBeenCalled();
  });
});
