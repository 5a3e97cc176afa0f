/** One stop of the guided tour: what it explains and where (the first of its targets that shows). */
export interface TourStep {
  id: string;
  /** `data-tour` values, in order of preference (the side menu, or on phones its menu button). */
  targets: readonly string[];
}

/** The main screens a new user is shown (side menu, reviews, tiles, helpdesk, profile). */
export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'menu', targets: ['menu', 'menu-button'] },
  { id: 'reviews', targets: ['menu-review', 'menu-button'] },
  { id: 'tiles', targets: ['tiles'] },
  { id: 'helpdesk', targets: ['helpdesk'] },
  { id: 'profile', targets: ['profile'] },
];

/** True when the element shows (a side menu hidden on phones does not); assumed where unknown. */
function isShown(element: Element): boolean {
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

export interface PlacedStep {
  step: TourStep;
  element: HTMLElement;
}

/**
 * The steps that can be shown right now, each with its element: a step whose targets are all
 * missing or hidden (no reviews for this account) is left out rather than pointing at nothing.
 */
export function placeSteps(root: ParentNode, steps: readonly TourStep[] = TOUR_STEPS): PlacedStep[] {
  return steps.flatMap((step) => {
    for (const target of step.targets) {
      const element = root.querySelector<HTMLElement>(`[data-tour="${target}"]`);
      if (element && isShown(element)) return [{ step, element }];
    }
    return [];
  });
}
