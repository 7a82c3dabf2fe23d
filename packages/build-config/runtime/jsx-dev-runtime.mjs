// The JSX calls of a development build (jsxDEV: swc writes them when Fast Refresh is on) made with
// react/jsx-runtime. React's own react/jsx-dev-runtime needs a development React's internals, and a team's
// development build opened in a production site through ?remote-override= runs on that site's production
// React, which every element then threw on. react/jsx-runtime comes with both, and a development React's
// copy of it checks each element (keys, owners) as jsxDEV does. Development builds only (webpack.mjs).
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

export { Fragment };

/**
 * @param {import('react').ElementType} type
 * @param {Record<string, unknown>} props
 * @param {import('react').Key | undefined} key
 * @param {boolean} isStaticChildren  children written as a list in the source (jsxs), not an array value
 */
export const jsxDEV = (type, props, key, isStaticChildren) =>
  (isStaticChildren ? jsxs : jsx)(type, props, key);
