import { createLink } from '@tanstack/react-router';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

/**
 * The anchor under every router link. A plain one, not react-aria's Link: links need no press
 * normalisation, and leaving react-aria's interaction code out keeps the signed-out pages within
 * their budget (docs/engineering.md#route-budgets). Hover and focus styles use `:hover` and
 * `:focus-visible` (app/src/ui/button.module.css).
 */
export const Anchor = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement>>(
  function Anchor(props, ref) {
    return <a ref={ref} {...props} />;
  },
);

/** A router link, typed by the route tree. */
export const AppLink = createLink(Anchor);
