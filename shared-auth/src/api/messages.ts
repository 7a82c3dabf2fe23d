export const SERVER_ERROR_LOG = 'Server error. please try again later';
export const TIMEOUT_LOG = 'Request timeout. Please try again';
