import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminBranch } from '@shop/shared/admin/branches';
import { ActionsHeaderCell } from '../../../components/admin/actions-header-cell';
import { useBranches } from '../api/get-branches';

/** Every branch, active or not, with its code, place, hours and contacts. */
export function BranchesTable({
  onEdit,
  onDelete,
}: {
  onEdit: (branch: AdminBranch) => void;
  onDelete: (branch: AdminBranch) => void;
}) {
  const branches = useBranches();
  if (branches.isError) return <Alert severity="error">{branches.error.message}</Alert>;
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Branches">
        <TableHead>
          <TableRow>
            <TableCell>Branch</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Where</TableCell>
            <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>Hours</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Contact</TableCell>
            <TableCell>Status</TableCell>
            <ActionsHeaderCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {branches.data?.map((branch) => (
            <TableRow key={branch.id} hover>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>{branch.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {branch.code} · /{branch.friendlyUrl}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                {branch.address}
                <Typography variant="body2" color="text.secondary">
                  {branch.city}, {branch.province}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', lg: 'table-cell' } }}>
                {branch.hours}
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                {branch.phone}
                <Typography variant="body2" color="text.secondary">
                  {branch.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                  <Chip
                    size="small"
                    label={branch.isActive ? 'Active' : 'Inactive'}
                    color={branch.isActive ? 'success' : 'default'}
                  />
                  {branch.isDefault ? <Chip size="small" color="primary" label="Default" /> : null}
                </Stack>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton aria-label={`Edit ${branch.name}`} onClick={() => onEdit(branch)}>
                  <EditIcon />
                </IconButton>
                <IconButton
                  aria-label={`Delete ${branch.name}`}
                  onClick={() => onDelete(branch)}
                  disabled={branch.isDefault}
                >
                  <DeleteIcon />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
