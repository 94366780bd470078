export { pushedRelease, pushedUpdateToReport, setUpdateStatus, upgradeStatusOf } from './device-updates';
