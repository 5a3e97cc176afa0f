import { createDraftStore } from './draft-store';

/** This device's drafts of typed answers, shared by every review page and its loader. */
export const deviceDrafts = createDraftStore();
