// What other modules may write to the helpdesk's notices: a notice for one person. They call this,
// never the helpdesk repository, so the notices table has one owner.
export { insertPersonalNotice } from './helpdesk.repository.ts';
