import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The top of a content tab: what the list is for, and the button that adds to it. */
export function PanelIntro({
  children,
  addLabel,
  onAdd,
}: {
  children: ReactNode;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
    >
      <Typography color="text.secondary">{children}</Typography>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
        {addLabel}
      </Button>
    </Stack>
  );
}
