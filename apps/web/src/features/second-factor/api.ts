import type { LoginVerifyBody } from '@gp/contract/second-factor';
import { callApi } from '../../lib/api-client';
import { queryOptions } from '../../lib/query';

/** The login's second factor and the security centre's authenticator app (issue 18). */
export const sendLoginCode = (ticket: string, method: 'sms' | 'email') =>
  callApi('loginCodeSend', { body: { ticket, method } });

export const verifyLogin = (body: LoginVerifyBody) => callApi('loginVerify', { body });

export const authenticatorKey = ['member', 'authenticator'] as const;

export const authenticatorQuery = () =>
  queryOptions({
    queryKey: authenticatorKey,
    queryFn: ({ signal }) => callApi('authenticator', { signal }),
  });

export const setupAuthenticator = () => callApi('authenticatorSetup', { body: {} });
export const confirmAuthenticator = (code: string) => callApi('authenticatorConfirm', { body: { code } });
export const disableAuthenticator = (code: string) => callApi('authenticatorDisable', { body: { code } });
export const forgetTrustedDevices = () => callApi('trustedDevicesForget', { body: {} });
