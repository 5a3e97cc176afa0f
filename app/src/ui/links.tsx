import { Link } from '@tanstack/react-router';

/**
 * A router link, typed by the route tree: the router's own anchor, not react-aria's Link. Links need
 * no press normalisation, and leaving react-aria's interaction code out keeps the signed-out pages
 * within their budget (docs/engineering.md#route-budgets). Hover and focus styles use `:hover` and
 * `:focus-visible` (app/src/ui/button.module.css).
 */
export const AppLink = Link;
