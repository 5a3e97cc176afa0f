// What the certification module may change of an organisation: its certified flag and the
// certificate's last day (docs/certification.md#deciding), through here, never the repository.
export { setCertification } from './organisations.repository.ts';
