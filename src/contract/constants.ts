/**
 * Constants shared by server and elements. Kept free of zod so element chunks can import them
 * without pulling in the validation library.
 */

/** Name of the cookie that remembers the id of the alert a visitor closed. */
export const ALERT_CLOSED_COOKIE = 'foyer_alert_closed';
/** Name of the CSRF cookie; its value goes back as the X-CSRFToken header. */
export const CSRF_COOKIE = 'csrftoken';
