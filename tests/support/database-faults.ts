import type { RunningServer } from './server'

/** Runs one statement on a PostgreSQL database (the fault suite's own cluster). */
export async function sqlOn(databaseUrl: string, statement: string): Promise<void> {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Makes every COMMIT that stored a lead last `seconds` longer (a deferred constraint trigger
 * sleeps once per transaction, at commit time), so a restart during the test's few seconds
 * lands on a COMMIT in flight: the moment a 25 s run hit once by chance.
 */
export async function widenCommits(databaseUrl: string, seconds = 0.3): Promise<void> {
  await sqlOn(
    databaseUrl,
    `CREATE OR REPLACE FUNCTION widen_commit() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF current_setting('fault.widened', true) IS DISTINCT FROM 'yes' THEN
         PERFORM set_config('fault.widened', 'yes', true);
         PERFORM pg_sleep(${seconds});
       END IF;
       RETURN NULL;
     END $$;
     DROP TRIGGER IF EXISTS widen_commit ON leads;
     CREATE CONSTRAINT TRIGGER widen_commit AFTER INSERT ON leads DEFERRABLE INITIALLY DEFERRED
       FOR EACH ROW EXECUTE FUNCTION widen_commit();`,
  )
}

/** The server's output lines since `from` (a length of `node.logs()`), blank ones left out. */
export const logLinesSince = (node: Pick<RunningServer, 'logs'>, from: number): string[] =>
  node
    .logs()
    .slice(from)
    .split('\n')
    .filter((line) => line.trim() !== '')
