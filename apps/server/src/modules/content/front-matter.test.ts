import { describe, expect, it } from 'vitest';
import { FrontMatterError, parseFrontMatter, splitList } from './front-matter';

describe('parseFrontMatter', () => {
  it('reads key: value lines and the body after the block', () => {
    const document = parseFrontMatter(
      '---\nTitle: "Hello: World"\n# a comment\n\nslug: hello\n---\n\nBody text.\n',
    );
    expect(document).toEqual({
      attributes: { title: 'Hello: World', slug: 'hello' },
      body: 'Body text.',
    });
  });

  it.each([
    ['no opening fence', 'title: x\n---\nBody', 'must start with a front matter block'],
    ['no closing fence', '---\ntitle: x\nBody', 'is not closed'],
    ['a line without a key', '---\ntitle: x\njust text\n---\nBody', 'Line 3 is not "key: value"'],
    ['a repeated key', '---\ntitle: x\nTitle: y\n---\nBody', 'Line 3 repeats "title"'],
  ])('rejects %s', (_, source, message) => {
    expect(() => parseFrontMatter(source)).toThrow(FrontMatterError);
    expect(() => parseFrontMatter(source)).toThrow(message);
  });
});

describe('splitList', () => {
  it('splits plain and bracketed lists', () => {
    expect(splitList('a, b ,c')).toEqual(['a', 'b', 'c']);
    expect(splitList("[wood care, 'narra']")).toEqual(['wood care', 'narra']);
    expect(splitList(undefined)).toEqual([]);
  });
});
