import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { DocumentsHeader } from './DocumentsHeader';
import { DocumentTable } from './DocumentTable';
import type { DocumentsData, LibraryDocument } from './load-documents';
import { locationGroups, sectionSlug } from './locations';
import { organisationPathType } from './permissions';
import styles from './documents.module.css';
import { Page } from '../ui/Page';
import { Panel, PanelTitle } from '../ui/Panel';
import { Tab, TabList, TabPanel, Tabs } from '../ui/Tabs';
import { StatusLabel } from '../ui/Table';

/**
 * /documents/{organisationType} (docs/documents.md#screens): Your documents, by location (facilities: the best-practice
 * locations; tournaments: their own sections), and the OnCourse documents, read-only.
 */
export function DocumentsScreen({ data }: { data: DocumentsData }) {
  const { t } = useTranslation();
  const { organisation, documents } = data;
  const own = documents.filter((document) => !document.oncourse_document);
  const provided = documents.filter((document) => document.oncourse_document);
  const type = organisationPathType(organisation);
  const count = (location: string) => own.filter((document) => document.location === location).length;
  const [uploaded, setUploaded] = useState<LibraryDocument | null>(null);

  return (
    <Page>
      <DocumentsHeader
        organisation={organisation}
        title={t('documents.title')}
        uploaded={uploaded}
        onUploaded={setUploaded}
      />
      <Tabs defaultSelectedKey="your">
        <TabList aria-label={t('documents.tabsLabel')}>
          <Tab id="your">{t('documents.yourTab')}</Tab>
          <Tab id="oncourse">{t('documents.oncourseTab')}</Tab>
        </TabList>
        <TabPanel id="your">
          {locationGroups(organisation.type).map(({ group, locations }) => (
            <section key={group} className={styles.documentGroup} aria-labelledby={`group-${group}`}>
              <h2 id={`group-${group}`} className={styles.documentGroupTitle}>
                {t(`documents.groups.${group}`)}
              </h2>
              <ul className={styles.documentSections}>
                {locations.map((location) => (
                  <li key={location}>
                    <Link
                      to="/documents/$organisationType/your/$locationSlug"
                      params={{ organisationType: type, locationSlug: sectionSlug(location) }}
                      className={
                        uploaded?.location === location
                          ? `${styles.documentSection} ${styles.documentSectionNew}`
                          : styles.documentSection
                      }
                    >
                      <span className={styles.documentSectionName}>
                        {t(`documents.locations.${location}`)}
                      </span>
                      <span className="muted">{t('documents.count', { count: count(location) })}</span>
                      {uploaded?.location === location && (
                        <StatusLabel className={styles.documentNew}>{t('documents.new')}</StatusLabel>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </TabPanel>
        <TabPanel id="oncourse">
          <Panel aria-labelledby="oncourse-documents-title">
            <PanelTitle id="oncourse-documents-title">{t('documents.oncourseTab')}</PanelTitle>
            <p className="muted">{t('documents.oncourseIntro')}</p>
            <DocumentTable
              organisationId={organisation.id}
              documents={provided}
              locations={[]}
              canEdit={false}
              showLocation
              labelledBy="oncourse-documents-title"
            />
          </Panel>
        </TabPanel>
      </Tabs>
    </Page>
  );
}
