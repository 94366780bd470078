export { closeTripStopByReport } from './stop-closing';
