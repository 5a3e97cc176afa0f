import { createLink } from '@tanstack/react-router';
import { forwardRef, type ComponentProps } from 'react';
import { Link as AriaLink } from 'react-aria-components';

type AriaLinkProps = ComponentProps<typeof AriaLink> & { variant?: 'primary' | 'secondary' | 'quiet' };

const ButtonLinkBase = forwardRef<HTMLAnchorElement, AriaLinkProps>(function ButtonLinkBase(
  { variant = 'primary', className, ...props },
  ref,
) {
  return <AriaLink ref={ref} {...props} className={`button button--${variant} ${className ?? ''}`.trim()} />;
});

/** A router link that looks like a button, for navigation actions such as "Return to sign in". */
export const ButtonLink = createLink(ButtonLinkBase);
