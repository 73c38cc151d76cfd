import { useForm } from '@tanstack/react-form';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { bindText, submitWith } from './form-field.ts';
import { TextField } from './TextField.tsx';

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
      <form.Field name="title">{(field) => <TextField label="Título" {...bindText(field)} />}</form.Field>
      <form.Field name="text">{(field) => <TextField label="Texto" {...bindText(field)} />}</form.Field>
      <button type="submit">Adicionar</button>
    </form>
  );
}

const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function mount() {
  const screen = await render(<TwoFields />);
  const inputs = screen.container.querySelectorAll('input');
  const title = inputs[0]!;
  const text = inputs[1]!;
  const submit = screen.container.querySelector('button')!;
  /** Until the refusal is drawn (the title says why), then the frames in which the focus would move. */
  const refused = async () => {
    await vi.waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    for (let i = 0; i < 3; i++) await frame();
  };
  return { title, text, submit, refused };
}

describe('submitWith: a refused submit puts the focus on the first field that says why', () => {
  it('moves the focus from the submit button to the first invalid field', async () => {
    const { title, submit, refused } = await mount();
    submit.focus();
    submit.click();
    await refused();
    expect(document.activeElement).toBe(title);
  });

  it('leaves the focus where the user put it meanwhile (the rules answered after they moved on)', async () => {
    const { title, text, submit, refused } = await mount();
    submit.focus();
    submit.click();
    // Before the refusal's frame: the user is already in 'Texto' (the title is still the first invalid field).
    text.focus();
    await refused();
    expect(document.activeElement).toBe(text);
    expect(document.activeElement).not.toBe(title);
  });
});
