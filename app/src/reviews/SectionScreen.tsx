import { progress, savedForLater, type AnswerMap, type Section } from '@oncourse/engine';
import type { QuestionContext } from '@oncourse/renderers/questions';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useAtomValue } from 'jotai';
import { useApi } from '../services';
import { NO_SERVER_CHECK_HEADERS } from '../api/auth-middleware';
import { userAtom } from '../session/atoms';
import { AnswerHistory, historyLine, type LastChange } from './answer-history';
import { HistoryButton } from './HistoryDialog';
import { useTranslation } from '../i18n/useTranslation';
import { Alert } from '../ui/Alert';
import { ConflictDialog } from './ConflictDialog';
import type { SectionData } from './load-reviews';
import { LeaveSectionDialog } from './LeaveSectionDialog';
import { NotesDialog } from './NotesDialog';
import { ProgressBar } from '../ui/Progress';
import { SaveActions } from './SaveActions';
import { SaveStatus } from './SaveStatus';
import { openAtQuestion } from './focus-question';
import { SectionQuestions } from './SectionQuestions';
import type { SaveMode, SavedChange } from './section-editor';
import { localToday, useSectionEditor } from './useSectionEditor';
import { answerHints } from '../insights';
import styles from './reviews.module.css';
import type { ReviewTone } from './review-types';
import { toneClass } from './tone-class';
import { buttonClass } from '../ui/button';
import { Page, PageLead, PageTitle } from '../ui/Page';

/** The answers as they are typed, for what follows them below the questions (`SectionEditor.countedAnswers`). */
export interface TypedAnswers {
  subscribe: (listener: () => void) => () => void;
  current: () => AnswerMap | null;
}

export interface SectionScreenProps {
  data: SectionData;
  section: Section;
  /** Back link and breadcrumbs. */
  header: ReactNode;
  /** Where Save and Come Back and Save as Complete lead once saved. */
  /** After Save and Come Back or Save as Complete, with the answers still saved for later. */
  onDone: (mode: 'later' | 'complete', later: number) => void;
  /** The id of the element to scroll to first (a field set named by the link). */
  scrollTo?: string | undefined;
  /** Colour class of the review type. */
  tone: ReviewTone | 'theme';
  /** Shown below the questions; told when the answers were last saved and given them as typed, to follow them. */
  afterQuestions?: (savedAt: number | null, typed: TypedAnswers) => ReactNode;
}

/**
 * A section's questions with Save, Save and Come Back and Save as Complete (docs/reviews.md#screens, docs/reviews.md#behaviour):
 * what is typed is never lost (drafts on this device, a retry when offline, a choice on conflicts).
 */
