export { Recommendations, recommendationsQuery } from './recommendations';
