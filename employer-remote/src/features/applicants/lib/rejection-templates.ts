// The messages a rejection can start from: editable before sending, and written with the placeholders the
// server fills in per candidate when it sends them ({firstName}, {jobTitle}, {companyName}), so one message
// serves a bulk rejection and still greets each candidate by name.
export interface RejectionTemplate {
  id: string;
  label: string;
  text: string;
}

export const PLACEHOLDER_HINT =
  '{firstName}, {jobTitle} and {companyName} are filled in for each candidate when the message is sent.';

export const REJECTION_TEMPLATES: readonly RejectionTemplate[] = [
  {
    id: 'not-moving-forward',
    label: 'Thank you, not moving forward',
    text: `Hi {firstName},

Thank you for applying for the {jobTitle} role and for the time you put into your application. After careful consideration we have decided not to move forward with it.

We wish you every success in your search.

{companyName}`,
  },
  {
    id: 'position-filled',
    label: 'The position has been filled',
    text: `Hi {firstName},

Thank you for your interest in the {jobTitle} role. The position has now been filled, so we are not able to take your application further.

We appreciate the time you spent applying and wish you the best.

{companyName}`,
  },
  {
    id: 'keep-in-touch',
    label: 'Not this time, keep in touch',
    text: `Hi {firstName},

Thank you for applying for the {jobTitle} role. We will not be moving forward for this position, but we liked what we saw and would be glad to hear from you when a role that fits opens up.

All the best,
{companyName}`,
  },
];
