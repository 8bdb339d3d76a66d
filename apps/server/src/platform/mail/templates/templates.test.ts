import { describe, expect, it } from 'vitest';
import { publicLink, SHOP_NAME } from './layout';
import { oneTimeCodeMail } from './one-time-code';
import { passwordResetMail } from './password-reset';
import { verificationMail } from './verification';
import { welcomeMail } from './welcome';

describe('account mail templates', () => {
  it('builds links from PUBLIC_URL, keeping a path prefix and dropping a trailing slash', () => {
    expect(publicLink('https://shop.example.ph/', '/verify/abc')).toBe(
      'https://shop.example.ph/verify/abc',
    );
    expect(publicLink('https://example.ph/shop', 'verify/abc')).toBe(
      'https://example.ph/shop/verify/abc',
    );
  });

  it('puts the verification link in both the text and the HTML', () => {
    const mail = verificationMail({
      publicUrl: 'https://shop.example.ph',
      firstName: 'Juan',
      token: 'tok_123',
    });
    expect(mail.subject).toBe(`Verify your e-mail address for ${SHOP_NAME}`);
    expect(mail.text).toContain('Hi Juan,');
    expect(mail.text).toContain('https://shop.example.ph/verify/tok_123');
    expect(mail.html).toContain('href="https://shop.example.ph/verify/tok_123"');
    expect(mail.html).toContain(SHOP_NAME);
  });

  it('links the reset mail to /change-password/{token}', () => {
    const mail = passwordResetMail({
      publicUrl: 'http://localhost:3000',
      firstName: 'Ana',
      token: 't',
    });
    expect(mail.text).toContain('http://localhost:3000/change-password/t');
    expect(mail.text).toContain('expires in 1 hour');
  });

  it('escapes what the customer typed', () => {
    const mail = welcomeMail({ publicUrl: 'http://localhost:3000', firstName: '<b>Jo</b>' });
    expect(mail.html).toContain('Hi &lt;b&gt;Jo&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Jo</b>');
    expect(mail.text).toContain('Hi <b>Jo</b>,');
  });

  it('shows the one-time code and how long it lasts', () => {
    const mail = oneTimeCodeMail({ firstName: 'Pedro', code: '042917', minutes: 10 });
    expect(mail.subject).toContain('042917');
    expect(mail.text).toContain('042917');
    expect(mail.html).toContain('042917');
    expect(mail.text).toContain('expires in 10 minutes');
  });
});
