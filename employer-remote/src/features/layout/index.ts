export { EmployerLayout } from './components/employer-layout';
export { MENU_ITEMS } from './components/sidebar-nav';
