// Every module's handlers. A new module adds its `<area>.routes.ts` export here, one line.
import type { HandlerMap } from '../http/handlers.ts';
import { referenceHandlers } from './reference/reference.routes.ts';
import { authHandlers } from './auth/auth.routes.ts';
import { registrationHandlers } from './registration/registration.routes.ts';
import { usersHandlers } from './users/users.routes.ts';
import { helpdeskHandlers } from './helpdesk/helpdesk.routes.ts';
import { reviewsHandlers } from './reviews/reviews.routes.ts';
import { organisationsHandlers } from './organisations/organisations.routes.ts';
import { contentHandlers } from './content/content.routes.ts';
import { organisationProfileHandlers } from './organisation-profile/organisation-profile.routes.ts';
import { teamHandlers } from './team/team.routes.ts';
import { documentsHandlers } from './documents/documents.routes.ts';
import { insightsHandlers } from './insights/insights.routes.ts';
import { benchmarksHandlers } from './benchmarks/benchmarks.routes.ts';
import { archiveHandlers } from './archive/archive.routes.ts';
import { certificationHandlers } from './certification/certification.routes.ts';
import { publicProfileHandlers } from './public-profile/public-profile.routes.ts';
import { programmeHandlers } from './programme/programme.routes.ts';
import { consoleHandlers } from './console/console.routes.ts';
import { programmeFiguresHandlers } from './programme-figures/figures.routes.ts';
import { federationsHandlers } from './federations/federations.routes.ts';
import { programmeDocumentsHandlers } from './programme-documents/programme-documents.routes.ts';
import { contentEditingHandlers } from './content-editing/content-editing.routes.ts';
import { healthHandlers } from '../http/health.ts';

export const moduleHandlers: HandlerMap[] = [
  referenceHandlers,
  authHandlers,
  registrationHandlers,
  usersHandlers,
  helpdeskHandlers,
  reviewsHandlers,
  organisationsHandlers,
  contentHandlers,
  organisationProfileHandlers,
  teamHandlers,
  documentsHandlers,
  insightsHandlers,
  benchmarksHandlers,
  archiveHandlers,
  certificationHandlers,
  programmeHandlers,
  publicProfileHandlers,
  consoleHandlers,
  programmeFiguresHandlers,
  federationsHandlers,
  programmeDocumentsHandlers,
  contentEditingHandlers,
  healthHandlers,
];
