import type { CommandFailedEvent, CommandSucceededEvent, MongoClient } from 'mongodb';
import { Gauge } from 'prom-client';
import type { Clock } from '../context';
import { OutboxModel } from '../core/outbox';
import type { NovaMetrics } from './registry';

/**
 * The command names the label takes: what the driver sends for the app's reads, writes, transactions and indexes.
 * Anything else counts as `other`, so the label stays bounded whatever a tool sends.
 */
const COMMANDS = new Set([
  'find',
  'getMore',
  'killCursors',
  'insert',
  'update',
  'delete',
  'findAndModify',
  'aggregate',
  'count',
  'distinct',
  'bulkWrite',
  'commitTransaction',
  'abortTransaction',
  'endSessions',
  'createIndexes',
  'listIndexes',
  'dropIndexes',
  'listCollections',
  'create',
  'drop',
  'dropDatabase',
  'ping',
  'hello',
]);

/**
 * Times every database command from the driver's command monitoring (`monitorCommands: true`, set at connect when
 * metrics are on): `commandSucceeded` and `commandFailed` carry the duration. Returns the function that stops.
 */
export function timeCommands(client: MongoClient, metrics: NovaMetrics): () => void {
  const observe = (outcome: 'ok' | 'error') => (event: CommandSucceededEvent | CommandFailedEvent) => {
    const command = COMMANDS.has(event.commandName) ? event.commandName : 'other';
    metrics.commandDuration.observe({ command, outcome }, event.duration / 1000);
  };
  const succeeded = observe('ok');
  const failed = observe('error');
  client.on('commandSucceeded', succeeded);
  client.on('commandFailed', failed);
  return () => {
    client.off('commandSucceeded', succeeded);
    client.off('commandFailed', failed);
  };
}

/**
 * The outbox's backlog (records committed but not yet known to be published) and the age of its oldest record, read
 * when scraped: a count from the collection's metadata and one `_id`-ordered read of one record. The collection is
 * shared, so every node reports the same cluster-wide figures. NaN when the database did not answer (the scrape
 * still succeeds).
 */
export function watchOutbox(metrics: NovaMetrics, clock: Clock): void {
  new Gauge({
    name: 'nova_outbox_backlog',
    help: 'Outbox records not yet published (cluster-wide: every node reads the same collection)',
    registers: [metrics.registry],
    async collect() {
      this.set(await OutboxModel.collection.estimatedDocumentCount().catch(() => Number.NaN));
    },
  });
  new Gauge({
    name: 'nova_outbox_oldest_age_seconds',
    help: 'Age of the oldest outbox record not yet published (0 when none; cluster-wide)',
    registers: [metrics.registry],
    async collect() {
      const oldest = await OutboxModel.collection.findOne({}, { sort: { _id: 1 }, projection: { at: 1 } }).catch(() => undefined);
      if (oldest === undefined) return this.set(Number.NaN);
      this.set(oldest ? Math.max(0, clock.now().getTime() - oldest.at.getTime()) / 1000 : 0);
    },
  });
}
