import { AppError } from '../../contracts/errors'
import { defineFunction } from './types'

// Being written (issue 20): answers 404 until it lands.
export const stopCopyTest = defineFunction('stop-copy-test', {
  auth: 'user',
  handler: async () => {
    throw new AppError('NOT_FOUND')
  },
})
