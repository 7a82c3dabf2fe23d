export { NotFoundPage } from './components/lazy-not-found-page';
