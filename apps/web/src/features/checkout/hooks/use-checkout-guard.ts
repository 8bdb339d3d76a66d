import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNoticesStore } from '../../../components/notifications/notices-store';
import { paths } from '../../../config/paths';
import { NOTHING_CHECKED } from '../checkout-messages';

/** Sends the shopper back to the cart, with a word why, when nothing (left) is ticked for checkout. */
export function useCheckoutGuard(empty: boolean, disabled = false) {
  const navigate = useNavigate();
  const showNotice = useNoticesStore((state) => state.showNotice);
  useEffect(() => {
    if (!empty || disabled) return;
    showNotice({ msg: NOTHING_CHECKED, color: 'warning', icon: 'warning' });
    void navigate(paths.cart.getHref(), { replace: true });
  }, [empty, disabled, navigate, showNotice]);
}
