// The profile feature's surface for the other features (docs/engineering.md#feature-folders).
export { ProfilePage, type TabForm } from './ProfilePage';
