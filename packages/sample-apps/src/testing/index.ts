/** Story and test helpers of the sample apps (not exported from the package). */
export { AppStory, appLocation, appStoryParameters, type AppStoryProps } from './with-app';
export { defaultMockApi, scenarios } from './mock-api';
export { keepDraft, keptDraft } from './drafts';
