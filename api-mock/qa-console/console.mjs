// The QA console's script: a small page over api-mock's /__qa routes (the same calls as the curl lines in
// api-mock's README). The QA token is typed in once and kept in this tab's sessionStorage (gone when the
// tab closes), sent only as the X-QA-Token header to this origin, never put in a URL. Everything the API
// returns is written as text (textContent), never as HTML: journal entries carry what any caller sent.

const TOKEN_KEY = 'qa-console.token';
const SESSION_KEY = 'qa-console.session';
const SESSION_COOKIE = 'qa-session';
const SESSION_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
const LIVE_MS = 2000;
/** The methods a fault or a journal filter may name ('' is any). */
const METHODS = ['', 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** @typedef {{ headers?: Record<string, string>, jsonBody?: unknown, textBody?: string }} Crafted */
/** @typedef {Crafted & { id: string, pattern: string, method?: string, session?: string, caller?: string,
 *   delayMs?: number, status?: number, message?: string, body?: string, network?: string, dribbleMs?: number,
 *   times?: number, hits: number }} Fault */
/** @typedef {{ method: string, path: string, status: number | null, ms: number, user: string | null,
 *   session: string | null, caller: string, at: string, requestHeaders: Record<string, string>, body: unknown,
 *   responseHeaders: Record<string, string>, response: unknown,
 *   fault: { id: string, status?: number, delayMs?: number, network?: string, session?: string } | null,
 *   stub: { id: string, status: number, session?: string } | null }} Entry */
/** @typedef {Crafted & { id: string, pattern: string, method?: string, session?: string, caller?: string,
 *   status: number, delayMs?: number, times?: number, hits: number }} Stub */
/** @typedef {{ role: string, email: string, password: string, note: string }} Account */
/** @typedef {{ _id: string, kind: string, to: string, subject: string, status: string, attempts: number,
 *   lastError: string | null, createdAt: string, nextAttemptAt: string | null, sentAt: string | null,
 *   latencyMs: number | null }} Mail */

/**
 * The element with this id (the page has them all).
 * @template {HTMLElement} T
 * @param {string} id
 * @returns {T}
 */
function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`QA console: #${id} is missing from the page`);
  return /** @type {T} */ (found);
}

