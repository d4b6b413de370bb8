import { permissionValueSchema } from '@gp/contract/system';
import { gameVendorValueSchema } from '@gp/contract/games';

/** Reads what the server says, so tests compare the page against real server data. */
export const fetchPermission = async (baseUrl: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${baseUrl}/wps/system/permission`, { headers });
  const body = (await response.json()) as { value: unknown };
  return permissionValueSchema.parse(body.value);
};

export const fetchVendorLanes = async (baseUrl: string, merchantCode: string) => {
  const query = new URLSearchParams({ merchantCode, platform: 'html5-desktop', flush: 'true' });
  const response = await fetch(`${baseUrl}/wps/game/vendor?${query}`);
  const body = (await response.json()) as { value: unknown };
  return gameVendorValueSchema.parse(body.value).data.lanes;
};
