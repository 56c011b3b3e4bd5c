export { ExamplePage } from './example-page';