/**
 * An element with properties, attributes and children (text is always text, never markup).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {Partial<HTMLElementTagNameMap[K]> & { attrs?: Record<string, string> }} [props]
 * @param {(Node | string)[]} children
 * @returns {HTMLElementTagNameMap[K]}
 */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  const { attrs, ...rest } = props;
  Object.assign(node, rest);
  for (const [name, value] of Object.entries(attrs ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

class Refused extends Error {}

/** @returns {string | null} */
const token = () => sessionStorage.getItem(TOKEN_KEY);
/** @returns {string} */
const mySession = () => sessionStorage.getItem(SESSION_KEY) ?? '';

/**
 * Calls a QA route with the token; the reply's JSON, or an Error with the API's message.
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @returns {Promise<any>}
 */
async function api(method, path, body) {
  /** @type {Record<string, string>} */
  const headers = { 'x-qa-token': token() ?? '' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    cache: 'no-store',
  });
  const data = await response.json().catch(() => null);
  if (response.status === 401) throw new Refused(data?.message ?? 'The QA token was refused');
  if (!response.ok) throw new Error(data?.message ?? `${method} ${path}: HTTP ${response.status}`);
  return data;
}

/**
 * Runs an action; a refused token goes back to the sign-in, any other failure is shown in `errorBox`.
 * @param {HTMLElement} errorBox
 * @param {() => Promise<void>} action
 */
async function guarded(errorBox, action) {
  errorBox.textContent = '';
  try {
    await action();
  } catch (err) {
    if (err instanceof Refused) {
      signOut(`The QA token was refused: ${err.message}`);
      return;
    }
    errorBox.textContent = err instanceof Error ? err.message : String(err);
  }
}

for (const select of document.querySelectorAll('select[data-methods]')) {
  select.append(...METHODS.map((method) => el('option', { value: method }, method || 'Any')));
}

// A crafted reply's fields (body, headers) are written once, in the page's template: each form that
// has a data-reply-fields slot gets a copy, its ids prefixed with the slot's name, the body's label as
// the slot words it, and the slot's data-for / data-body (when the fields show) on each field.
for (const slot of /** @type {NodeListOf<HTMLElement>} */ (
  document.querySelectorAll('[data-reply-fields]')
)) {
  const prefix = slot.dataset.replyFields ?? '';
  const fields = /** @type {DocumentFragment} */ (
    /** @type {HTMLTemplateElement} */ (byId('reply-fields')).content.cloneNode(true)
  );
  for (const node of fields.querySelectorAll('[id]')) node.id = `${prefix}-${node.id}`;
  for (const label of fields.querySelectorAll('label')) label.htmlFor = `${prefix}-${label.htmlFor}`;
  for (const node of fields.querySelectorAll('[aria-describedby]')) {
    node.setAttribute('aria-describedby', `${prefix}-${node.getAttribute('aria-describedby')}`);
  }
  const bodyLabel = fields.querySelector('[data-part="body"] label');
  if (bodyLabel && slot.dataset.bodyLabel) bodyLabel.textContent = slot.dataset.bodyLabel;
  for (const field of /** @type {NodeListOf<HTMLElement>} */ (fields.querySelectorAll('[data-part]'))) {
    if (slot.dataset.for) field.dataset.for = slot.dataset.for;
    if (slot.dataset.body && field.dataset.part === 'body') field.dataset.body = slot.dataset.body;
  }
  slot.replaceWith(fields);
}

/**
 * The crafted reply a form's reply fields describe, as the API takes it for a fault or a stub: its
 * headers, and with a `kind` its body (`jsonBody` or `textBody`); an Error saying what to fix when the
 * body is not JSON or a header line has no name.
 * @param {HTMLFormElement} form
 * @param {'json' | 'text' | null} kind
 * @returns {Crafted}
 */
function craftedFromForm(form, kind) {
  const data = new FormData(form);
  /** @type {Crafted} */
  const crafted = {};
  const body = String(data.get('replyBody') ?? '');
  if (kind && body.trim()) {
    if (kind === 'json') {
      try {
        crafted.jsonBody = JSON.parse(body);
      } catch (err) {
        const label = form.querySelector('[data-part="body"] label')?.textContent ?? 'Reply body';
        throw new Error(`${label}: not JSON (${err instanceof Error ? err.message : String(err)})`, {
          cause: err,
        });
      }
    } else {
      crafted.textBody = body;
    }
  }
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of String(data.get('headers') ?? '').split('\n')) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Reply headers: write each as Name: value (“${line.trim()}”)`);
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  if (Object.keys(headers).length) crafted.headers = headers;
  return crafted;
}

/**
 * A crafted reply in short, for the tables: its headers and the start of its body.
 * @param {Crafted} crafted
 */
function describeCrafted(crafted) {
  const parts = [];
  if (crafted.headers)
    parts.push(
      Object.entries(crafted.headers)
        .map(([n, v]) => `${n}: ${v}`)
        .join(', '),
    );
  if (crafted.jsonBody !== undefined) parts.push(JSON.stringify(crafted.jsonBody).slice(0, 120));
  else if (crafted.textBody !== undefined) parts.push(`“${crafted.textBody.slice(0, 120)}”`);
  return parts;
}

// ---------------------------------------------------------------- sign-in

/** @param {string} [why] */
function signOut(why = '') {
  sessionStorage.removeItem(TOKEN_KEY);
  stopLive();
  byId('console').hidden = true;
  byId('sign-in').hidden = false;
  byId('token-error').textContent = why;
  document.title = 'QA console · api-mock';
  byId('token').focus();
}

async function openConsole() {
  // One cheap call tells a good token from a bad one before the console shows.
  await api('GET', '/__qa/faults');
  byId('sign-in').hidden = true;
  byId('console').hidden = false;
  showSession();
  await Promise.all([loadScenarios(), loadClock(), loadFaults(), loadStubs(), loadJournal(), loadOutbox()]);
}

byId('token-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const input = /** @type {HTMLInputElement} */ (byId('token'));
  sessionStorage.setItem(TOKEN_KEY, input.value.trim());
  input.value = '';
  void guarded(byId('token-error'), openConsole);
});
byId('sign-out').addEventListener('click', () => signOut());

// ---------------------------------------------------------------- the tester's QA session

function showSession() {
  const session = mySession();
  const input = /** @type {HTMLInputElement} */ (byId('session'));
  input.value = session;
  byId('session-now').textContent = session
    ? `Your QA session is ${session}. Calls from this origin carry it; from the portal, send the header X-QA-Session: ${session}.`
    : 'No QA session: your faults meet everyone, and only global faults meet your calls.';
  for (const form of ['#fault-form', '#stub-form']) {
    const mine = /** @type {HTMLInputElement} */ (
      document.querySelector(`${form} input[name="scope"][value="session"]`)
    );
    mine.disabled = !session;
    mine.parentElement?.replaceChildren(mine, session ? ` Only my session (${session})` : ' Only my session');
    if (!session)
      /** @type {HTMLInputElement} */ (document.querySelector(`${form} input[value="everyone"]`)).checked =
        true;
  }
  byId('clear-mine').hidden = !session;
  byId('clear-my-stubs').hidden = !session;
}

/** @param {string} session */
function useSession(session) {
  if (session) {
    sessionStorage.setItem(SESSION_KEY, session);
    document.cookie = `${SESSION_COOKIE}=${session}; Path=/; SameSite=Strict`;
  } else {
    sessionStorage.removeItem(SESSION_KEY);
    document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict`;
  }
  showSession();
}

