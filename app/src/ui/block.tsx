import type { AriaRole, ReactNode } from 'react';
import { classNames } from './class-names';

export interface BlockProps {
  children: ReactNode;
  id?: string;
  role?: AriaRole;
  /** The caller's own class, beside the building block's. */
  className?: string;
}

/** A building block that is one element with one class: a page title, a card's lead, a row of actions. */
export function block(Tag: 'h1' | 'h2' | 'p' | 'div' | 'span', blockClass: string | undefined) {
  return function Block({ children, className, ...props }: BlockProps) {
    return (
      <Tag {...props} className={classNames(blockClass, className)}>
        {children}
      </Tag>
    );
  };
}
