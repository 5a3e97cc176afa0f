import type { Section } from '@oncourse/engine';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { deviceOutbox } from '../offline/outbox';
import { useServices } from '../services';
import { userAtom } from '../session/atoms';
import { outboxSender } from './outbox-sending';
import { useLeaveBlocker } from '../routing/useLeaveBlocker';
import { deviceDrafts } from './drafts';
import type { SectionData } from './load-reviews';
import { SectionEditor, type EditorState, type SectionEditorOptions } from './section-editor';

/** Today in the user's calendar as yyyy-MM-dd. */
export function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Pages the app leaves for on its own; the drafts keep the typing, so nothing needs asking. */
const UNBLOCKED = new Set(['/error', '/logout', '/login']);

/**
 * The editor of one section for the page's lifetime: typing is written to the device while the
 * page is open and when it is hidden, and leaving with unsaved answers asks first (docs/reviews.md#behaviour).
 */
export function useSectionEditor(
  data: SectionData,
  section: Section,
  onSaved?: SectionEditorOptions['onSaved'],
) {
  const services = useServices();
  const { api } = services;
  const user = useAtomValue(userAtom);
  // The editor lives as long as the page; it calls whichever `onSaved` the page rendered last.
  const saved = useRef(onSaved);
  useEffect(() => {
    saved.current = onSaved;
  });
  const [editor] = useState(
    () =>
      new SectionEditor({
        api,
        drafts: deviceDrafts,
        key: { organisationId: data.organisationId, questionSetId: data.questionSet.id, year: data.year },
        section,
        answerSet: data.answerSet,
        restored: data.drafts,
        today: localToday,
        onSaved: (changes) => saved.current?.(changes),
        ...(user ? { outbox: { box: deviceOutbox, userId: user.id, send: outboxSender(services) } } : {}),
      }),
  );
  const state: EditorState = useSyncExternalStore(editor.subscribe, editor.getState);

  useEffect(() => {
    const hide = () => void editor.flushDrafts();
    window.addEventListener('pagehide', hide);
    document.addEventListener('visibilitychange', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      document.removeEventListener('visibilitychange', hide);
      editor.close();
    };
  }, [editor]);

  const leaving = useLeaveBlocker(
    () => editor.store.dirtyCount > 0,
    (pathname) => UNBLOCKED.has(pathname),
  );

  return { editor, state, leaving };
}
