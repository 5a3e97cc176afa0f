import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { buttonClass, type ButtonVariant } from './button';

type ButtonLinkBaseProps = AnchorHTMLAttributes<HTMLAnchorElement> & { variant?: ButtonVariant };

const ButtonLinkBase = forwardRef<HTMLAnchorElement, ButtonLinkBaseProps>(function ButtonLinkBase(
  { variant = 'primary', className, ...props },
  ref,
) {
  return <a ref={ref} {...props} className={buttonClass(variant, undefined, className)} />;
});

/** A router link that looks like a button, for navigation actions such as "Return to sign in". */
export const ButtonLink = createLink(ButtonLinkBase);
