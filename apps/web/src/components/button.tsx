import type { ComponentProps } from 'react';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'icon';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Class names of the button look, for links that should look like buttons. */
export const buttonClassName = ({
  variant = 'primary',
  size = 'md',
  block = false,
}: ButtonLook = {}): string =>
  [styles.button, styles[variant], size === 'md' ? '' : styles[size], block ? styles.block : '']
    .filter(Boolean)
    .join(' ');

export type ButtonProps = ComponentProps<'button'> & ButtonLook;

export const Button = ({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) => (
  <button
    type={type}
    className={[buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ')}
    {...rest}
  />
);
