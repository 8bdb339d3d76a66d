import MarkdownIt from 'markdown-it';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const ALLOWED_SCHEME = /^(https?|mailto):/i;
const EXTERNAL = /^(https?:)?\/\//i;

/** Links and images may point at the web (http/https), a mail address, or a path of the shop. */
export function isSafeUrl(url: string): boolean {
  // Browsers drop control characters and spaces before reading a scheme; do the same first.
  const value = [...url].filter((char) => char > ' ' && char !== '\u007f').join('');
  return !SCHEME.test(value) || ALLOWED_SCHEME.test(value);
}

// Raw HTML is escaped, not passed through: authors write Markdown only.
const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
md.validateLink = isSafeUrl;

const renderDefault: NonNullable<typeof md.renderer.rules.link_open> = (
  tokens,
  idx,
  options,
  _env,
  self,
) => self.renderToken(tokens, idx, options);

md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = String(token?.attrGet('href') ?? '');
  if (token && EXTERNAL.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return renderDefault(tokens, idx, options, env, self);
};

const renderImage = md.renderer.rules.image;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  tokens[idx]?.attrSet('loading', 'lazy');
  return renderImage
    ? renderImage(tokens, idx, options, env, self)
    : renderDefault(tokens, idx, options, env, self);
};

// The page already shows the title as its only h1.
md.renderer.rules.heading_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  if (token?.tag === 'h1') token.tag = 'h2';
  return renderDefault(tokens, idx, options, env, self);
};
md.renderer.rules.heading_close = md.renderer.rules.heading_open;

/** Markdown to HTML that is safe to insert into a page: no raw HTML, no script URLs. */
export function renderMarkdown(source: string): string {
  return md.render(source);
}

/** The text of the first paragraph, without markup (for excerpts and descriptions). */
export function firstParagraphText(source: string): string {
  const tokens = md.parse(source, {});
  const start = tokens.findIndex((token) => token.type === 'paragraph_open');
  const inline = start === -1 ? undefined : tokens[start + 1];
  return (inline?.children ?? [])
    .map((child) =>
      child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.content,
    )
    .join('')
    .trim();
}

/** Words of running text, for the reading time. */
export function countWords(source: string): number {
  const text = md
    .parse(source, {})
    .filter((token) => token.type === 'inline')
    .map((token) => token.content)
    .join(' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
