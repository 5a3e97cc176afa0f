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
