import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentProps } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { buttonClass, type ButtonVariant } from './button';

type AriaLinkProps = Omit<ComponentProps<typeof AriaLink>, 'className'> & {
  variant?: ButtonVariant;
  className?: string;
};

const ButtonLinkBase = forwardRef<HTMLAnchorElement, AriaLinkProps>(function ButtonLinkBase(
  { variant = 'primary', className, ...props },
  ref,
) {
  return <AriaLink ref={ref} {...props} className={buttonClass(variant, undefined, className)} />;
});

/** A router link that looks like a button, for navigation actions such as "Return to sign in". */
export const ButtonLink = createLink(ButtonLinkBase);
