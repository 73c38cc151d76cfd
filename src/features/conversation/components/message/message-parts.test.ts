import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ackState,
  captionOf,
  documentParts,
  kindOfType,
  messageKind,
  parseLocation,
  parseVCard,
} from './message-parts.ts';

const URL_ = 'https://cdn.ex.com/public/company1/file.pdf';

describe('messageKind', () => {
  it('draws the known types', () => {
    expect(messageKind('image', URL_)).toBe('image');
    expect(messageKind('audio', URL_)).toBe('audio');
    expect(messageKind('video', URL_)).toBe('video');
    expect(messageKind('application', URL_)).toBe('document');
    expect(messageKind('document', URL_)).toBe('document');
    expect(messageKind('vcard', null)).toBe('vcard');
    expect(messageKind('locationMessage', null)).toBe('location');
    expect(messageKind('call_log', null)).toBe('call');
    expect(messageKind('conversation', null)).toBe('text');
    expect(messageKind('extendedTextMessage', null)).toBe('text');
  });

  it('makes any unknown type a text bubble', () => {
    for (const type of [
      'reactionMessage',
      'pollCreationMessage',
      '',
      ' ',
      '__proto__',
      'constructor',
      null,
      undefined,
    ])
      expect(messageKind(type, URL_), String(type)).toBe('text');
  });

  it('falls back to text for media without an http(s) URL', () => {
    for (const url of [
      null,
      undefined,
      '',
      '/relative.png',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
    ])
      expect(messageKind('image', url), String(url)).toBe('text');
  });
});

describe('parseLocation', () => {
  it('splits image, link and description', () => {
    expect(parseLocation('data:image/png;base64,AAA|https://maps.google.com/maps?q=1,2|Praça da Sé')).toEqual(
      {
        image: 'data:image/png;base64,AAA',
        link: 'https://maps.google.com/maps?q=1,2',
        description: 'Praça da Sé',
      },
    );
  });

  it('keeps a pipe inside the description and allows none', () => {
    expect(parseLocation('|https://m.ex/|a|b').description).toBe('a|b');
    expect(parseLocation('|https://m.ex/').description).toBe('');
  });

  it('keeps only http(s) links and image thumbnails', () => {
    const junk = parseLocation('data:text/html;base64,PHNjcmlwdD4=|javascript:alert(1)|x');
    expect(junk.image).toBeNull();
    expect(junk.link).toBeNull();
    expect(parseLocation('https://img.ex/t.png|http://m.ex/').image).toBe('https://img.ex/t.png');
    // An SVG picture (the sandbox draws its maps so), base64 or not.
    const svg = `data:image/svg+xml;charset=utf-8,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`;
    expect(parseLocation(`${svg}|https://m.ex/`).image).toBe(svg);
    expect(parseLocation('data:image/svg+xml,%3Csvg%2F%3E|x').image).toBe('data:image/svg+xml,%3Csvg%2F%3E');
    expect(parseLocation('data:image/svgxml,abc|x').image).toBeNull();
    expect(parseLocation('https://img.ex/t.png|http://m.ex/').link).toBe('http://m.ex/');
  });

  it('survives junk', () => {
    expect(parseLocation('')).toEqual({ image: null, link: null, description: '' });
    expect(parseLocation('no pipes at all')).toEqual({ image: null, link: null, description: '' });
  });
});

