// The load generator, run as a separate process (child_process.fork) so that autocannon does not
// share an event loop with anything it measures. It receives scenarios over IPC, runs each with
// autocannon and sends back the figures.
//
// Scenario kinds:
//   get            fixed GET (headers optional); `expectHeader` counts answers missing that header
//   rotate-get     GET over a list of paths, one after the other
//   content-save   PUT /api/my/website/content; `slots` = [{ token, sectionId, version }]
//   questionnaire-patch  PATCH /api/questionnaires/:id; `slots` = [{ id, token, version }]
// Writes lease a slot per request, so no two requests in flight touch the same row: every request
// is valid and a 409 means a real lost-update bug, not a benchmark race. The version for the next
// request on a slot comes from the previous answer.
import autocannon from 'autocannon';

function slotPool(slots) {
  const free = slots.map((slot) => ({ slot, leasedAt: 0 }));
  const leased = new Set();
  return {
    take() {
      let entry = free.pop();
      if (!entry) {
        // Only after a timeout lost a response: reclaim the oldest lease.
        entry = [...leased].sort((a, b) => a.leasedAt - b.leasedAt)[0];
        leased.delete(entry);
      }
      entry.leasedAt = Date.now();
      leased.add(entry);
      return entry;
    },
    give(entry) {
      if (leased.delete(entry)) free.unshift(entry);
    },
  };
}

/** Returns a factory of request lists: one fresh list per connection (see runScenario). */
function buildRequests(scenario, counters) {
  const { kind } = scenario;
  const bump = (name) => {
    counters[name] = (counters[name] ?? 0) + 1;
  };
  if (kind === 'get') {
    return () => [
      {
        method: 'GET',
        path: scenario.path,
        headers: scenario.headers ?? {},
        onResponse: scenario.expectHeader
          ? (status, _body, _ctx, headers) => {
              const want = scenario.expectHeader.toLowerCase();
              if (status === 200 && !Object.keys(headers).some((k) => k.toLowerCase() === want)) bump(`missing ${scenario.expectHeader}`);
            }
          : undefined,
      },
    ];
  }
  if (kind === 'rotate-get') {
    let i = 0;
    return () => [
      {
        method: 'GET',
        headers: scenario.headers ?? {},
        setupRequest: (req) => ({ ...req, path: scenario.paths[i++ % scenario.paths.length] }),
      },
    ];
  }
  if (kind === 'content-save') {
    const pool = slotPool(scenario.slots);
    let n = 0;
    return () => [
      {
        method: 'PUT',
        path: '/api/my/website/content',
        setupRequest: (req, ctx) => {
          const entry = pool.take();
          ctx.entry = entry;
          const { token, sectionId, version } = entry.slot;
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ sections: [{ id: sectionId, content_value: `Benchmark save ${++n}: fresh bread every morning.`, version }] }),
          };
        },
        onResponse: (status, body, ctx) => {
          const entry = ctx.entry;
          if (!entry) return;
          if (status === 200) {
            try {
              const saved = JSON.parse(body).sections.find((s) => s.id === entry.slot.sectionId);
              if (saved) entry.slot.version = saved.version;
            } catch {
              bump('unparsable answers');
            }
          } else if (status === 409) bump('409 conflicts');
          pool.give(entry);
          ctx.entry = undefined;
        },
      },
    ];
  }
  if (kind === 'questionnaire-patch') {
    const pool = slotPool(scenario.slots);
    let n = 0;
    return () => [
      {
        method: 'PATCH',
        setupRequest: (req, ctx) => {
          const entry = pool.take();
          ctx.entry = entry;
          const { id, token, version } = entry.slot;
          n++;
          return {
            ...req,
            path: `/api/questionnaires/${id}`,
            headers: { 'content-type': 'application/json', 'x-resume-token': token },
            body: JSON.stringify({ business_name: `Autosave Bakery ${n}`, main_goal: `Autosaved goal text ${n}`, current_step: 1 + (n % 6), version }),
          };
        },
        onResponse: (status, body, ctx) => {
          const entry = ctx.entry;
          if (!entry) return;
          if (status === 200) {
            try {
              entry.slot.version = JSON.parse(body).version;
            } catch {
              bump('unparsable answers');
            }
          } else if (status === 409) bump('409 conflicts');
          pool.give(entry);
          ctx.entry = undefined;
        },
      },
    ];
  }
  throw new Error(`unknown scenario kind ${kind}`);
}

/**
 * autocannon keeps the built request bytes on the request objects, and a connection's first
 * request is built before any connection sends; with one shared list every connection's first
 * request would carry the last-built body. Each connection therefore gets its own list.
 */
function run(opts, makeRequests) {
  opts = { ...opts, requests: [{ method: 'GET', path: '/api/health' }], setupClient: (client) => client.setRequests(makeRequests()) };
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function runScenario(scenario) {
  const url = new URL(scenario.baseUrl);
  const counters = {};
  const base = {
    url: url.origin,
    connections: scenario.connections,
    pipelining: 1,
    timeout: scenario.timeoutSeconds ?? 10,
  };
  if (scenario.warmupSeconds > 0) {
    await run({ ...base, duration: scenario.warmupSeconds }, buildRequests(scenario, {}));
  }
  const result = await run({ ...base, duration: scenario.durationSeconds }, buildRequests(scenario, counters));
  const statusCounts = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, v]) => [code, Number(v.count)]));
  return {
    name: scenario.name,
    target: scenario.target,
    connections: scenario.connections,
    durationSeconds: scenario.durationSeconds,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCounts,
    counters,
  };
}

process.on('message', async (message) => {
  if (message?.type !== 'run') return;
  try {
    const result = await runScenario(message.scenario);
    process.send({ type: 'result', id: message.id, result });
  } catch (error) {
    process.send({ type: 'error', id: message.id, message: String(error?.stack ?? error) });
  }
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
