import { sendMessage as storeAndDeliver } from '../messaging/send-message'
import { defineFunction } from './types'

/** send-message: persists the message first, then broadcasts it to the conversation (server/messaging). */
export const sendMessage = defineFunction('send-message', {
  auth: 'user',
  async handler(input, { payload, user, realtime, logger }) {
    const message = await storeAndDeliver({ payload, realtime, logger, user: user!, ...input })
    return { message }
  },
})
