import type { CountryCode } from '@gp/contract/system';
import { useQuery } from '../../../lib/query';
import { useEffect } from 'react';
import { callApi } from '../../../lib/api-client';
import { useSiteStore } from '../../../lib/site-store';

/** The visitor's own country when it is offered, else the merchant's first entry. */
export const defaultDialingCode = (codes: readonly CountryCode[], country: string | null): string =>
  codes.find((entry) => entry.countryCode === country)?.countryDialingCode ??
  codes[0]?.countryDialingCode ??
  '';

/**
 * The country dialing codes (GET /wps/system/countryCodes), cached for the visit. Once they load, an
 * empty dialing-code field gets the default through `fill`.
 */
export const useCountryCodes = (current: () => string, fill: (code: string) => void): CountryCode[] => {
  const country = useSiteStore((state) => state.permission?.location.countryCode ?? null);
  const query = useQuery({
    queryKey: ['countryCodes'] as const,
    queryFn: ({ signal }) => callApi('countryCodes', { signal }),
    staleTime: Infinity,
  });
  const codes = query.data;
  useEffect(() => {
    if (codes?.length && !current()) fill(defaultDialingCode(codes, country));
  }, [codes, country, current, fill]);
  return codes ?? [];
};
