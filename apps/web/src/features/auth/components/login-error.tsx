import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';

export interface LoginErrorProps {
  message: string;
  onSignUp?: () => void;
}

/**
 * Spec section 8: a message containing "not exist" is red with a "Sign up here" link; any
 * other message is in the primary colour.
 */
export function LoginError({ message, onSignUp }: LoginErrorProps) {
  const missing = message.includes('not exist');
  return (
    <Typography
      role="alert"
      variant="body2"
      sx={{ color: missing ? 'error.main' : 'primary.main', fontWeight: 500 }}
    >
      {message}
      {missing ? (
        <>
          {' '}
          <Link component={RouterLink} to={paths.signUp.getHref()} onClick={onSignUp}>
            Sign up here
          </Link>
        </>
      ) : null}
    </Typography>
  );
}
