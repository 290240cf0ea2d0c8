/** Where server/payload.ts leaves the config `npm start` started Payload with (./server-config.ts). */
export const SERVER_PAYLOAD_CONFIG = Symbol.for('agency-funnel.payload-config')
