// The reviews feature's surface for the other features (docs/engineering.md#feature-folders).
export { answerText } from './describe-answer';
