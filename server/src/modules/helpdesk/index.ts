// The module's surface for other modules (docs/engineering.md#server-layers).

// What other modules may write to the helpdesk's notices: a notice for one person. They call this,
// never the helpdesk repository, so the notices table has one owner.
export { insertPersonalNotice } from './helpdesk.repository.ts';

// What other modules may do to the notices users read (docs/helpdesk.md#notices): the console
// records and withdraws the notices of its banners and announcements through these, never through
// the helpdesk repository, so the notices table has one owner.
export {
  countryExists,
  deleteNotice as withdrawNotice,
  renewNotice,
  upsertNotice as recordNotice,
  type NoticeSource,
} from './helpdesk.repository.ts';
