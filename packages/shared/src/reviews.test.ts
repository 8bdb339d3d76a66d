import { describe, expect, it } from 'vitest';
import {
  hideReviewSchema,
  isReviewableOrderStatus,
  ratingLabel,
  reviewBodySchema,
  reviewerDisplayName,
  summariseRatings,
} from './reviews';
import { maxLengthMessage, REQUIRED_MESSAGE } from './validation/messages';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('who may review', () => {
  it('allows delivered, received, complete and returned orders only', () => {
    for (const status of ['delivered_confirm_receipt', 'order_received', 'order_complete']) {
      expect(isReviewableOrderStatus(status)).toBe(true);
    }
    expect(isReviewableOrderStatus('return_request')).toBe(true);
    for (const status of ['order_placed', 'processing', 'shipped', 'cancelled_customer']) {
      expect(isReviewableOrderStatus(status)).toBe(false);
    }
  });
});

describe('reviewer name', () => {
  it('shows the first name and the last initial only', () => {
    expect(reviewerDisplayName('Maria', 'santos')).toBe('Maria S.');
    expect(reviewerDisplayName(' Jun ', '')).toBe('Jun');
    expect(reviewerDisplayName('', '')).toBe('Customer');
  });
});

describe('rating summary', () => {
  it('averages to one decimal and lists 5 stars first', () => {
    const summary = summariseRatings([1, 1, 0, 0, 1]);
    expect(summary).toEqual({
      average: 3.3,
      count: 3,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 1 },
        { stars: 3, count: 0 },
        { stars: 2, count: 0 },
        { stars: 1, count: 1 },
      ],
    });
    expect(summariseRatings([0, 0, 0, 0, 0])).toBeNull();
    expect(ratingLabel(4, 1)).toBe('4.0 out of 5 stars, 1 review');
  });
});

describe('review form', () => {
  const valid = { productId: 'p1', rating: 4, text: 'Sturdy and comfortable.' };

  it('accepts 1 to 5 stars with a text', () => {
    expect(reviewBodySchema.parse(valid)).toEqual({ ...valid, photoIds: [] });
  });

  it('asks for the stars and the text with the spec message', () => {
    expect(messageOf(reviewBodySchema.safeParse({ ...valid, rating: undefined }))).toBe(
      REQUIRED_MESSAGE,
    );
    expect(messageOf(reviewBodySchema.safeParse({ ...valid, text: '   ' }))).toBe(REQUIRED_MESSAGE);
    expect(messageOf(reviewBodySchema.safeParse({ ...valid, rating: 6 }))).toBe(
      'Choose from 1 to 5 stars.',
    );
  });

  it('caps the text and the photos', () => {
    expect(messageOf(reviewBodySchema.safeParse({ ...valid, text: 'a'.repeat(2001) }))).toBe(
      maxLengthMessage(2000),
    );
    expect(
      reviewBodySchema.safeParse({ ...valid, photoIds: ['a', 'b', 'c', 'd', 'e'] }).success,
    ).toBe(false);
  });

  it('needs a reason to hide a review', () => {
    expect(messageOf(hideReviewSchema.safeParse({ reason: '' }))).toBe(REQUIRED_MESSAGE);
  });
});
