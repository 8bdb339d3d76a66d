export const SHOP_NAME = 'Casa Filipina Furniture';
const PRIMARY = '#c62828';

/** What a template produces; the caller adds the recipient. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailBody {
  greeting: string;
  paragraphs: string[];
  /** A button in HTML; the bare link on its own line in text. */
  action?: { label: string; url: string };
  /** A one-time code shown large. */
  code?: string;
  /** Small print under the action (expiry, "you did not ask for this"). */
  notes?: string[];
}

/** `${publicUrl}/verify/abc`, keeping any path prefix of PUBLIC_URL. */
export function publicLink(publicUrl: string, pathname: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/${pathname.replace(/^\/+/, '')}`;
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One layout for every account mail: the shop's name on top, plain text beside the HTML. */
export function composeMail(subject: string, body: MailBody): MailContent {
  return { subject, text: textOf(body), html: htmlOf(subject, body) };
}

function textOf(body: MailBody): string {
  const lines = [body.greeting, ''];
  for (const paragraph of body.paragraphs) lines.push(paragraph, '');
  if (body.code) lines.push(`    ${body.code}`, '');
  if (body.action) lines.push(`${body.action.label}:`, body.action.url, '');
  for (const note of body.notes ?? []) lines.push(note, '');
  lines.push(`— ${SHOP_NAME}`, '');
  return lines.join('\n');
}

function htmlOf(subject: string, body: MailBody): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5;color:#212121">${escapeHtml(text)}</p>`;
  const small = (text: string) =>
    `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:#616161">${escapeHtml(text)}</p>`;
  const parts = [p(body.greeting), ...body.paragraphs.map(p)];
  if (body.code) {
    parts.push(
      `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;color:#212121">${escapeHtml(body.code)}</p>`,
    );
  }
  if (body.action) {
    const url = escapeHtml(body.action.url);
    parts.push(
      `<p style="margin:8px 0 24px"><a href="${url}" style="display:inline-block;padding:12px 24px;background:${PRIMARY};color:#ffffff;text-decoration:none;border-radius:4px;font-weight:600">${escapeHtml(body.action.label)}</a></p>`,
      small('If the button does not work, copy this link into your browser:'),
      `<p style="margin:0 0 16px;font-size:13px;word-break:break-all"><a href="${url}" style="color:${PRIMARY}">${url}</a></p>`,
    );
  }
  parts.push(...(body.notes ?? []).map(small));
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px 8px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center">',
    // Fluid up to 560 px, so a phone shows the whole mail without sideways scrolling.
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="width:100%;max-width:560px;background:#ffffff;border-radius:8px">',
    `<tr><td style="padding:20px;border-bottom:4px solid ${PRIMARY};font-size:20px;font-weight:700;color:${PRIMARY}">${escapeHtml(SHOP_NAME)}</td></tr>`,
    `<tr><td style="padding:24px 20px">${parts.join('')}</td></tr>`,
    `<tr><td style="padding:16px 20px;font-size:12px;color:#9e9e9e">${escapeHtml(SHOP_NAME)} · Customer care 8am-5pm, Mondays-Saturdays</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}
