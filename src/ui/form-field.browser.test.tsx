import { useForm } from '@tanstack/react-form';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { bindText, submitWith } from './form-field.ts';

const schema = v.object({
  title: v.pipe(v.string(), v.nonEmpty('Obrigatório')),
  text: v.pipe(v.string(), v.nonEmpty('Obrigatório')),
});

function TwoFields() {
  const form = useForm({
    defaultValues: { title: '', text: '' },
    validators: { onChange: schema, onSubmit: schema },
  });
  return (
    <form noValidate onSubmit={submitWith(form)}>
      <form.Field name="title">{(field) => <input aria-label="Título" {...bindText(field)} />}</form.Field>
      <form.Field name="text">{(field) => <input aria-label="Texto" {...bindText(field)} />}</form.Field>
      <button type="submit">Adicionar</button>
    </form>
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
let host: HTMLElement | null = null;
afterEach(() => {
  host?.remove();
  host = null;
});

async function mount() {
  host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<TwoFields />));
  const get = (name: string) => host!.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;
  return {
    title: get('Título') as HTMLInputElement,
    text: get('Texto'),
    submit: host.querySelector('button')!,
  };
}

describe('submitWith: a refused submit puts the focus on the first field that says why', () => {
  it('moves the focus from the submit button to the first invalid field', async () => {
    const { title, submit } = await mount();
    submit.focus();
    await act(async () => submit.click());
    await act(frame);
    expect(document.activeElement).toBe(title);
  });

  it('leaves the focus where the user put it meanwhile (the rules answered after they moved on)', async () => {
    const { title, text, submit } = await mount();
    submit.focus();
    await act(async () => {
      submit.click();
      // Before the refusal's frame: the user is already in 'Texto' (the title is still the first invalid field).
      text.focus();
    });
    await act(frame);
    expect(document.activeElement).toBe(text);
    expect(document.activeElement).not.toBe(title);
  });
});
