import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAQS } from '../../src/seed/content/faqs';
import { seedContentIfEmpty } from '../../src/seed/content/index';
import { createTestApp, type TestApp } from '../app';
import { TEST_PROJECT_ID } from '../database';

interface Faq {
  _id: string;
  question: string;
  answer: string;
  category: string;
  sort_order: number;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedContentIfEmpty(t.database.db, { projectId: TEST_PROJECT_ID });
});
afterAll(() => t.close());

const faqs = async (query = '') =>
  (await t.app.inject({ url: `/api/v1/public/faqs${query}` })).json().data as Faq[];

describe('GET /api/v1/public/faqs', () => {
  it('lists every question by category order, then by its order in the category', async () => {
    const data = await faqs();
    expect(data.length).toBeGreaterThanOrEqual(15);
    expect([...new Set(data.map((faq) => faq.category))]).toEqual([
      'Orders',
      'Delivery',
      'Payment',
      'Returns',
      'Assembly',
      'Warranty & Protection Plans',
      'Account',
    ]);
    expect(data.map((faq) => faq.question)).toEqual(
      FAQS.flatMap((group) => group.questions.map((item) => item.question)),
    );
    expect(data[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      question: 'How do I place an order?',
      answer: expect.stringContaining('Add the items you want to your cart'),
      category: 'Orders',
      sort_order: 0,
    });
    expect(data.filter((faq) => faq.category === 'Returns').map((faq) => faq.sort_order)).toEqual([
      0, 1, 2,
    ]);
  });

  it('searches questions and answers, in any case', async () => {
    const byQuestion = await faqs('?search=PASSWORD');
    expect(byQuestion.map((faq) => faq.question)).toEqual(['I forgot my password. What do I do?']);
    const byAnswer = await faqs('?search=gcash');
    expect(byAnswer.map((faq) => faq.question)).toEqual(['What payment methods do you accept?']);
    for (const faq of await faqs('?search=assembl')) {
      expect(`${faq.question} ${faq.answer}`.toLowerCase()).toContain('assembl');
    }
  });

  it('treats search text literally and a blank search as none', async () => {
    const percent = await faqs('?search=%25');
    expect(percent.map((faq) => faq.question)).toEqual([
      'Do you offer installment payments?',
      'Are your prices inclusive of VAT?',
    ]);
    expect(await faqs('?search=_')).toEqual([]);
    expect(await faqs('?search=%20%20')).toHaveLength((await faqs()).length);
  });

  it('sends an ETag and answers 304 to a matching If-None-Match', async () => {
    const first = await t.app.inject({ url: '/api/v1/public/faqs' });
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300');
    const again = await t.app.inject({
      url: '/api/v1/public/faqs',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /api/v1/public/pages/about-us', () => {
  it('returns the page with its sections as HTML and their illustrations', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/pages/about-us' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: {
        title: string;
        intro: string;
        sections: {
          _id: string;
          heading: string;
          html: string;
          image: { url: string; alt: string; width: number; height: number } | null;
        }[];
      };
    };
    expect(data.title).toBe('About Us');
    expect(data.intro).toContain('Casa Filipina Furniture');
    expect(data.sections.map((section) => section.heading)).toEqual([
      'Our story',
      'Made for Filipino homes',
      'Visit a showroom',
      'Our promise',
    ]);
    const [story, , showroom, promise] = data.sections;
    expect(story?.html).toContain('<em>lechon</em>');
    expect(story?.image).toEqual({
      url: expect.stringMatching(/^\/media\/about-us-1-[0-9a-f]+\.svg$/),
      alt: 'Illustration of a narra dining set and buffet, the first pieces we made',
      width: 1200,
      height: 600,
    });
    expect(showroom?.html).toContain('<a href="/our-locations">Our Locations</a>');
    expect(promise?.image).toBeNull();
    const image = await t.app.inject({ url: story?.image?.url ?? '' });
    expect(image.headers['content-type']).toContain('image/svg+xml');
  });

  it('answers 404 for a page that does not exist', async () => {
    const response = await t.app.inject({ url: '/api/v1/public/pages/careers' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'The page does not exist.' });
  });
});

describe('seeding', () => {
  it('does not seed the content twice', async () => {
    const before = (await faqs()).length;
    await seedContentIfEmpty(t.database.db, { projectId: TEST_PROJECT_ID });
    expect(await faqs()).toHaveLength(before);
    const blogs = (await t.app.inject({ url: '/api/v1/public/blogs' })).json();
    expect(blogs.meta.total).toBe(7);
  });
});
