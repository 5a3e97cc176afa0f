// The column kinds every table file shares: ids, timestamps and raw bytes.
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes; PGlite hands back Uint8Array and pg a Buffer, so both are normalised to Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

export const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
