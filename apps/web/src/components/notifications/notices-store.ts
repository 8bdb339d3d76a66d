import {
  NOTICE_DEFAULT_COLOR,
  NOTICE_DEFAULT_ICON,
  SNACKBAR_POSITION,
} from '@shop/shared/constants';
import { create } from 'zustand';

export type NoticePosition =
  'top right' | 'top left' | 'top center' | 'bottom right' | 'bottom left' | 'bottom center';
export type NoticeIcon = 'check-circle' | 'error' | 'warning' | 'info';
export type NoticeColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';

/** The snackbar notice of spec section 3. */
export interface Notice {
  show: boolean;
  msg: string;
  position: NoticePosition;
  icon: NoticeIcon;
  color: NoticeColor;
}

export interface Toast {
  id: number;
  msg: string;
  color: NoticeColor;
}

interface NoticesState {
  notice: Notice;
  toasts: Toast[];
  showNotice: (notice: Pick<Notice, 'msg'> & Partial<Omit<Notice, 'show' | 'msg'>>) => void;
  hideNotice: () => void;
  pushToast: (toast: Pick<Toast, 'msg'> & Partial<Pick<Toast, 'color'>>) => void;
  dismissToast: (id: number) => void;
}

const defaultNotice: Notice = {
  show: false,
  msg: '',
  position: SNACKBAR_POSITION,
  icon: NOTICE_DEFAULT_ICON,
  color: NOTICE_DEFAULT_COLOR,
};

/**
 * Toasts confirm what the shopper just did ('Address saved.', 'Successfully logged in.'): they are
 * green unless told otherwise. The spec's primary default belongs to the snackbar notice.
 */
const TOAST_DEFAULT_COLOR: NoticeColor = 'success';

let nextToastId = 1;

export const useNoticesStore = create<NoticesState>()((set) => ({
  notice: defaultNotice,
  toasts: [],
  showNotice: (notice) => set({ notice: { ...defaultNotice, ...notice, show: true } }),
  hideNotice: () => set((state) => ({ notice: { ...state.notice, show: false } })),
  pushToast: ({ msg, color = TOAST_DEFAULT_COLOR }) =>
    set((state) => ({ toasts: [...state.toasts, { id: nextToastId++, msg, color }] })),
  dismissToast: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
}));
