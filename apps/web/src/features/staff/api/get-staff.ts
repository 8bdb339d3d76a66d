import { staffMemberSchema, type StaffListQuery } from '@shop/shared/admin/staff';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../lib/admin-api';

export const staffQueryKey = ['admin', 'staff'] as const;

export function getStaffQueryOptions(query: StaffListQuery) {
  return queryOptions({
    queryKey: [...staffQueryKey, query],
    queryFn: ({ signal }) =>
      adminApi.list('/api/v1/admin/staff', staffMemberSchema, { params: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStaff(query: StaffListQuery) {
  return useQuery(getStaffQueryOptions(query));
}
