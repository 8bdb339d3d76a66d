import { SelectFilter } from '../../../components/admin/filter-bar';
import { useBranchOptions } from '../api/get-branches';

export interface BranchFilterProps {
  branchId: string | undefined;
  onChange: (changes: { branchId: string | undefined }) => void;
}

/** The stock lists' branch filter: the URL's branch shows once the branches have come. */
export function BranchFilter({ branchId, onChange }: BranchFilterProps) {
  const branches = useBranchOptions();
  return (
    <SelectFilter
      label="Branch"
      value={branches.loaded ? (branchId ?? '') : ''}
      onChange={(next) => onChange({ branchId: next })}
      allLabel="All branches"
      options={branches.options}
      minWidth={200}
    />
  );
}
