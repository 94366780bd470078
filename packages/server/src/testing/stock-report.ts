import { deviceApiEndpoints, type DeviceRequest } from '@vending/contract';
import { eq } from 'drizzle-orm';
import { devices } from '../modules/equipment/tables';
import type { TestServer } from './test-server';

/**
 * A machine's own stock report through the device API, as a test sends one (to the server
 * `serverOf()` gives once started): a credential is issued for the device (by the administrator whose token `token()` gives), each report numbered
 * `<prefix>-N`, sent by the same restocker.
 */
export function stockReporter(serverOf: () => TestServer, token: () => string, prefix: string) {
  let reportCount = 0;
  return async (deviceId: number, lines: DeviceRequest<'deviceStockReport'>['lines']) => {
    const server = serverOf();
    const issued = (await server.envelope('issueDeviceCredential', { token: token(), input: { deviceId } })) as {
      data: { credential: string };
    };
    const db = server.app.database.db;
    const [device] = await db.select({ deviceNo: devices.deviceNo }).from(devices).where(eq(devices.id, deviceId));
    const endpoint = deviceApiEndpoints.deviceStockReport;
    return server.app.inject({
      method: endpoint.method,
      url: endpoint.path,
      headers: { authorization: `Device ${issued.data.credential}`, 'content-type': 'application/json' },
      payload: JSON.stringify({
        deviceNo: device!.deviceNo,
        reportNo: `${prefix}-${++reportCount}`,
        operatorName: '赵补货',
        operatorPhone: '13800000011',
        lines,
      }),
    });
  };
}
