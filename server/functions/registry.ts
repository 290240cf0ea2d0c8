import type { FunctionName } from '../../contracts/functions'
import { checkSubscription } from './check-subscription'
import { createCheckout } from './create-checkout'
import { createLead } from './create-lead'
import { createPortalSession } from './create-portal-session'
import { getBillingDetails } from './get-billing-details'
import { processOneClickUpsell } from './process-one-click-upsell'
import { getOfferOrder } from './get-offer-order'
import { experimentResultsFunction } from './experiment-results'
import { holdoutLiftFunction } from './holdout-lift'
import { experimentUnitsFunction } from './experiment-units'
import { metricBaselineFunction } from './metric-baseline'
import { controlExperiment } from './control-experiment'
import { funnelReportFunction } from './funnel-report'
import { trackFunnelEvent } from './track-funnel-event'
import type { ServerFunction } from './types'
import { updateLead } from './update-lead'
import { aiSurveyChat } from './ai-survey-chat'
import { getUserLocation } from './get-user-location'
import { pagePresence } from './page-presence'
import { recordConsentChoice } from './record-consent-choice'
import { realtimeVoiceSession } from './realtime-voice-session'
import { voiceToText } from './voice-to-text'
import { createConversation } from './create-conversation'
import { sendMessage } from './send-message'
import { inviteClient } from './invite-client'
import { checkTrialStatus } from './check-trial-status'
import { getInvitation } from './get-invitation'
import { acceptInvitation } from './accept-invitation'
import { getChatBrand } from './get-chat-brand'
import { markRead } from './mark-read'
import { subscribeVendorProduct } from './subscribe-vendor-product'
import { getMemberLibrary } from './get-member-library'
import { requestMemberLink } from './request-member-link'
import { openChatLink } from './open-chat-link'
import { requestChatLink } from './request-chat-link'
import { sendChecklist } from './send-checklist'
import { proposeCopyVariants } from './propose-copy-variants'
import { reviewCopyVariant } from './review-copy-variant'
import { startCopyTest } from './start-copy-test'
import { stopCopyTest } from './stop-copy-test'
import { rollBackCopyTest } from './roll-back-copy-test'
import { copyLab } from './copy-lab'

/** Every named function of the product, one per entry of contracts/functions.ts (the type makes a missing one an error). */
export type FunctionRegistry = { [Name in FunctionName]: ServerFunction<Name> }

export const serverFunctions: FunctionRegistry = {
  'create-lead': createLead,
  'track-funnel-event': trackFunnelEvent,
  'update-lead': updateLead,
  'create-checkout': createCheckout,
  'check-subscription': checkSubscription,
  'create-portal-session': createPortalSession,
  'get-billing-details': getBillingDetails,
  'ai-survey-chat': aiSurveyChat,
  'voice-to-text': voiceToText,
  'realtime-voice-session': realtimeVoiceSession,
  'get-user-location': getUserLocation,
  'page-presence': pagePresence,
  'record-consent-choice': recordConsentChoice,
  'process-one-click-upsell': processOneClickUpsell,
  'get-offer-order': getOfferOrder,
  'create-conversation': createConversation,
  'send-message': sendMessage,
  'invite-client': inviteClient,
  'check-trial-status': checkTrialStatus,
  'get-invitation': getInvitation,
  'accept-invitation': acceptInvitation,
  'get-chat-brand': getChatBrand,
  'mark-read': markRead,
  'request-chat-link': requestChatLink,
  'open-chat-link': openChatLink,
  'experiment-results': experimentResultsFunction,
  'holdout-lift': holdoutLiftFunction,
  'experiment-units': experimentUnitsFunction,
  'metric-baseline': metricBaselineFunction,
  'funnel-report': funnelReportFunction,
  'subscribe-vendor-product': subscribeVendorProduct,
  'request-member-link': requestMemberLink,
  'get-member-library': getMemberLibrary,
  'send-checklist': sendChecklist,
  'control-experiment': controlExperiment,
  'propose-copy-variants': proposeCopyVariants,
  'review-copy-variant': reviewCopyVariant,
  'start-copy-test': startCopyTest,
  'stop-copy-test': stopCopyTest,
  'roll-back-copy-test': rollBackCopyTest,
  'copy-lab': copyLab,
}
