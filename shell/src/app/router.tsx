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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'signup', element: <SignupPage /> },
      { path: 'find-jobs', element: findJobsElement },
      { path: 'jobs/:jobId', element: jobDetailElement },
      { path: 'saved-jobs', element: savedJobsElement },
      { path: 'profile', element: profileElement },
      { path: 'employeer/*', element: employerElement },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
