export const TEST_PROJECT_ID = 'test-shop';
export const TEST_PRODUCT_COUNT = 72;
