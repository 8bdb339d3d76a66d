import { describe, expect, it } from 'vitest';
import { countWords, firstParagraphText, isSafeUrl, renderMarkdown } from './markdown';

describe('isSafeUrl', () => {
  it.each([
    'https://example.ph',
    'http://example.ph/a?b=c',
    'mailto:care@example.ph',
    '/products',
    '#top',
    'relative/page',
    '//cdn.example.ph/x.png',
  ])('allows %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'tel:+6321234567',
  ])('refuses %j', (url) => {
    expect(isSafeUrl(url)).toBe(false);
  });
});

describe('renderMarkdown', () => {
  it('renders headings below the page title and lazy images', () => {
    expect(renderMarkdown('# Care\n\n![Narra table](/media/narra.svg)')).toBe(
      '<h2>Care</h2>\n<p><img src="/media/narra.svg" alt="Narra table" loading="lazy"></p>\n',
    );
  });

  it('escapes raw HTML, including event handlers', () => {
    expect(renderMarkdown('<b onclick="x()">hi</b>')).toBe(
      '<p>&lt;b onclick=“x()”&gt;hi&lt;/b&gt;</p>\n',
    );
  });
});

describe('text helpers', () => {
  it('take the first paragraph without markup', () => {
    expect(firstParagraphText('## Title\n\nHello **there**, [friend](/x)\nagain.\n\nMore.')).toBe(
      'Hello there, friend again.',
    );
  });

  it('count words of running text only', () => {
    expect(
      countWords('# One two\n\n- three\n- four — five\n\n```\nnot counted? yes counted\n```'),
    ).toBe(5);
  });
});