byId('session-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const value = /** @type {HTMLInputElement} */ (byId('session')).value.trim();
  if (value && !SESSION_PATTERN.test(value)) {
    byId('session-now').textContent =
      'A session name is letters, digits, dot, underscore and dash, up to 64 of them.';
    return;
  }
  useSession(value);
});
byId('session-clear').addEventListener('click', () => useSession(''));

// ---------------------------------------------------------------- scenarios and reset

/**
 * What a scenario or reset made: its message, then its accounts with ready-made tokens to copy.
 * @param {{ message: string, accounts?: Account[], tokens?: Record<string, string> }} result
 */
function showResult(result) {
  const box = byId('scenario-result');
  const parts = [el('p', {}, result.message)];
  if (result.accounts?.length) {
    const rows = result.accounts.map((account) => {
      const tokenValue = result.tokens?.[account.email];
      const cells = [
        el('td', {}, account.role),
        el('td', {}, account.email),
        el('td', {}, account.note),
        el('td', {}),
      ];
      if (tokenValue) {
        // Named by what it shows, then whose token in brackets for screen readers: a name must contain
        // the shown text (someone who says "Copy token" reaches it), before and after the click.
        const said = el('span', {}, 'Copy token');
        const copy = el(
          'button',
          { type: 'button', className: 'secondary small' },
          said,
          ' ',
          el('span', { className: 'visually-hidden' }, `(${account.email})`),
        );
        copy.addEventListener('click', () => {
          void navigator.clipboard.writeText(tokenValue).then(
            () => (said.textContent = 'Copied'),
            () => (said.textContent = 'Copy failed'),
          );
        });
        cells[3]?.append(copy);
      }
      return el('tr', {}, ...cells);
    });
    parts.push(
      el(
        'table',
        {},
        el('caption', {}, `Accounts (password ${result.accounts[0]?.password ?? ''})`),
        el(
          'thead',
          {},
          el(
            'tr',
            {},
            ...['Role', 'E-mail', 'What it has', 'Token'].map((h) => el('th', { scope: 'col' }, h)),
          ),
        ),
        el('tbody', {}, ...rows),
      ),
    );
  }
  box.replaceChildren(...parts);
}

