import { waitForMails } from '../support/content';
import {
  DESKTOP,
  PHONE,
  afterInvalidSubmit,
  expect,
  expectAccessible,
  snapshot,
  test,
} from '../support/fixtures';

interface BlogSummary {
  title: string;
  slug: string;
  tags: string[];
}

test.use({ viewport: DESKTOP });

test.describe('content pages', () => {
  // Each journey takes full-page screenshots at two sizes and runs axe several times.
  test.describe.configure({ timeout: 90_000 });

  test('read a blog from the list, filtered by a tag', async ({ page, request }) => {
    const list = (await (await request.get('/api/v1/public/blogs')).json()) as {
      data: BlogSummary[];
      meta: { total: number };
    };
    expect(list.data.length).toBeGreaterThan(0);
    const first = list.data[0]!;

    await page.goto('/blogs');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(Math.min(list.data.length, 9));
    await expect(main.getByRole('heading', { level: 2, name: first.title })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'blogs-desktop');

    const tag = first.tags[0]!;
    const filter = main.getByRole('list', { name: 'Filter articles by tag' });
    await filter.getByRole('button', { name: tag, exact: true }).click();
    await expect(page).toHaveURL(`/blogs?tag=${encodeURIComponent(tag).replace(/%20/g, '+')}`);
    await expect(filter.getByRole('button', { name: tag, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Retried until the filtered list has replaced the full one: every card left carries the tag.
    const cards = main.getByRole('article');
    await expect(cards.filter({ hasNotText: tag })).toHaveCount(0);
    await expect(cards.first()).toContainText(tag);

    await main.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(`/blog/detail/${first.slug}`);
    await expect(main.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
    await expect(page).toHaveTitle(`${first.title} | Casa Filipina Furniture`);
    // The body is the server's HTML, with its own headings below the title.
    await expect(
      main.getByRole('article').getByRole('heading', { level: 2 }).first(),
    ).toBeVisible();
    await expect(
      main.getByRole('link', { name: 'Share on Facebook (opens in a new tab)' }),
    ).toHaveAttribute('href', /facebook\.com\/sharer/);
    await expect(main.getByRole('link', { name: 'Share on X (opens in a new tab)' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(main.getByRole('button', { name: 'Copy link to this article' })).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'blog-details-desktop');

    await page.setViewportSize(PHONE);
    await snapshot(page, 'blog-details-phone');
    await page.goto('/blogs');
    await expect(main.getByRole('article').first()).toBeVisible();
    await snapshot(page, 'blogs-phone');
    await expectAccessible(page);
  });

  test('search the FAQs and open an answer with the keyboard', async ({ page }) => {
    await page.goto('/faqs');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'FAQs' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Orders' })).toBeVisible();
    await expectAccessible(page);

    const search = main.getByRole('searchbox', { name: 'Search the FAQs' });
    await search.fill('installment');
    const question = main.getByRole('button', { name: 'Do you offer installment payments?' });
    await expect(question).toBeVisible();
    await expect(main.getByRole('button', { name: 'How do I place an order?' })).toBeHidden();
    await expect(main.getByText(/of \d+ questions match “installment”/)).toBeVisible();

    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      main.getByRole('region', { name: 'Do you offer installment payments?' }),
    ).toContainText('12 months');
    await expectAccessible(page);
    await snapshot(page, 'faqs-search-desktop');

    await search.fill('zebra sofa warranty typhoon');
    await expect(main.getByText('No matching results found')).toBeVisible();

    await search.fill('');
    await expect(main.getByRole('button', { name: 'How do I place an order?' })).toBeVisible();
    await snapshot(page, 'faqs-desktop');
    await page.setViewportSize(PHONE);
    await snapshot(page, 'faqs-phone');
  });

  test('submit the contact form and find the mail in the outbox', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Send us a message' });
    await expect(form).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'contact-us-desktop');

    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('This field is required.')).toHaveCount(5);
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await afterInvalidSubmit(page);
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('8171234567');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Mobile number is invalid.')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize(PHONE);
    await snapshot(page, 'contact-us-errors-phone');
    await page.setViewportSize(DESKTOP);

    const subject = `Antipolo delivery ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Name' }).fill('Maria Dela Cruz');
    await form.getByRole('textbox', { name: 'E-mail address' }).fill('maria.delacruz@example.ph');
    await form.getByRole('textbox', { name: 'Mobile number' }).fill('0917 123 4567');
    await form.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await form
      .getByRole('textbox', { name: 'Message' })
      .fill('Can you deliver a narra dining table to Antipolo next Saturday?');
    await form.getByRole('button', { name: 'Send message' }).click();

    await expect(page).toHaveURL('/thank-you');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Thank You for Contacting Us' }),
    ).toBeVisible();
    await expect(main).toContainText('Salamat, Maria Dela Cruz!');
    await expectAccessible(page);
    await snapshot(page, 'contact-thank-you-desktop');
    await page.setViewportSize(PHONE);
    await snapshot(page, 'contact-thank-you-phone');

    // The shop's notification and the sender's copy, both in DATA_DIR/mail.
    const [toShop] = await waitForMails([`Subject: Contact form: ${subject}`], 1);
    expect(toShop!.raw).toContain('To: hello@casafilipina.ph');
    expect(toShop!.raw).toContain('Reply-To: maria.delacruz@example.ph');
    expect(toShop!.raw).toContain('Mobile: +63 917 123 4567');
    const [copy] = await waitForMails([`Subject: We received your message: ${subject}`], 1);
    expect(copy!.raw).toContain('To: maria.delacruz@example.ph');
  });

  test('our locations: a card per branch, a map link and choosing a branch', async ({
    page,
    request,
  }) => {
    const branches = (await (
      await request.get('/api/v1/public/branches/dropdown?perPage=999&status=ACTIVE')
    ).json()) as { data: { _id: string; name: string; latitude: number; longitude: number }[] };
    const chosen = branches.data.find((branch) => branch.latitude !== null)!;

    await page.goto('/our-locations');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Our Locations' })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(branches.data.length);
    const card = main.getByRole('article', { name: chosen.name });
    await expect(
      card.getByRole('link', { name: 'View on map (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      `https://www.google.com/maps/search/?api=1&query=${chosen.latitude},${chosen.longitude}`,
    );
    await expect(card.getByRole('link', { name: /^0|^\(/ }).first()).toHaveAttribute(
      'href',
      /^tel:\+63\d+$/,
    );

    await card.getByRole('button', { name: 'Make this my branch' }).click();
    await expect(card.getByRole('button', { name: 'Selected branch' })).toBeVisible();
    await expect(card).toContainText('Your branch');
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('branch') ?? 'null')?._id),
    ).toBe(chosen._id);
    await page.reload();
    await expect(
      main.getByRole('article', { name: chosen.name }).getByRole('button', {
        name: 'Selected branch',
      }),
    ).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'our-locations-desktop');
    await page.setViewportSize(PHONE);
    await snapshot(page, 'our-locations-phone');
  });

  test('about us shows the story, and the footer modals carry the 18+ clause', async ({ page }) => {
    await page.goto('/about-us');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible();
    await expect(main.getByRole('img').first()).toBeVisible();
    await expectAccessible(page);
    await snapshot(page, 'about-us-desktop');

    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'General Terms and Conditions' }).click();
    const terms = page.getByRole('dialog', { name: 'General Terms and Conditions' });
    await expect(terms).toContainText('You must be at least 18 years old');
    await expect(terms).toContainText('consent and supervision of your parent or legal guardian');
    // The e2e server sets no LEGAL_* values, so counsel's placeholders show.
    await expect(terms).toContainText('Effective date: [Effective Date]');
    await expect(terms).toContainText('[Jurisdiction]');
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();

    await footer.getByRole('button', { name: 'Data Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Data Privacy Policy' });
    await expect(privacy).toContainText('Data Privacy Act of 2012');
    await expect(privacy).toContainText('If you are under 18');
    await page.keyboard.press('Escape');
    await expect(privacy).toBeHidden();

    await page.setViewportSize(PHONE);
    await snapshot(page, 'about-us-phone');
  });

  test('the maintenance page says so when the shop is open again', async ({ page }) => {
    await page.goto('/under-maintenance');
    const main = page.getByRole('main');
    // The shop is open on this server, so the page says so and offers the way back.
    await expect(main.getByRole('heading', { level: 1, name: 'We Are Open Again' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Go to the shop' })).toBeVisible();
    await expect(main).toContainText('8am-5pm, Mondays-Saturdays');
    await expectAccessible(page);
  });
});
