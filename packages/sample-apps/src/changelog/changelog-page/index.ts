export { CHANGELOGS, ChangelogPage } from './changelog-page';