async function loadScenarios() {
  /** @type {{ name: string, description: string }[]} */
  const scenarios = await api('GET', '/__qa/scenarios');
  byId('scenario-list').replaceChildren(
    ...scenarios.map((scenario) => {
      const load = el('button', {
        type: 'button',
        textContent: 'Load',
        attrs: { 'aria-label': `Load the scenario ${scenario.name}` },
      });
      load.addEventListener('click', () => {
        load.disabled = true;
        byId('scenario-result').textContent = `Loading ${scenario.name}…`;
        void guarded(byId('scenario-result'), async () => {
          showResult(await api('POST', '/__qa/scenarios', { name: scenario.name }));
          await Promise.all([loadFaults(), loadStubs(), loadClock()]);
        }).finally(() => (load.disabled = false));
      });
      return el(
        'li',
        {},
        el('h3', {}, scenario.name),
        el('p', {}, scenario.description),
        el('div', {}, load),
      );
    }),
  );
}

byId('reset-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const size = /** @type {HTMLInputElement} */ (byId('reset-size')).value;
  byId('scenario-result').textContent = 'Resetting…';
  void guarded(byId('scenario-result'), async () => {
    showResult(await api('POST', '/__qa/reset', size === '' ? {} : { size: Number(size) }));
    await Promise.all([loadFaults(), loadStubs(), loadClock()]);
  });
});

// ---------------------------------------------------------------- clock

/** @typedef {{ now: string, systemNow: string, offsetMs: number }} ClockState */

/**
 * An offset in words: "2 days 3 hours ahead", "40 minutes behind".
 * @param {number} ms
 */
function describeOffset(ms) {
  const units = /** @type {const} */ ([
    ['day', 86_400_000],
    ['hour', 3_600_000],
    ['minute', 60_000],
    ['second', 1_000],
  ]);
  let left = Math.abs(ms);
  const parts = [];
  for (const [unit, size] of units) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
  }
  return `${parts.join(' ') || 'less than a second'} ${ms > 0 ? 'ahead of' : 'behind'} the real time`;
}

/** @param {ClockState} state */
function showClock(state) {
  const at = new Date(state.now).toLocaleString([], { hour12: false });
  byId('clock-now').textContent =
    state.offsetMs === 0
      ? `The clock follows the real time: ${at}.`
      : `The clock reads ${at} (${state.now}), ${describeOffset(state.offsetMs)}.`;
}

async function loadClock() {
  showClock(await api('GET', '/__qa/clock'));
}

byId('clock-advance-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const data = new FormData(/** @type {HTMLFormElement} */ (event.currentTarget));
  /** @type {Record<string, number>} */
  const by = {};
  for (const unit of ['days', 'hours', 'minutes']) {
    const value = String(data.get(unit) ?? '').trim();
    if (value) by[unit] = Number(value);
  }
  void guarded(byId('clock-error'), async () => {
    if (Object.keys(by).length === 0)
      throw new Error('Say how far to move the clock: days, hours or minutes.');
    showClock(await api('POST', '/__qa/clock/advance', by));
  });
});
byId('clock-set-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const value = /** @type {HTMLInputElement} */ (byId('clock-at')).value;
  void guarded(byId('clock-error'), async () => {
    // datetime-local is the tester's local time, with no zone: the Date reads it so.
    const at = new Date(value);
    if (Number.isNaN(at.getTime())) throw new Error('Give the date and time to set the clock to.');
    showClock(await api('PUT', '/__qa/clock', { at: at.toISOString() }));
  });
});
byId('clock-reset').addEventListener('click', () => {
  void guarded(byId('clock-error'), async () => showClock(await api('DELETE', '/__qa/clock')));
});

// ---------------------------------------------------------------- faults

/**
 * Who meets a fault or a stub: everyone or one session, and whose calls (the server's render, the browser's).
 * @param {{ session?: string, caller?: string }} rule
 */
