import TextField from '@mui/material/TextField';
import { useBranches } from '../api/get-branches';
import { useBranchScope } from '../hooks/use-branch-scope';
import { useBranchStore } from '../stores/branch';

export interface BranchSelectProps {
  label?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/** Picks the branch whose prices and stock the shop shows; the choice is kept in storage. */
export function BranchSelect({ label = 'Branch', size = 'small', fullWidth }: BranchSelectProps) {
  const { data: branches = [] } = useBranches();
  const { branchId } = useBranchScope();
  const setBranch = useBranchStore((state) => state.setBranch);
  if (branches.length === 0) return null;
  return (
    <TextField
      select
      label={label}
      size={size}
      fullWidth={fullWidth}
      value={branchId ?? ''}
      onChange={(event) => {
        const branch = branches.find((entry) => entry._id === event.target.value);
        if (branch) setBranch(branch);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {branchId ? null : <option value="">Choose a branch</option>}
      {branches.map((branch) => (
        <option key={branch._id} value={branch._id}>
          {branch.name}
        </option>
      ))}
    </TextField>
  );
}
