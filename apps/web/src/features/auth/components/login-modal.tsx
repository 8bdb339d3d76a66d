import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { LOGIN_MODAL_WIDTH } from '@shop/shared/constants';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useUiStore } from '../../../lib/ui-store';
import type { LoginData } from '../api/login';
import { useRefreshLogin } from '../api/refresh-login';
import { completeLogin } from '../hooks/use-complete-login';
import { useRememberedStore } from '../stores/remembered-credentials';
import { LoginForm } from './login-form';
import { LoginSuccessCard } from './login-success-card';
import { RememberedAccountPanel } from './remembered-account-panel';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

type View =
  | { name: 'form' }
  | { name: 'remembered' }
  | { name: 'success'; data: LoginData; remembered: boolean };

/**
 * The login entry point (spec section 2: 500 px wide, persistent — a click on the backdrop
 * does not close it; Escape and Close do, so keyboard users are never trapped). Closing resets
 * it: the form is remounted empty, and a remembered device shows its panel next time.
 */
export function LoginModal({ open, onClose }: LoginModalProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const returnTo = useUiStore((state) => state.loginReturnTo);
  const home = paths.home.getHref();
  const continueLeadsHome = returnTo === home || (!returnTo && pathname === home);
  const credentials = useRememberedStore((state) => state.credentials);
  const [view, setView] = useState<View>(() =>
    credentials ? { name: 'remembered' } : { name: 'form' },
  );
  // A new key remounts the form: fields, toggle and error start over.
  const [formKey, setFormKey] = useState(0);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const refreshMutation = useRefreshLogin();

  const initialView = (): View =>
    useRememberedStore.getState().credentials ? { name: 'remembered' } : { name: 'form' };

  const close = () => {
    onClose();
    setView(initialView());
    setFormKey((key) => key + 1);
    setRefreshError(null);
  };

  const succeed = (data: LoginData, remembered: boolean) => {
    completeLogin(data, remembered);
    setView({
      name: 'success',
      data,
      remembered: useRememberedStore.getState().credentials !== null,
    });
  };

  const continueAsRemembered = async () => {
    if (!credentials) return;
    setRefreshError(null);
    const result = await refreshMutation.mutateAsync({
      email: credentials.email,
      deviceId: credentials.deviceId,
      refreshToken: credentials.refreshToken,
    });
    if (result.ok) {
      succeed(result.data, true);
      return;
    }
    if (result.status === 401) {
      // The device is no longer remembered by the server: fall back to the form.
      useRememberedStore.getState().forget();
      setView({ name: 'form' });
      return;
    }
    setRefreshError(
      result.status >= 500 || result.status === 0 ? GENERIC_ERROR_MESSAGE : result.message,
    );
  };

  const title = view.name === 'success' ? 'Welcome' : 'Log in';

  return (
    <Dialog
      open={open}
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') close();
      }}
      aria-labelledby={titleId}
      slotProps={{
        paper: { sx: { width: LOGIN_MODAL_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } },
      }}
    >
      <DialogTitle id={titleId} component="h2" sx={{ pr: 6 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={close}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 1 }}>
        {view.name === 'success' ? (
          <LoginSuccessCard
            firstName={view.data.firstName}
            lastName={view.data.lastName}
            email={view.data.email}
            remembered={view.remembered}
            continueLabel={continueLeadsHome ? 'Continue to Home' : 'Continue'}
            onContinue={() => {
              close();
              // The shopper keeps their place: the page they signed in from, or where they
              // were heading when the sign-in was asked for.
              if (returnTo) void navigate(returnTo);
            }}
            onAnotherAccount={() => {
              setFormKey((key) => key + 1);
              setView({ name: 'form' });
            }}
          />
        ) : view.name === 'remembered' && credentials ? (
          <RememberedAccountPanel
            credentials={credentials}
            pending={refreshMutation.isPending}
            error={refreshError}
            onContinue={() => void continueAsRemembered()}
            onUseAnother={() => {
              setRefreshError(null);
              setView({ name: 'form' });
            }}
          />
        ) : (
          <LoginForm key={formKey} onSuccess={succeed} onNavigate={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}