function whoMeets(rule) {
  const who = rule.session ? `session ${rule.session}` : 'everyone';
  return rule.caller === 'server'
    ? `${who}, server's render only`
    : rule.caller === 'browser'
      ? `${who}, browser only`
      : who;
}

/** @param {Fault} fault */
function describeFault(fault) {
  const parts = [];
  if (fault.delayMs) parts.push(`wait ${fault.delayMs} ms`);
  if (fault.status !== undefined) {
    const crafted = describeCrafted(fault);
    const body =
      fault.jsonBody !== undefined || fault.textBody !== undefined
        ? crafted.join(' · ')
        : [
            ...crafted,
            fault.body === 'empty'
              ? 'no body'
              : fault.body === 'no-message'
                ? '{} (no message)'
                : `“${fault.message ?? 'Injected fault'}”`,
          ].join(' · ');
    parts.push(`${fault.status}, ${body}`);
  }
  if (fault.network === 'dribble') parts.push(`dribble over ${fault.dribbleMs ?? 5000} ms`);
  else if (fault.network) parts.push(fault.network.replace('-', ' '));
  return parts.join(', then ');
}

async function loadFaults() {
  /** @type {Fault[]} */
  const faults = await api('GET', '/__qa/faults');
  byId('no-faults').hidden = faults.length > 0;
  byId('fault-rows').replaceChildren(
    ...faults.map((fault) => {
      const remove = el('button', {
        type: 'button',
        className: 'danger small',
        textContent: 'Remove',
        attrs: { 'aria-label': `Remove the fault on ${fault.pattern}` },
      });
      remove.addEventListener('click', () => {
        void guarded(byId('fault-error'), async () => {
          await api('DELETE', `/__qa/faults/${encodeURIComponent(fault.id)}`);
          await loadFaults();
        });
      });
      return el(
        'tr',
        {},
        el('td', {}, el('code', {}, fault.pattern)),
        el('td', {}, fault.method ?? 'any'),
        el('td', {}, whoMeets(fault)),
        el('td', {}, describeFault(fault)),
        el('td', {}, String(fault.hits)),
        el('td', {}, fault.times === undefined ? 'every call' : String(fault.times)),
        el('td', {}, remove),
      );
    }),
  );
}

/**
 * Shows the fields that apply to the chosen kind of fault (data-for lists the kinds) and reply body
 * (data-body lists the bodies).
 */
function showFaultFields() {
  const kind = /** @type {HTMLSelectElement} */ (byId('fault-kind')).value;
  const body = /** @type {HTMLSelectElement} */ (byId('fault-body')).value;
  for (const field of /** @type {NodeListOf<HTMLElement>} */ (
    document.querySelectorAll('#fault-form [data-for]')
  )) {
    const forKind = (field.dataset.for ?? '').split(' ').includes(kind);
    field.hidden =
      !forKind || (field.dataset.body !== undefined && !field.dataset.body.split(' ').includes(body));
  }
}
byId('fault-kind').addEventListener('change', showFaultFields);
byId('fault-body').addEventListener('change', showFaultFields);
showFaultFields();

/**
 * The fault the form describes, as POST /__qa/faults takes it (only the fields that apply); an Error
 * saying what to fix in its crafted reply.
 * @param {HTMLFormElement} form
 */
