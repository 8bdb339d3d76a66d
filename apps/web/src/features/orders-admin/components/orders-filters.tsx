import TextField from '@mui/material/TextField';
import {
  ORDER_STATUS_GROUP_NAMES,
  ORDER_STATUS_GROUPS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from '@shop/shared';
import {
  FULFILLMENT_LABELS,
  FULFILLMENT_TYPES,
  ORDER_STATUS_GROUP_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATE_LABELS,
  PAYMENT_STATES,
  type OrderListQuery,
} from '@shop/shared/admin/orders';
import { FilterBar, SearchField, SelectFilter } from '../../../components/admin/filter-bar';
import { useUrlText } from '../../../hooks/use-url-text';
import { useCouriers } from '../api/get-couriers';
import { usePickupBranches } from '../api/get-pickup-branches';

export interface OrdersFiltersProps {
  query: OrderListQuery;
  onChange: (changes: Record<string, string | undefined>) => void;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const GROUP_OPTIONS = options(ORDER_STATUS_GROUP_NAMES, ORDER_STATUS_GROUP_LABELS);
const PAYMENT_METHOD_OPTIONS = options(PAYMENT_METHODS, PAYMENT_METHOD_LABELS);
const PAYMENT_STATE_OPTIONS = options(PAYMENT_STATES, PAYMENT_STATE_LABELS);
const FULFILLMENT_OPTIONS = options(FULFILLMENT_TYPES, FULFILLMENT_LABELS);

/** Statuses of the chosen group (all without one), each with its code so twins tell apart. */
function statusOptions(group: OrderListQuery['group']) {
  const statuses: readonly OrderStatus[] = group ? ORDER_STATUS_GROUPS[group] : ORDER_STATUSES;
  return statuses.map((status) => ({
    value: status,
    label: `${ORDER_STATUS_LABELS[status]} (${status})`,
  }));
}

/**
 * Search, status group and status, Manila dates, payment, fulfilment, pickup branch and courier:
 * each one a URL parameter the server filters by.
 */
export function OrdersFilters({ query, onChange }: OrdersFiltersProps) {
  const [search, setSearch] = useUrlText(query.search, (next) => onChange({ search: next }));
  const branches = usePickupBranches();
  const couriers = useCouriers();
  const date = (field: 'from' | 'to', label: string) => (
    <TextField
      type="date"
      size="small"
      label={label}
      value={query[field] ?? ''}
      onChange={(event) => onChange({ [field]: event.target.value || undefined })}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 160 }}
    />
  );
  return (
    <FilterBar>
      <SearchField
        label="Search order number, customer, e-mail or mobile"
        value={search}
        onChange={setSearch}
        minWidth={320}
      />
      <SelectFilter
        label="Status group"
        value={query.group ?? ''}
        onChange={(group) => onChange({ group, status: undefined })}
        allLabel="All groups"
        options={GROUP_OPTIONS}
      />
      <SelectFilter
        label="Status"
        value={query.status ?? ''}
        onChange={(status) => onChange({ status })}
        allLabel="All statuses"
        options={statusOptions(query.group)}
        minWidth={200}
      />
      {date('from', 'From (Manila)')}
      {date('to', 'To (Manila)')}
      <SelectFilter
        label="Payment method"
        value={query.paymentMethod ?? ''}
        onChange={(paymentMethod) => onChange({ paymentMethod })}
        allLabel="All methods"
        options={PAYMENT_METHOD_OPTIONS}
        minWidth={180}
      />
      <SelectFilter
        label="Payment state"
        value={query.paymentStatus ?? ''}
        onChange={(paymentStatus) => onChange({ paymentStatus })}
        allLabel="All states"
        options={PAYMENT_STATE_OPTIONS}
      />
      <SelectFilter
        label="Fulfilment"
        value={query.fulfillment ?? ''}
        onChange={(fulfillment) => onChange({ fulfillment })}
        allLabel="Delivery and pickup"
        options={FULFILLMENT_OPTIONS}
      />
      <SelectFilter
        label="Pickup branch"
        value={branches.data ? (query.branchId ?? '') : ''}
        onChange={(branchId) => onChange({ branchId })}
        allLabel="All branches"
        options={branches.data ?? []}
        minWidth={200}
      />
      <SelectFilter
        label="Courier"
        value={couriers.data ? (query.courier ?? '') : ''}
        onChange={(courier) => onChange({ courier })}
        allLabel="All couriers"
        options={(couriers.data ?? []).map((courier) => ({
          value: courier.code,
          label: courier.name,
        }))}
        minWidth={200}
      />
    </FilterBar>
  );
}
