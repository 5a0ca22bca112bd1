/** Watch alerts: builds' stock changes to shoppers' phones (and e-mail), once per change. */
export { sendAlertEmail, type AlertEmailSettings } from './alert-email.ts';
export { buildStockOf } from './build-stock.ts';
export { MAX_ALERT_ATTEMPTS, sendAlert, stopLink, type AlertSenders } from './send-alert.ts';
export { ALERT_LEASE_MS, startAlertsWorker, type AlertsWorker } from './worker.ts';
export { ALERTS_POLL_MS, startWatchAlerts, type WatchAlertsOptions } from './start-alerts.ts';