function faultFromForm(form) {
  const data = new FormData(form);
  const text = (/** @type {string} */ name) => String(data.get(name) ?? '').trim();
  const number = (/** @type {string} */ name) => (text(name) === '' ? undefined : Number(text(name)));
  const kind = text('kind');
  /** @type {Record<string, unknown>} */
  const fault = { pattern: text('pattern') };
  if (text('method')) fault.method = text('method');
  if (text('scope') === 'session' && mySession()) fault.session = mySession();
  if (text('caller')) fault.caller = text('caller');
  const delayMs = number('delayMs');
  if (delayMs !== undefined) fault.delayMs = delayMs;
  const times = number('times');
  if (times !== undefined) fault.times = times;
  if (kind !== 'status' && kind !== 'delay') fault.network = kind;
  if (kind === 'dribble' && number('dribbleMs') !== undefined) fault.dribbleMs = number('dribbleMs');
  const status = number('status');
  if (kind === 'status' || ((kind === 'malformed-json' || kind === 'dribble') && status !== undefined)) {
    if (status !== undefined) fault.status = status;
    const body = text('body');
    const crafted = body === 'json' || body === 'text' ? body : null;
    Object.assign(fault, craftedFromForm(form, crafted));
    // A crafted body is the whole reply; else the reply body is one of the API's kinds.
    if (!crafted && body !== 'message') fault.body = body;
    else if (!crafted && text('message')) fault.message = text('message');
  }
  return fault;
}

byId('fault-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = /** @type {HTMLFormElement} */ (event.currentTarget);
  void guarded(byId('fault-error'), async () => {
    await api('POST', '/__qa/faults', faultFromForm(form));
    await loadFaults();
  });
});

byId('clear-all').addEventListener('click', () => {
  void guarded(byId('fault-error'), async () => {
    await api('DELETE', '/__qa/faults');
    await loadFaults();
  });
});
byId('clear-mine').addEventListener('click', () => {
  void guarded(byId('fault-error'), async () => {
    await api('DELETE', `/__qa/faults?session=${encodeURIComponent(mySession())}`);
    await loadFaults();
  });
});

// ---------------------------------------------------------------- stubs

/** @param {Stub} stub */
function describeStub(stub) {
  const parts = [String(stub.status), ...describeCrafted(stub)];
  if (stub.jsonBody === undefined && stub.textBody === undefined) parts.push('no body');
  return parts.join(' · ');
}

async function loadStubs() {
  /** @type {Stub[]} */
  const stubs = await api('GET', '/__qa/stubs');
  byId('no-stubs').hidden = stubs.length > 0;
  byId('stub-rows').replaceChildren(
    ...stubs.map((stub) => {
      const remove = el('button', {
        type: 'button',
        className: 'danger small',
        textContent: 'Remove',
        attrs: { 'aria-label': `Remove the stub on ${stub.pattern}` },
      });
      remove.addEventListener('click', () => {
        void guarded(byId('stub-error'), async () => {
          await api('DELETE', `/__qa/stubs/${encodeURIComponent(stub.id)}`);
          await loadStubs();
        });
      });
      return el(
        'tr',
        {},
        el('td', {}, el('code', {}, stub.pattern)),
        el('td', {}, stub.method ?? 'any'),
        el('td', {}, whoMeets(stub)),
        el('td', {}, describeStub(stub)),
        el('td', {}, String(stub.hits)),
        el('td', {}, stub.times === undefined ? 'every call' : String(stub.times)),
        el('td', {}, remove),
      );
    }),
  );
}

/**
 * The stub the form describes, as POST /__qa/stubs takes it; an Error saying what to fix when the body
 * is not JSON or a header line has no name.
 * @param {HTMLFormElement} form
 */
function stubFromForm(form) {
  const data = new FormData(form);
  const text = (/** @type {string} */ name) => String(data.get(name) ?? '').trim();
  /** @type {Record<string, unknown>} */
  const stub = { pattern: text('pattern') };
  if (text('method')) stub.method = text('method');
  if (text('scope') === 'session' && mySession()) stub.session = mySession();
  if (text('caller')) stub.caller = text('caller');
  if (text('status')) stub.status = Number(text('status'));
  if (text('times')) stub.times = Number(text('times'));
  return Object.assign(stub, craftedFromForm(form, text('kind') === 'json' ? 'json' : 'text'));
}

