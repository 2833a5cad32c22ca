/**
 * True when an error means the database cannot be reached right now (stopped, restarting,
 * refusing connections, out of connection slots), as opposed to a query that is wrong. Such a
 * request is answered 503 with `Retry-After` ('Website offline'), not 500 (issue 20 "Faults").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Node socket errors on connect, and PostgreSQL's SQLSTATE classes 08 (connection
    // exception) and 57P (operator intervention: shutdown, crash, cannot connect now), 53300.
    if (/^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN)$/.test(code))
      return true;
    if (/^(08\w{3}|57P0[1-4]|53300)$/.test(code)) return true;
  }
  // What node-postgres says when the server goes away mid-query or the pool cannot connect.
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i.test(
    error.message,
  );
}

/** Seconds a client should wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;
