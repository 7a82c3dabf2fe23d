export { TalentPage, TALENT_TEXT } from './talent-page';
