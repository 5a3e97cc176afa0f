import type { Schemas } from '@oncourse/openapi';
import { ConfirmDialog } from '@oncourse/renderers/dialogs';
import { useRouter } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { useSubmit } from '../../forms/useSubmit';
import { useTranslation } from '../../i18n/useTranslation';
import { useApi } from '../../services';
import { Alert } from '../../ui/Alert';
import { buttonClass } from '../../ui/button';
import { Page, PageLead, PageTitle } from '../../ui/Page';
import { StatusLabel } from '../../ui/Table';
import { InputField } from '../people/InputField';
import styles from '../programme.module.css';
import { useConsoleFormats } from './formats';
import type { Banner } from './load-console';
import { consoleRefusal } from './refusal';
import { SelectField } from './SelectField';
import { TextAreaField } from './TextAreaField';

type Units = Schemas['DurationUnit'];
const UNITS: readonly Units[] = ['minutes', 'hours', 'days'];
const UNIT_MS: Record<Units, number> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

interface Draft {
  date: string;
  time: string;
  duration: string;
  units: Units;
  message: string;
}

const emptyDraft: Draft = { date: '', time: '', duration: '2', units: 'hours', message: '' };
const draftOf = (banner: Banner): Draft => ({
  date: banner.maintenanceStartDate,
  time: banner.maintenanceStartTime,
  duration: String(banner.maintenanceDuration),
  units: banner.durationUnits,
  message: banner.message ?? '',
});

/** When a banner starts and ends, read as GMT (docs/programme-console.md#input-rules). */
export function bannerWindow(banner: Banner): { start: Date; end: Date } {
  const start = new Date(`${banner.maintenanceStartDate}T${banner.maintenanceStartTime}:00Z`);
  return {
    start,
    end: new Date(start.getTime() + banner.maintenanceDuration * UNIT_MS[banner.durationUnits]),
  };
}

