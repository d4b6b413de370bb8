import { useState } from 'react';
import { useSearchParams } from '../../../lib/router';
import type { DayRange } from '../components/report-range';

/**
 * The filters every team list shares: business days, an exact account (from `?account=` when a page
 * is opened for one downline) and the page; changing a filter goes back to page 1.
 */
export const useReportFilters = () => {
  const [params] = useSearchParams();
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [account, setAccount] = useState(params.get('account') ?? '');
  const [pageNum, setPageNum] = useState(1);
  const filter =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNum(1);
    };
  return {
    range,
    setRange: filter(setRange),
    account,
    setAccount: filter(setAccount),
    pageNum,
    setPageNum,
    filter,
    /** The query part of these filters (empty ones left out). */
    query: {
      ...(range.from ? { from: range.from } : {}),
      ...(range.to ? { to: range.to } : {}),
      ...(account.trim() ? { account: account.trim() } : {}),
      pageNum,
    },
  };
};
