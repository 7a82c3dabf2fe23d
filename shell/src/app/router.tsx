import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import {
  employerElement,
  findJobsElement,
  jobDetailElement,
  profileElement,
  savedJobsElement,
} from './remote-routes';
import { LandingPage } from '../features/landing';
import { LoginPage, SignupPage } from '../features/auth';
import { NotFoundPage } from '../features/not-found';

// Each route's `handle.title` names its page ("Login · JobPortal"); see ./page-continuity.ts.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage />, handle: { title: 'Home' } },
      { path: 'login', element: <LoginPage />, handle: { title: 'Login' } },
      { path: 'signup', element: <SignupPage />, handle: { title: 'Signup' } },
      { path: 'find-jobs', element: findJobsElement, handle: { title: 'Find Jobs' } },
      { path: 'jobs/:jobId', element: jobDetailElement, handle: { title: 'Job Details' } },
      { path: 'saved-jobs', element: savedJobsElement, handle: { title: 'Saved Jobs' } },
      { path: 'profile', element: profileElement, handle: { title: 'Profile' } },
      { path: 'employeer/*', element: employerElement },
      { path: '*', element: <NotFoundPage />, handle: { title: 'Page not found' } },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
