import mongoose from 'mongoose';

/**
 * Connects the default mongoose connection (the one `mongoose.model()` models use). Fails within
 * ten seconds when no server answers, instead of the driver's 30 s default. `monitorCommands` makes the driver emit
 * its command monitoring events (the metrics' database durations; off unless metrics are on).
 */
export async function connectMongoose(uri: string, dbName: string, options: { monitorCommands?: boolean } = {}): Promise<typeof mongoose> {
  return mongoose.connect(uri, {
    dbName,
    serverSelectionTimeoutMS: 10_000,
    connectTimeoutMS: 10_000,
    maxPoolSize: 20,
    monitorCommands: options.monitorCommands === true,
  });
}

/** Closes the default mongoose connection (no-op when it is not open). */
export async function disconnectMongoose(): Promise<void> {
  await mongoose.disconnect();
}
