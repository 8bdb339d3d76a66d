import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  STAFF_ROLE_DESCRIPTIONS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@shop/shared/admin/staff';
import { useId, useState } from 'react';

export interface ChangeRoleDialogProps {
  member: StaffMember;
  pending: boolean;
  onConfirm: (role: StaffRole) => void;
  onCancel: () => void;
}

export function ChangeRoleDialog({ member, pending, onConfirm, onCancel }: ChangeRoleDialogProps) {
  const titleId = useId();
  const [role, setRole] = useState<StaffRole>(member.role);
  return (
    <Dialog open onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>
        Change the role of {member.firstName} {member.lastName}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Their open sessions end: they sign in again with the new role.
        </DialogContentText>
        <RadioGroup
          aria-labelledby={titleId}
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        >
          {STAFF_ROLES.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={`${STAFF_ROLE_LABELS[option]} — ${STAFF_ROLE_DESCRIPTIONS[option]}`}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          variant="contained"
          disabled={pending || role === member.role}
          onClick={() => onConfirm(role)}
        >
          Change role
        </Button>
      </DialogActions>
    </Dialog>
  );
}