byId('stub-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const form = /** @type {HTMLFormElement} */ (event.currentTarget);
  void guarded(byId('stub-error'), async () => {
    await api('POST', '/__qa/stubs', stubFromForm(form));
    await loadStubs();
  });
});
byId('clear-all-stubs').addEventListener('click', () => {
  void guarded(byId('stub-error'), async () => {
    await api('DELETE', '/__qa/stubs');
    await loadStubs();
  });
});
byId('clear-my-stubs').addEventListener('click', () => {
  void guarded(byId('stub-error'), async () => {
    await api('DELETE', `/__qa/stubs?session=${encodeURIComponent(mySession())}`);
    await loadStubs();
  });
});

// ---------------------------------------------------------------- journal

/** @param {unknown} value */
const pretty = (value) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2));

/**
 * One call: a line to scan, opened for its headers and bodies.
 * @param {Entry} entry
 */
function journalItem(entry) {
  const time = new Date(entry.at).toLocaleTimeString([], { hour12: false });
  const status = entry.status === null ? 'no reply' : String(entry.status);
  const statusClass = entry.status === null ? 'status-none' : `status-${String(entry.status)[0]}`;
  const summary = el(
    'summary',
    {},
    `${time} ${entry.method} ${entry.path} → `,
    el('strong', { className: statusClass }, status),
    ` (${entry.ms} ms) · ${entry.user ?? 'anonymous'}`,
  );
  if (entry.session) summary.append(el('span', { className: 'tag' }, `session ${entry.session}`));
  if (entry.caller === 'server') summary.append(el('span', { className: 'tag' }, "server's render"));
  if (entry.fault) {
    const what = entry.fault.network ?? (entry.fault.status ? `status ${entry.fault.status}` : 'delay');
    summary.append(el('span', { className: 'tag' }, `fault: ${what}`));
  }
  if (entry.stub) summary.append(el('span', { className: 'tag' }, `stub: status ${entry.stub.status}`));
  /**
   * A long body scrolls inside its box, so the box takes the keyboard's focus (else its end is out of
   * reach without a mouse).
   * @param {string} title
   * @param {unknown} value
   */
  const block = (title, value) =>
    el('div', {}, el('h4', {}, title), el('pre', { tabIndex: 0 }, pretty(value ?? '(none)')));
  return el(
    'li',
    {},
    el(
      'details',
      {},
      summary,
      el(
        'div',
        { className: 'body' },
        block('Request headers', entry.requestHeaders),
        block('Request body', entry.body),
        block('Reply headers', entry.responseHeaders),
        block('Reply body', entry.response),
      ),
    ),
  );
}

/** The journal query the filter form describes. */
function journalQuery() {
  const data = new FormData(/** @type {HTMLFormElement} */ (byId('journal-form')));
  const query = new URLSearchParams();
  for (const name of ['path', 'status', 'user', 'method', 'caller', 'limit']) {
    const value = String(data.get(name) ?? '').trim();
    if (value) query.set(name, value);
  }
  if (data.get('mine') && mySession()) query.set('session', mySession());
  return query;
}

async function loadJournal() {
  /** @type {Entry[]} */
  const entries = await api('GET', `/__qa/journal?${journalQuery().toString()}`);
  // Keep open what the tester opened, across a refresh (by time and path).
  const open = new Set(
    [...document.querySelectorAll('#journal-list details[open]')].map((d) => d.parentElement?.dataset.key),
  );
  byId('journal-list').replaceChildren(
    ...entries.map((entry) => {
      const item = journalItem(entry);
      item.dataset.key = `${entry.at} ${entry.method} ${entry.path}`;
      if (open.has(item.dataset.key)) item.querySelector('details')?.setAttribute('open', '');
      return item;
    }),
  );
  byId('journal-count').textContent = entries.length
    ? `${entries.length} call${entries.length === 1 ? '' : 's'}, newest first.`
    : 'No calls match.';
}

byId('journal-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void guarded(byId('journal-error'), loadJournal);
});
byId('journal-clear').addEventListener('click', () => {
  void guarded(byId('journal-error'), async () => {
    await api('DELETE', '/__qa/journal');
    await loadJournal();
  });
});