export function SectionScreen({
  data,
  section,
  header,
  onDone,
  scrollTo,
  tone,
  afterQuestions,
}: SectionScreenProps) {
  const { t, lookup, locale } = useTranslation();
  const api = useApi();
  const user = useAtomValue(userAtom);
  const [history] = useState(() => new AnswerHistory());
  // A save's answers are the newest changes: the lines follow them without asking the server.
  const onSaved = useCallback(
    (changes: Record<string, SavedChange>) => {
      const changedAt = new Date().toISOString();
      const changedBy = user ? { firstName: user.firstName, lastName: user.lastName } : null;
      const recorded: Record<string, LastChange> = {};
      for (const [id, change] of Object.entries(changes)) recorded[id] = { ...change, changedAt, changedBy };
      history.record(recorded);
      // The device's copy follows the save, in the background.
      void data.refreshCopy?.().catch(() => undefined);
    },
    [history, user, data],
  );
  const { editor, state, leaving } = useSectionEditor(data, section, onSaved);
  const { store } = editor;
  const [notesFor, setNotesFor] = useState<string | null>(null);
  const answerSetId = data.answerSet?.id ?? null;

  // One request for the whole section, once it shows: the page and typing never wait for it, and
  // without it the questions simply have no line.
  useEffect(() => {
    if (answerSetId === null) return;
    let current = true;
    api
      .GET('/api/reviews/answers/{answerSetId}/organisation/{orgId}/history/latest', {
        params: { path: { answerSetId, orgId: data.organisationId }, query: { sectionId: section.id } },
        // Only the lines under the questions depend on it: offline they are simply not there.
        headers: NO_SERVER_CHECK_HEADERS,
      })
      .then(({ data: body }) => {
        if (current && body) history.load(body.data);
      })
      // The answers' history is an extra: the section works without it and the dialog fetches it again.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, history, answerSetId, data.organisationId, section.id]);
  const describe = useCallback(
    (question: Parameters<typeof historyLine>[0], change: LastChange) =>
      historyLine(question, change, t, locale),
    [t, locale],
  );
  const historyLines = useMemo(() => ({ history, describe }), [history, describe]);
  const typed = useMemo<TypedAnswers>(
    () => ({ subscribe: store.subscribe, current: editor.countedAnswers }),
    [store, editor],
  );
  const sectionProgress = useSyncExternalStore(store.subscribe, () => progress(section, store.all()));
  const sectionLater = useSyncExternalStore(store.subscribe, () => savedForLater(section, store.all()));
  const { reference } = data;

  const text = useCallback((key: string, fallback?: string) => lookup(key) ?? fallback ?? key, [lookup]);
  const context = useMemo<QuestionContext>(
    () => ({
      unitSystem: reference.measurementUnit,
      locale,
      country: reference.countryCode,
      currency: reference.currency,
      organisationGroup: reference.organisationGroup,
      tournamentGroup: reference.tournamentGroup,
      text,
      today: localToday(),
      hint: answerHints({
        unitSystem: reference.measurementUnit,
        locale,
        t,
        text,
        today: localToday(),
        saved: data.answerSet?.answers ?? {},
        lastYear: data.previousAnswers,
        year:
          data.year === null
            ? undefined
            : { current: () => store.all(), siteHectares: data.siteHectares ?? null },
      }),
    }),
    [reference, text, data.previousAnswers, data.answerSet, data.year, data.siteHectares, store, t, locale],
  );
  const onNotes = useCallback((questionId: number) => setNotesFor(String(questionId)), []);

  useEffect(() => {
    if (!scrollTo) return;
    const question = /^question-(\d+)$/.exec(scrollTo)?.[1];
    if (question === undefined) {
      document.getElementById(scrollTo)?.scrollIntoView({ block: 'start' });
      return;
    }
    // A link to one question opens it ready to answer; its control may still be loading.
    return openAtQuestion(question);
  }, [scrollTo]);

  const waitingLine = t('reviews.waitingToSend');
  const waiting = useMemo(() => ({ ids: state.waiting, line: waitingLine }), [state.waiting, waitingLine]);
  const busy = state.queue.state !== 'idle';
  const save = async (mode: SaveMode) => {
    const saved = await editor.save(mode);
    if (saved && mode !== 'save') onDone(mode, savedForLater(section, store.all()));
    if (!saved && editor.getState().problem?.kind === 'invalid') {
      document
        .querySelector(`.${styles.reviewSection} [aria-invalid="true"]`)
        ?.scrollIntoView({ block: 'center' });
    }
  };

  return (
    <Page className={`${styles.reviewPage} ${toneClass(tone)}`}>
      {header}
      <header className={styles.reviewPageHeader}>
        <PageTitle>{section.title}</PageTitle>
        {section.description && <PageLead>{section.description}</PageLead>}
        <ProgressBar value={sectionProgress} later={sectionLater} />
        <HistoryButton
          className={buttonClass('secondary', 'small')}
          answerSetId={editor.currentAnswerSetId()}
          organisationId={data.organisationId}
          questionSet={data.questionSet}
        />
      </header>
      {state.prefilled && <Alert>{t('reviews.prefilled', { year: data.year ?? '' })}</Alert>}
      {state.restored > 0 && (
        <Alert tone="info" className={styles.reviewRestored}>
          <span>{t('reviews.restored', { count: state.restored })}</span>
          <Button className={buttonClass('secondary', 'small')} onPress={() => void editor.discard()}>
            {t('reviews.discardRestored')}
          </Button>
        </Alert>
      )}
      {state.problem && (
        <Alert>
          {state.problem.kind === 'invalid'
            ? t(state.problem.missing ? 'reviews.formError' : 'reviews.formCorrect')
            : (state.problem.message ?? t('errors.generic'))}
        </Alert>
      )}
      <SectionQuestions
        section={section}
        store={store}
        context={context}
        onChange={editor.change}
        onLeave={editor.leave}
        onNotes={onNotes}
        history={historyLines}
        waiting={waiting}
      />
      {afterQuestions?.(state.savedAt, typed)}
      <div className={styles.reviewActions}>
        <SaveStatus state={state} onRetry={() => editor.retryNow()} />
        <SaveActions busy={busy} onSave={(mode) => void save(mode)} />
      </div>
      <ConflictDialog
        conflicts={state.queue.state === 'conflict' ? state.queue.conflicts : null}
        questions={editor.questions}
        onResolve={(choices) => editor.resolve(choices)}
        onCancel={() => editor.cancelConflict()}
      />
      <NotesDialog
        editor={editor}
        questionId={notesFor}
        organisationId={data.organisationId}
        text={text}
        onClose={() => setNotesFor(null)}
        waitingNotes={state.waitingNotes}
      />
      <LeaveSectionDialog
        unsaved={leaving ? state.unsaved : null}
        onStay={() => leaving?.reset()}
        onStayAndSave={() => {
          leaving?.reset();
          void save('save');
        }}
        // The drafts stay on this device; the section offers them again when it opens.
        onLeave={() => void editor.flushDrafts().finally(() => leaving?.proceed())}
      />
    </Page>
  );
}
