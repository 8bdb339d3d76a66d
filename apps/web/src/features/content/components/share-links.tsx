import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useNoticesStore } from '../../../components/notifications/notices-store';

export interface ShareLinksProps {
  title: string;
  /** Absolute address of the page being shared. */
  url: string;
}

const buttonSx = {
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  bgcolor: 'background.paper',
  '&:hover': { color: 'primary.main', borderColor: 'primary.main', bgcolor: 'background.paper' },
} as const;

export function shareTargets(title: string, url: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}

async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    return false;
  }
}

/** Share an article on Facebook or X, by e-mail, or copy its address. */
export function ShareLinks({ title, url }: ShareLinksProps) {
  const pushToast = useNoticesStore((state) => state.pushToast);
  const targets = shareTargets(title, url);
  const copy = async () => {
    const copied = await copyText(url);
    pushToast(
      copied
        ? { msg: 'Link copied to the clipboard.', color: 'success' }
        : { msg: `Copy this link: ${url}`, color: 'info' },
    );
  };
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Typography
        component="span"
        sx={{ fontWeight: 600, mr: 0.5, width: { xs: '100%', sm: 'auto' } }}
      >
        Share this article
      </Typography>
      <IconButton
        component="a"
        href={targets.facebook}
        {...external}
        aria-label="Share on Facebook (opens in a new tab)"
        sx={buttonSx}
      >
        <FacebookIcon />
      </IconButton>
      <IconButton
        component="a"
        href={targets.x}
        {...external}
        aria-label="Share on X (opens in a new tab)"
        sx={buttonSx}
      >
        <XIcon />
      </IconButton>
      <IconButton component="a" href={targets.email} aria-label="Share by e-mail" sx={buttonSx}>
        <EmailIcon />
      </IconButton>
      <IconButton aria-label="Copy link to this article" onClick={() => void copy()} sx={buttonSx}>
        <ContentCopyIcon />
      </IconButton>
    </Box>
  );
}
