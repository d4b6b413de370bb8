import { sessionKeys } from '@gp/contract/constants';
import { registerSettingsSchema, type RegisterSettings } from '@gp/contract/system';
import { isFlagEnabled, whitelabelFlags } from '@gp/contract/whitelabel';
import { useMemo } from 'react';
import { useSiteInfo } from '../../../lib/site-store';
import { session } from '../../../lib/storage';
import type { RegisterContext, RegisterMode } from './register-rules';

/** The registration rules: session storage `validate` (spec 3), else the permission response's copy. */
export const readRegisterSettings = (fallback: RegisterSettings): RegisterSettings => {
  const parsed = registerSettingsSchema.safeParse(session.getJson(sessionKeys.validate));
  return parsed.success ? parsed.data : fallback;
};

/** The registration tabs the whitelabel enables, mobile first: it is the default when enabled (4.4). */
export const useRegisterModes = (): RegisterMode[] => {
  const { whitelabel } = useSiteInfo();
  return useMemo(() => {
    const modes: RegisterMode[] = [];
    if (isFlagEnabled(whitelabel, whitelabelFlags.mobileRegistration)) modes.push('mobile');
    if (isFlagEnabled(whitelabel, whitelabelFlags.usernameRegistration)) modes.push('username');
    return modes;
  }, [whitelabel]);
};

export const useRegisterContext = (mode: RegisterMode): RegisterContext => {
  const info = useSiteInfo();
  return useMemo(
    () => ({
      mode,
      settings: readRegisterSettings(info.register),
      mobilePassword: isFlagEnabled(info.whitelabel, whitelabelFlags.mobileRegistrationPassword),
      smsVerification: isFlagEnabled(info.whitelabel, whitelabelFlags.registrationSmsVerification),
      today: new Date(),
    }),
    [info, mode],
  );
};
