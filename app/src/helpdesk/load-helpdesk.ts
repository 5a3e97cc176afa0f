import type { Schemas } from '@oncourse/openapi';
import type { AppServices } from '../services';
import { activeOrganisationAtom, userAtom } from '../session/atoms';
import { readerLanguage } from '../i18n/reader-language';

export type Notice = Schemas['Notice'];
export type SentMessage = Schemas['SentHelpdeskMessage'];

export interface HelpdeskData {
  /** Null when the notices could not be had; the page still offers the contact form. */
  notices: Notice[] | null;
  /** The active organisation's sent messages; absent when the user may not see them (no organisation or no `communicate`). */
  messages: { organisation: string; list: SentMessage[] | null } | null;
}

/** /helpdesk: the provider's notices (in the reader's language) and what the organisation has asked. */
export async function loadHelpdesk(services: AppServices): Promise<HelpdeskData> {
  const { api, store } = services;
  const userId = store.get(userAtom)?.id;
  const organisation = store.get(activeOrganisationAtom);
  const language = readerLanguage(services);
  const [notices, messages] = await Promise.all([
    userId
      ? api
          .GET('/api/app-user/{id}/notices/languages/{lang}', {
            params: { path: { id: userId, lang: language } },
          })
          .then(
            ({ data }) => data?.data ?? null,
            // No contact details: the page offers the form without them.
            () => null,
          )
      : null,
    organisation?.activities.includes('communicate')
      ? api
          .GET('/api/organisation/{id}/helpdesk/messages', { params: { path: { id: organisation.id } } })
          .then(
            ({ data }) => ({ organisation: organisation.name, list: data?.data ?? null }),
            // No message list: the page says the messages cannot be shown (a null list).
            () => ({ organisation: organisation.name, list: null }),
          )
      : null,
  ]);
  return { notices, messages };
}
