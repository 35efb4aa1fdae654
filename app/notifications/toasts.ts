/** The toast stack for every signed-in page (provided by NotificationsProvider): `useToasts().show({ severity, title, message })`. */
export { useToasts, type ToastInput, type ToastSeverity, TOAST_DURATION_MS, TOAST_WIDTH } from '../../widgets/toast/ToastStack';
