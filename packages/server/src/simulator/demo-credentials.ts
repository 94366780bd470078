import fs from 'node:fs';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { newDeviceCredential, parseDeviceCredential, secretMatches } from '../modules/equipment/credentials';
import { devices } from '../modules/equipment/tables';
import type { SimulatedDevice } from './fleet';

/** Where the demo fleet's credentials are kept, readable by the owner only (like the first passwords). */
export const DEMO_CREDENTIALS_FILE = 'demo-device-credentials.json';

function readKept(file: string): SimulatedDevice[] {
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(kept)
      ? kept.filter(
          (entry): entry is SimulatedDevice =>
            typeof entry?.deviceNo === 'string' && typeof entry?.credential === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The credentials of the first `count` enabled devices, for the demo fleet: the ones kept in the
 * data folder while they still open the device API, a new one (issued now, its hash stored) for
 * each device without, or whose credential was rotated from the console. Generated at the first
 * start, never fixed in the code; the file is the operator's to delete.
 */
export async function demoFleetCredentials(
  db: Database,
  dataDir: string,
  count: number,
  at: Date,
): Promise<SimulatedDevice[]> {
  const file = path.join(dataDir, DEMO_CREDENTIALS_FILE);
  const kept = new Map(readKept(file).map((entry) => [entry.deviceNo, entry.credential]));
  const chosen = await db
    .select({ id: devices.id, deviceNo: devices.deviceNo, hash: devices.credentialHash })
    .from(devices)
    .where(eq(devices.isFlag, 1))
    .orderBy(asc(devices.id))
    .limit(count);
  const fleet: SimulatedDevice[] = [];
  let changed = false;
  for (const device of chosen) {
    const credential = kept.get(device.deviceNo);
    const secret = credential ? parseDeviceCredential(credential)?.secret : undefined;
    if (credential && secret && secretMatches(secret, device.hash)) {
      fleet.push({ deviceNo: device.deviceNo, credential });
      continue;
    }
    const issued = newDeviceCredential(device.deviceNo);
    await db
      .update(devices)
      .set({ credentialHash: issued.hash, credentialIssuedAt: at })
      .where(and(eq(devices.id, device.id)));
    fleet.push({ deviceNo: device.deviceNo, credential: issued.credential });
    changed = true;
  }
  if (changed || fleet.length !== kept.size) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify(fleet, null, 2)}\n`, { mode: 0o600 });
    fs.chmodSync(file, 0o600);
  }
  return fleet;
}
