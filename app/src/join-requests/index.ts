export {
  JoinRequestCard,
  type GrantedAccess,
  type JoinRequest,
  type JoinRequestCalls,
} from './JoinRequestCard';
export { FacilityJoinRequests } from './FacilityJoinRequests';