function BannerForm({ editing, onDone }: { editing: Banner | null; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => (editing ? draftOf(editing) : emptyDraft));
  const [local, setLocal] = useState<Record<string, string>>({});
  const save = useSubmit(
    (body: Schemas['ConsoleMaintenanceInput']) =>
      editing
        ? api.PUT('/api/console/maintenance/{maintenanceId}', {
            params: { path: { maintenanceId: editing.id } },
            body,
          })
        : api.POST('/api/console/maintenance', { body }),
    {
      onSuccess: async () => {
        onDone(t(editing ? 'console.maintenance.saved' : 'console.maintenance.scheduled'));
        await router.invalidate();
      },
      onRefusal: consoleRefusal,
      failureKey: 'console.failed',
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!draft.date) missing.maintenanceStartDate = t('errors.required');
    if (!draft.time) missing.maintenanceStartTime = t('errors.required');
    const duration = Number(draft.duration.trim());
    if (draft.duration.trim() === '' || !Number.isInteger(duration))
      missing.maintenanceDuration = t('errors.notWholeNumber', { example: '2' });
    setLocal(missing);
    if (Object.keys(missing).length > 0) return;
    void save.submit({
      maintenanceStartDate: draft.date,
      maintenanceStartTime: draft.time,
      maintenanceDuration: duration,
      durationUnits: draft.units,
      message: draft.message.trim() === '' ? null : draft.message,
    });
  };
  const error = (field: string) => local[field] ?? save.fieldErrors?.[field]?.[0];
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });
  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby={titleId} noValidate>
      <h2 id={titleId}>
        {t(editing ? 'console.maintenance.editTitle' : 'console.maintenance.scheduleTitle')}
      </h2>
      <p className="muted">{t('console.maintenance.formLead')}</p>
      <div className={styles.formGrid}>
        <InputField
          label={t('console.maintenance.startDate')}
          type="date"
          value={draft.date}
          onChange={(event) => set({ date: event.target.value })}
          error={error('maintenanceStartDate')}
        />
        <InputField
          label={t('console.maintenance.startTime')}
          type="time"
          step={60}
          value={draft.time}
          onChange={(event) => set({ time: event.target.value })}
          error={error('maintenanceStartTime')}
        />
        <InputField
          label={t('console.maintenance.duration')}
          inputMode="numeric"
          value={draft.duration}
          onChange={(event) => set({ duration: event.target.value })}
          error={error('maintenanceDuration')}
        />
        <SelectField
          label={t('console.maintenance.units')}
          value={draft.units}
          onChange={(event) => set({ units: event.target.value as Units })}
        >
          {UNITS.map((unit) => (
            <option key={unit} value={unit}>
              {t(`console.maintenance.unit.${unit}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField
        label={t('console.maintenance.message')}
        hint={t('console.maintenance.messageHint')}
        maxLength={2000}
        value={draft.message}
        onChange={(event) => set({ message: event.target.value })}
        error={error('message')}
      />
      {save.formError && <Alert>{save.formError}</Alert>}
      <div className={styles.buttons}>
        <button type="submit" className={buttonClass('primary')} disabled={save.pending}>
          {t(editing ? 'console.save' : 'console.maintenance.schedule')}
        </button>
        {editing && (
          <button type="button" className={buttonClass('secondary')} onClick={() => onDone('')}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

function BannerSummary({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const formats = useConsoleFormats();
  const { start, end } = bannerWindow(banner);
  return (
    <>
      <p>
        {t('console.maintenance.window', { start: formats.gmt(start), end: formats.gmt(end) })}{' '}
        <span className="muted">
          ({banner.maintenanceDuration} {t(`console.maintenance.unit.${banner.durationUnits}`)})
        </span>
      </p>
      <p className={styles.reply}>{banner.message ?? t('console.maintenance.noMessage')}</p>
    </>
  );
}

/**
 * /programme/maintenance (docs/programme-console.md#behaviour): the banner users see now or soon,
 * with edit and end; the form to schedule one (it replaces the active one); the banners before.
 */
export function MaintenanceScreen({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const api = useApi();
  const router = useRouter();
  const formats = useConsoleFormats();
  const [editing, setEditing] = useState(false);
  const [ending, setEnding] = useState(false);
  const [notice, setNotice] = useState('');
  const active = banners.find((banner) => banner.active) ?? null;
  const earlier = banners.filter((banner) => banner !== active);
  const started = active ? bannerWindow(active).start.getTime() <= Date.now() : false;
  const end = useSubmit(
    (banner: Banner) =>
      api.PATCH('/api/console/maintenance/{maintenanceId}', {
        params: { path: { maintenanceId: banner.id } },
        body: { active: false },
      }),
    {
      onSuccess: async () => {
        setEnding(false);
        setEditing(false);
        setNotice(t('console.maintenance.ended'));
        await router.invalidate();
      },
      failureKey: 'console.failed',
    },
  );
  const done = (message: string) => {
    setEditing(false);
    setNotice(message);
  };
  return (
    <Page>
      <PageTitle>{t('console.maintenance.title')}</PageTitle>
      <PageLead>{t('console.maintenance.lead')}</PageLead>
      {notice && <Alert tone="success">{notice}</Alert>}
      <section className={styles.panel} aria-labelledby="banner-now">
        <h2 id="banner-now">{t('console.maintenance.current')}</h2>
        {active ? (
          <>
            <p>
              <StatusLabel tone="warning">
                {t(started ? 'console.maintenance.showing' : 'console.maintenance.upcoming')}
              </StatusLabel>
            </p>
            <BannerSummary banner={active} />
            <div className={styles.buttons}>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => {
                  setNotice('');
                  setEditing(true);
                }}
              >
                {t('console.maintenance.edit')}
              </button>
              <button type="button" className={buttonClass('warning')} onClick={() => setEnding(true)}>
                {t('console.maintenance.end')}
              </button>
            </div>
          </>
        ) : (
          <p className="muted">{t('console.maintenance.none')}</p>
        )}
      </section>
      {editing && active ? (
        <BannerForm key={`edit-${active.id}`} editing={active} onDone={done} />
      ) : (
        <BannerForm key={`new-${active?.id ?? 0}`} editing={null} onDone={done} />
      )}
      {earlier.length > 0 && (
        <section className={styles.panel} aria-labelledby="banner-earlier">
          <h2 id="banner-earlier">{t('console.maintenance.earlier')}</h2>
          <ul className={styles.list}>
            {earlier.map((banner) => (
              <li key={banner.id}>
                <BannerSummary banner={banner} />
                <p className="muted">
                  {t('console.maintenance.createdAt', { date: formats.time(banner.createdAt) })}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ConfirmDialog
        isOpen={ending}
        title={t('console.maintenance.endTitle')}
        confirmLabel={t('console.maintenance.end')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onCancel={() => setEnding(false)}
        onConfirm={() => active && void end.submit(active)}
      >
        <p>{t('console.maintenance.endText')}</p>
        {end.formError && <Alert>{end.formError}</Alert>}
      </ConfirmDialog>
    </Page>
  );
}