describe('parseVCard', () => {
  it('reads FN and TEL with groups and parameters', () => {
    const body = [
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Souza;Mariana;;;',
      'FN:Mariana Souza',
      'item1.TEL;waid=5511999998888:+55 11 99999-8888',
      'item1.X-ABLabel:Celular',
      'TEL;TYPE=work:+55 11 3333-4444',
      'END:VCARD',
    ].join('\n');
    expect(parseVCard(body)).toEqual({
      name: 'Mariana Souza',
      numbers: ['+55 11 99999-8888', '+55 11 3333-4444'],
    });
  });

  it('uses N when there is no FN, and joins folded lines', () => {
    expect(parseVCard('BEGIN:VCARD\r\nN:Souza;Mariana;;;\r\nTEL:+55 11\r\n 98888-7777\r\nEND:VCARD')).toEqual(
      {
        name: 'Mariana Souza',
        numbers: ['+55 1198888-7777'],
      },
    );
  });

  it('gives an empty card for junk', () => {
    expect(parseVCard('')).toEqual({ name: '', numbers: [] });
    expect(parseVCard('hello world')).toEqual({ name: '', numbers: [] });
    expect(parseVCard(':::\n;;;\nTEL:no digits\nFN:')).toEqual({ name: '', numbers: [] });
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (body) => {
        const card = parseVCard(body);
        expect(typeof card.name).toBe('string');
      }),
      { numRuns: 300 },
    );
  });
});

describe('documentParts and captionOf', () => {
  it('a body that is a file name is the name; none: the decoded last URL segment', () => {
    expect(documentParts('Contrato.pdf', URL_)).toEqual({ name: 'Contrato.pdf', caption: '' });
    expect(documentParts('', 'https://ex.com/a/Nota%20fiscal.pdf?x=1')).toEqual({
      name: 'Nota fiscal.pdf',
      caption: '',
    });
    expect(documentParts('  ', 'https://ex.com/a/%E0%A4%A.pdf').name).toBe('%E0%A4%A.pdf');
    expect(documentParts('', null)).toEqual({ name: '', caption: '' });
  });

  it('a body that reads as a sentence is the caption, and the name comes from the URL', () => {
    expect(documentParts('Segue a *nota* do pedido', 'https://ex.com/a/nota-48213.pdf')).toEqual({
      name: 'nota-48213.pdf',
      caption: 'Segue a *nota* do pedido',
    });
    // A name with spaces is still a name; a number is no extension.
    expect(documentParts('Nota fiscal 2.PDF', 'https://ex.com/a/x.pdf')).toEqual({
      name: 'Nota fiscal 2.PDF',
      caption: '',
    });
    expect(documentParts('Custa 10.50', 'https://ex.com/a/x.pdf')).toEqual({
      name: 'x.pdf',
      caption: 'Custa 10.50',
    });
    // One word without an extension is no file name either.
    expect(documentParts('Segue', 'https://ex.com/a/nota.pdf')).toEqual({
      name: 'nota.pdf',
      caption: 'Segue',
    });
    // The stored name repeated is no caption, whatever it looks like.
    expect(documentParts('Nota fiscal.pdf', 'https://ex.com/a/Nota%20fiscal.pdf')).toEqual({
      name: 'Nota fiscal.pdf',
      caption: '',
    });
  });

  it('drops a caption that only repeats the file name', () => {
    expect(captionOf('file.pdf', URL_)).toBe('');
    expect(captionOf('Olha isso', URL_)).toBe('Olha isso');
    expect(captionOf('', URL_)).toBe('');
  });
});

describe('ackState (S1 §4.2)', () => {
  it('maps each ack', () => {
    expect(ackState(0)).toBe('pending');
    expect(ackState(1)).toBe('sent');
    expect(ackState(2)).toBe('delivered');
    expect(ackState(3)).toBe('read');
    expect(ackState(4)).toBe('readBlue');
    expect(ackState(5)).toBe('readBlue');
  });

  it('treats missing or nonsense as pending', () => {
    for (const ack of [null, undefined, -1, Number.NaN]) expect(ackState(ack), String(ack)).toBe('pending');
  });
});

describe('kindOfType', () => {
  it('names the kind without a URL, unknown types as text', () => {
    expect(kindOfType('image')).toBe('image');
    expect(kindOfType('ptt')).toBe('audio');
    expect(kindOfType('vcard')).toBe('vcard');
    expect(kindOfType('__proto__')).toBe('text');
    expect(kindOfType(null)).toBe('text');
  });
});
