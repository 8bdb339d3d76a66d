import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the tasks queued before it, not within the current one', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const waited = nextTask().then(() => order.push('next task'));
    await Promise.resolve();
    order.push('same task');
    await waited;
    expect(order).toEqual(['same task', 'queued task', 'next task']);
  });
});