// ---------------------------------------------------------------- outbox

/** @param {string} iso */
const clock = (iso) => new Date(iso).toLocaleTimeString([], { hour12: false });

/**
 * A kind's label, as the filter lists it (the page is sent with the contracts' labels).
 * @param {string} kind
 */
function kindLabel(kind) {
  const option = [.../** @type {HTMLSelectElement} */ (byId('mail-kind')).options].find(
    (o) => o.value === kind,
  );
  return option?.textContent ?? kind;
}

/**
 * Where a mail stands, in words: when it went, or when it is tried again.
 * @param {Mail} mail
 */
function mailState(mail) {
  if (mail.status === 'sent' && mail.latencyMs !== null) return `sent ${mail.latencyMs} ms after queuing`;
  if (mail.status === 'queued' && mail.attempts > 0 && mail.nextAttemptAt)
    return `queued, next attempt at ${clock(mail.nextAttemptAt)}`;
  if (mail.status === 'skipped') return 'skipped: the recipient turned this kind off';
  return mail.status;
}

/** The outbox query the filter form describes. */
function outboxQuery() {
  const data = new FormData(/** @type {HTMLFormElement} */ (byId('mail-form')));
  const query = new URLSearchParams();
  for (const name of ['status', 'kind', 'limit']) {
    const value = String(data.get(name) ?? '').trim();
    if (value) query.set(name, value);
  }
  return query;
}

async function loadOutbox() {
  /** @type {{ mails: Mail[], counts: Record<string, number> }} */
  const { mails, counts } = await api('GET', `/__qa/mail?${outboxQuery().toString()}`);
  byId('mail-counts').textContent =
    `In the outbox: ${counts.queued ?? 0} queued, ${counts.sent ?? 0} sent, ` +
    `${counts.failed ?? 0} failed, ${counts.skipped ?? 0} skipped.`;
  byId('no-mail').hidden = mails.length > 0;
  byId('mail-rows').replaceChildren(
    ...mails.map((mail) =>
      el(
        'tr',
        {},
        el('td', {}, clock(mail.createdAt)),
        el('td', {}, mail.to),
        el('td', {}, kindLabel(mail.kind)),
        // The subject is written when the mail is first tried.
        el('td', {}, mail.subject || '(not tried yet)'),
        el('td', { className: `mail-${mail.status}` }, mailState(mail)),
        el('td', {}, String(mail.attempts)),
        el('td', {}, mail.lastError ?? ''),
      ),
    ),
  );
}

byId('mail-form').addEventListener('submit', (event) => {
  event.preventDefault();
  void guarded(byId('mail-error'), loadOutbox);
});
byId('mail-digests').addEventListener('click', () => {
  void guarded(byId('mail-error'), async () => {
    /** @type {{ message: string }} */
    const { message } = await api('POST', '/__qa/mail/digests');
    await loadOutbox();
    byId('mail-counts').textContent = `${message}. ${byId('mail-counts').textContent ?? ''}`;
  });
});

/** @type {ReturnType<typeof setInterval> | undefined} */
let live;
function stopLive() {
  clearInterval(live);
  live = undefined;
  /** @type {HTMLInputElement} */ (byId('journal-live')).checked = false;
}
byId('journal-live').addEventListener('change', (event) => {
  if (!(/** @type {HTMLInputElement} */ (event.currentTarget).checked)) {
    stopLive();
    return;
  }
  live = setInterval(() => {
    void guarded(byId('journal-error'), async () => {
      await Promise.all([loadJournal(), loadFaults(), loadStubs(), loadOutbox(), loadClock()]);
    });
  }, LIVE_MS);
});

// ---------------------------------------------------------------- start

// A token kept from earlier in this tab opens the console at once; without one (or if it fails), sign in.
if (token()) {
  void guarded(byId('token-error'), openConsole).then(() => {
    if (byId('console').hidden) byId('sign-in').hidden = false;
  });
} else {
  signOut();
}
