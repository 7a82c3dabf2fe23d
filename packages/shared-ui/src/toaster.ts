// How the portal shows toasts, wherever a page has its toast area (the shell's root layout, a remote's
// standalone page): top-center, 8 px apart, at most 350 px wide; a success goes after 2 s, a message or an
// error after 4 s, a "loading" one when it is replaced. One setting, so a remote's page alone shows its
// toasts as the composed site does.
export const TOASTER_PROPS = {
  position: 'top-center',
  gutter: 8,
  toastOptions: {
    style: { maxWidth: 350 },
    blank: { duration: 4000 },
    error: { duration: 4000 },
    custom: { duration: 4000 },
    success: { duration: 2000 },
    loading: { duration: Infinity },
  },
} as const;
