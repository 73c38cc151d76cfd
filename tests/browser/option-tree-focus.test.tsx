/**
 * The queue dialog's option tree gives the focus back to an option's edit button when its edit mode ends, but never
 * takes it from where the user went meanwhile (CI, queues e2e: Enter saved 1.1, a new 1.2 got the focus, then 1.1's
 * answer moved the focus to its edit button, so 'Residencial' went nowhere and the next Enter pressed that button).
 */
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  OptionTreeEditor,
  type OptionTreeEditorProps,
} from '../../src/features/queues/components/OptionTreeEditor.tsx';
import { buildTree, startEditing } from '../../src/features/queues/components/option-tree.ts';
import { createI18n } from '../../src/lib/i18n/index.ts';
import { bundles } from '../../src/lib/i18n/resources/index.ts';

const i18n = createI18n('pt', bundles);
const saved = buildTree([
  { id: 1, parentId: null, option: 1, title: 'Planos', message: '' },
  { id: 2, parentId: 1, option: 1, title: 'Empresarial', message: '' },
  { id: 3, parentId: 1, option: 2, title: '', message: '' },
]);
const noop = () => undefined;
const props = (tree: OptionTreeEditorProps['tree']): OptionTreeEditorProps => ({
  status: 'ready',
  tree,
  busyKeys: new Set(),
  confirm: null,
  onRetry: noop,
  onAdd: noop,
  onEdit: noop,
  onChange: noop,
  onSave: noop,
  onCancel: noop,
  onDelete: noop,
  onConfirmDelete: noop,
  onCancelDelete: noop,
});
const ui = (tree: OptionTreeEditorProps['tree']) => (
  <I18nextProvider i18n={i18n}>
    <OptionTreeEditor {...props(tree)} />
  </I18nextProvider>
);
const field = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`);

describe('OptionTreeEditor, focus after an edit ends', () => {
  it('leaves the focus in another option being typed in', async () => {
    const both = startEditing(startEditing(saved, 'o2'), 'o3');
    const screen = await render(ui(both));
    field('Título da opção 1.2')?.focus();
    await screen.rerender(ui(startEditing(saved, 'o3')));
    expect(document.activeElement).toBe(field('Título da opção 1.2'));
  });

  it('gives it to the option’s edit button when it was in the option’s fields', async () => {
    const screen = await render(ui(startEditing(saved, 'o2')));
    field('Título da opção 1.1')?.focus();
    await screen.rerender(ui(saved));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Editar opção 1.1');
  });
});
