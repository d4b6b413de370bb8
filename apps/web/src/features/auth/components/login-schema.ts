import { z } from 'zod';

/**
 * Login form rules (spec 5): username and password required (trimmed), the captcha when shown, the
 * terms accepted. Messages are translation keys.
 */
export const loginFormSchema = (options: { captchaShown: boolean; termsRequired: boolean }) =>
  z
    .object({
      username: z.string().trim().min(1, 'login_enter_username_password').max(64, 'pattern_length|1|64'),
      password: z.string().trim().min(1, 'login_enter_username_password').max(128, 'pattern_length|1|128'),
      captcha: z.string().trim().max(16, 'login_enter_captcha'),
      remember: z.boolean(),
      terms: z.boolean(),
    })
    .superRefine((values, ctx) => {
      if (options.captchaShown && values.captcha === '') {
        ctx.addIssue({ code: 'custom', path: ['captcha'], message: 'login_enter_captcha' });
      }
      if (options.termsRequired && !values.terms) {
        ctx.addIssue({ code: 'custom', path: ['terms'], message: 'terms_not_accepted' });
      }
    });

export type LoginFormInput = z.input<ReturnType<typeof loginFormSchema>>;
export type LoginFormValues = z.output<ReturnType<typeof loginFormSchema>>;
