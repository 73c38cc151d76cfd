import { createElement, Fragment, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formattedContent } from './FormattedText.tsx';
import { parseWhatsApp, plainText } from './whatsapp-format.ts';

const markup = (content: ReactNode) => renderToStaticMarkup(createElement(Fragment, null, content));

/** The markup of the parsed path, whatever formattedContent decides: what the fast path must equal. */
const parsedMarkup = (text: string, links: boolean) =>
  markup(formattedContent(`${text}*`, links)).slice(0, -1);

describe('formattedContent', () => {
  it('gives a plain preview back as it is, without parsing it (links off: a ticket row, a notification)', () => {
    for (const text of [
      'Bom dia, tudo certo?',
      'Segue o site: www.exemplo.com.br.',
      'fulano@exemplo.com',
      '',
    ])
      expect(formattedContent(text, false)).toBe(text);
  });

  it('with links on, gives back only a text that holds nothing a link needs', () => {
    expect(formattedContent('Bom dia tudo certo', true)).toBe('Bom dia tudo certo');
    expect(typeof formattedContent('Veja www.exemplo.com.br', true)).not.toBe('string');
  });

  it('parses whatever holds a marker', () => {
    expect(typeof formattedContent('um *negrito* aqui', false)).not.toBe('string');
    expect(markup(formattedContent('um *negrito* aqui', false))).toBe('um <strong>negrito</strong> aqui');
  });

  it('shows exactly what the parser would for plain texts, links off', () => {
    // The parsed path is forced by a trailing marker (an unclosed '*' stays text), then cut off again.
    for (const text of [
      'Olá! Preciso de ajuda com o pedido 123.',
      'Acesse https://exemplo.com/a?b=1 ou escreva para suporte@exemplo.com',
      'tel:+55 11 99999-0000 <img src=x onerror=alert(1)>',
      'linha 1\nlinha 2',
    ]) {
      expect(markup(formattedContent(text, false))).toBe(parsedMarkup(text, false));
      expect(plainText(parseWhatsApp(text))).toBe(text);
    }
  });
});
