import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { toDisplayMessages } from '../../lib/error-messages';

/** A form's errors (the server's or its own), one alert each. */
export function ErrorAlerts({ messages }: { messages: readonly string[] }) {
  return messages.map((message) => (
    <Alert key={message} severity="error">
      {message}
    </Alert>
  ));
}

/** Why a send failed, in one alert: the message, or a list when there are several. */
export function ErrorNotice({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </Box>
      )}
    </Alert>
  );
}

/** A failed request's messages under the fields of a form or dialog (nothing while there is none). */
export function RequestError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert severity="error" sx={{ mt: 2 }}>
      {toDisplayMessages(error).join(' ')}
    </Alert>
  );
}
