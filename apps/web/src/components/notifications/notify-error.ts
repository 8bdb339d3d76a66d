import { toDisplayMessages } from '../../lib/error-messages';
import { useNoticesStore } from './notices-store';

/**
 * Shows every message an error carries (spec section 8), one toast each. Apart from the store,
 * which the first load carries, so the message code loads with the screens that report errors.
 */
export function notifyError(error: unknown): void {
  const { pushToast } = useNoticesStore.getState();
  for (const msg of toDisplayMessages(error)) pushToast({ msg, color: 'error' });
}
