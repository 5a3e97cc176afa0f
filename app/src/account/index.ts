// The account feature's surface for the other features (docs/engineering.md#feature-folders).
export { passwordPairSchema, passwordsMatch, type NewPasswordData } from './new-password.form';
