// The module's surface for other modules (docs/engineering.md#server-layers).

// What the certification module may change of an organisation: its certified flag and the
// certificate's last day, set by a decision and cleared at expiry (docs/certification.md#deciding),
// through here, never the repository.
export { clearExpiredCertification, setCertification } from './organisations.repository.ts';
