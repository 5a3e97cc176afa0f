import type { OrganisationType, UnitSystem } from '@oncourse/engine';
import type { Schemas } from '@oncourse/openapi';

export type { OrganisationType };
export type MeasurementUnit = UnitSystem;
/** An activity an organisation grants its member (docs/accounts.md#access), as the contract spells it. */
export type Activity = Schemas['Activity'];

/** The signed-in user as the app keeps it (docs/accounts.md#what-is-stored "User (kept locally)"). */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  imageId: number | null;
  emailNotifications: boolean;
  measurementUnit: MeasurementUnit;
  introductoryTour: boolean;
  allowCorrespondence: boolean;
  activeOrganisationId: number | null;
  /** The role chosen at registration (docs/accounts.md#what-is-stored `status`), when the server sends it. */
  jobRole?: string | null;
}

/** One organisation the user belongs to, with the user's job role there (null when none). */
export interface UserOrganisation {
  id: number;
  name: string;
  type: OrganisationType;
  role: string | null;
  logoId: number | null;
  activities: Activity[];
  /** The organisation's country (partner and footer logos are chosen by it, docs/shell.md#purpose). */
  countryId?: number | null;
  /**
   * The certificate's last day (yyyy-MM-dd) while the organisation is certified, else null: the
   * server reads the flag against today (docs/certification.md#deciding).
   */
  certifiedUntil?: string | null;
}

/** What the shell needs of the active organisation: its name, type (theme) and activities (menu). */
export interface ActiveOrganisation {
  id: number;
  name: string;
  type: OrganisationType;
  activities: Activity[];
  logoId: number | null;
}

export interface Session {
  user: SessionUser;
  organisation: ActiveOrganisation | null;
  accessToken: string;
}
