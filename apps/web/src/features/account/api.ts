import type { ContactCodeBody, PaymentPasswordResetBody, ProfileSaveBody } from '@gp/contract/my-account';
import { callApi } from '../../lib/api-client';
import { queryOptions } from '../../lib/query';

/** My account (issue 18): personal fields, contact binding, payment password reset. */
export const profileQuery = () =>
  queryOptions({
    queryKey: ['member', 'profile'] as const,
    queryFn: ({ signal }) => callApi('profile', { signal }),
  });

export const saveProfile = (body: ProfileSaveBody) => callApi('profileSave', { body });
export const sendContactCode = (body: ContactCodeBody) => callApi('contactCode', { body });
export const verifyContact = (channel: 'sms' | 'email', code: string) =>
  callApi('contactVerify', { body: { channel, code } });
export const sendPaymentPasswordCode = (channel: 'sms' | 'email') =>
  callApi('paymentPasswordResetCode', { body: { channel } });
export const resetPaymentPassword = (body: PaymentPasswordResetBody) =>
  callApi('paymentPasswordReset', { body });
