// The Worker side of the tests' D1 gateway (tests/helpers/d1-gateway.ts): runs in workerd beside
// the real local D1 and executes one statement, or one batch, per request. The body names the
// statement(s) as { sql, params } and how to run them; the answer is { value } or { error }.
// Values are JSON: the platform stores no BLOBs (text, integers and NULL only).

// A bound undefined arrives as { $undefined: true } (JSON has no undefined); D1 itself refuses it.
const value = (v) => (v !== null && typeof v === 'object' && v.$undefined === true ? undefined : v);
const statement = (db, s) => (s.params.length ? db.prepare(s.sql).bind(...s.params.map(value)) : db.prepare(s.sql));

async function run(db, op) {
  switch (op.kind) {
    case 'first':
      return op.column === undefined ? statement(db, op).first() : statement(db, op).first(op.column);
    case 'all':
      return statement(db, op).all();
    case 'run':
      return statement(db, op).run();
    case 'raw':
      return op.columnNames ? statement(db, op).raw({ columnNames: true }) : statement(db, op).raw();
    case 'batch':
      return db.batch(op.statements.map((s) => statement(db, s)));
    case 'exec':
      return db.exec(op.sql);
    default:
      throw new Error(`d1 gateway: unknown operation ${op.kind}`);
  }
}

export default {
  async fetch(request, env) {
    const op = await request.json();
    try {
      return Response.json({ value: await run(env.DB, op) });
    } catch (err) {
      const cause = err?.cause instanceof Error ? err.cause.message : err?.cause === undefined ? undefined : String(err.cause);
      return Response.json({ error: { message: err instanceof Error ? err.message : String(err), cause } });
    }
  },
};
