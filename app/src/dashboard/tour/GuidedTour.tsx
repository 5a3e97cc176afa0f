import { useEffect, useLayoutEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, Heading, Popover } from 'react-aria-components';
import { useTranslation } from '../../i18n/useTranslation';
import { placeSteps, type PlacedStep } from './tour-steps';
import styles from './tour.module.css';
import { buttonClass } from '../../ui/button';

export type TourEnd = 'finished' | 'skipped';

interface GuidedTourProps {
  isOpen: boolean;
  onEnd: (how: TourEnd) => void;
}

interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** The element's box on screen, kept up to date while the page scrolls, resizes or moves it. */
function useBoxOf(element: HTMLElement | undefined): Box | null {
  const [box, setBox] = useState<Box | null>(null);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      setBox({ top: rect.top, left: rect.left, width: rect.width, height: rect.height });
    };
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure();
    // The element can still grow (menus and images arriving) after the step opened, or move when
    // something above it arrives (a banner: offline, an update, maintenance), which grows the page.
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(element);
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    window.addEventListener('scroll', measure, true);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
      window.removeEventListener('scroll', measure, true);
    };
  }, [element]);
  return box;
}

/** The side menu's steps are explained beside it; the rest (and all on phones) below. */
function beside({ element }: PlacedStep): boolean {
  return element.closest('[data-tour="menu"]') !== null && window.innerWidth >= 768;
}

/**
 * The guided tour of the main screens: each step dims the page around one element (side menu,
 * reviews, tiles, helpdesk, profile) and explains it beside it. Keyboard operable: the buttons take
 * focus in turn, the arrow keys step back and forth, Escape ends the tour (counted as skipped).
 */
export function GuidedTour({ isOpen, onEnd }: GuidedTourProps) {
  const { t } = useTranslation();
  const [steps, setSteps] = useState<PlacedStep[] | null>(null);
  const [index, setIndex] = useState(0);

  // The steps are placed when the tour opens, on the page as it is then (phone or desktop layout).
  useEffect(() => {
    if (!isOpen) {
      setSteps(null);
      return;
    }
    const placed = placeSteps(document);
    if (placed.length === 0) onEnd('finished');
    else {
      setIndex(0);
      setSteps(placed);
    }
  }, [isOpen]);

  const current = steps?.[index];
  const box = useBoxOf(current?.element);
  const triggerRef = useMemo(() => ({ current: current?.element ?? null }), [current]);
  if (!isOpen || !steps || !current) return null;

  const last = index === steps.length - 1;
  const next = () => (last ? onEnd('finished') : setIndex(index + 1));
  const back = () => setIndex(Math.max(0, index - 1));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') back();
  };

  return (
    <>
      {box && (
        <div
          className={styles.tourSpotlight}
          aria-hidden="true"
          style={{ top: box.top - 6, left: box.left - 6, width: box.width + 12, height: box.height + 12 }}
        />
      )}
      <Popover
        isOpen
        triggerRef={triggerRef}
        placement={beside(current) ? 'end' : 'bottom'}
        offset={16}
        className={styles.tourPopover}
        onOpenChange={(open) => !open && onEnd('skipped')}
      >
        <Dialog className={styles.tour}>
          {/* The dialog's own keys: arrows move between steps. */}
          <div onKeyDown={onKeyDown}>
            <p className={styles.tourProgress}>
              {t('tour.progress', { step: index + 1, total: steps.length })}
            </p>
            <Heading slot="title" className={styles.tourTitle}>
              {t(`tour.${current.step.id}.title`)}
            </Heading>
            <p className={styles.tourText}>{t(`tour.${current.step.id}.text`)}</p>
            <div className={styles.tourActions}>
              <Button className={buttonClass('quiet', 'small')} onPress={() => onEnd('skipped')}>
                {t('tour.skip')}
              </Button>
              <span className={styles.tourSpacer} />
              {index > 0 && (
                <Button className={buttonClass('secondary', 'small')} onPress={back}>
                  {t('tour.back')}
                </Button>
              )}
              <Button key={index} className={buttonClass('primary', 'small')} onPress={next} autoFocus>
                {last ? t('tour.finish') : t('tour.next')}
              </Button>
            </div>
          </div>
        </Dialog>
      </Popover>
    </>
  );
}
