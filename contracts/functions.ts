import type { z } from 'zod'
import {
  checkSubscriptionInput,
  checkSubscriptionOutput,
  createCheckoutInput,
  createCheckoutOutput,
  createPortalSessionInput,
  createPortalSessionOutput,
  processOneClickUpsellInput,
  processOneClickUpsellOutput,
  updateLeadInput,
  updateLeadOutput,
  getOfferOrderInput,
  getOfferOrderOutput,
  getBillingDetailsInput,
  getBillingDetailsOutput,
} from './billing'
import { getMemberLibraryInput, getMemberLibraryOutput, requestMemberLinkInput, requestMemberLinkOutput } from './delivery'
import { sendChecklistInput, sendChecklistOutput } from './checklist'
import {
  copyLabInput,
  copyLabOutput,
  proposeCopyVariantsInput,
  proposeCopyVariantsOutput,
  reviewCopyVariantInput,
  reviewCopyVariantOutput,
  rollBackCopyTestInput,
  rollBackCopyTestOutput,
  startCopyTestInput,
  startCopyTestOutput,
  stopCopyTestInput,
  stopCopyTestOutput,
} from './copy-lab'
import { controlExperimentInput, controlExperimentOutput } from './experiment-control'
import { experimentResultsInput, experimentResultsOutput, experimentUnitsInput, experimentUnitsOutput } from './experiments'
import { holdoutLiftInput, holdoutLiftOutput } from './holdout-lift'
import { metricBaselineInput, metricBaselineOutput } from './metric-baseline'
import { trackFunnelEventBatch, trackFunnelEventResult } from './funnel-events'
import { funnelReportInput, funnelReportOutput } from './funnel-report'
import { createLeadInput, createLeadOutput } from './leads'
import { pagePresenceInput, pagePresenceOutput } from './presence'
import { recordConsentChoiceInput, recordConsentChoiceOutput } from './consent-choice'
import { subscribeVendorProductInput, subscribeVendorProductOutput } from './marketplace'
import {
  aiSurveyChatInput,
  aiSurveyChatOutput,
  getUserLocationInput,
  getUserLocationOutput,
  realtimeVoiceSessionInput,
  realtimeVoiceSessionOutput,
  voiceToTextInput,
  voiceToTextOutput,
} from './survey'
import {
  acceptInvitationInput,
  acceptInvitationOutput,
  checkTrialStatusInput,
  checkTrialStatusOutput,
  createConversationInput,
  createConversationOutput,
  getChatBrandInput,
  getChatBrandOutput,
  getInvitationInput,
  getInvitationOutput,
  inviteClientInput,
  inviteClientOutput,
  markReadInput,
  markReadOutput,
  openChatLinkInput,
  openChatLinkOutput,
  requestChatLinkInput,
  requestChatLinkOutput,
  sendMessageInput,
  sendMessageOutput,
} from './workspace'

/**
 * The named functions of spec section 7 (POST /fn/<name>): each one's input (the request
 * body) and output (its answer). The server implements every entry (server/functions/registry.ts);
 * the web calls them by name (web/lib/call-function.ts), typed from this table.
 */
export const FUNCTIONS = {
  'create-lead': { input: createLeadInput, output: createLeadOutput },
  'track-funnel-event': { input: trackFunnelEventBatch, output: trackFunnelEventResult },
  'update-lead': { input: updateLeadInput, output: updateLeadOutput },
  'create-checkout': { input: createCheckoutInput, output: createCheckoutOutput },
  'check-subscription': { input: checkSubscriptionInput, output: checkSubscriptionOutput },
  'create-portal-session': { input: createPortalSessionInput, output: createPortalSessionOutput },
  'get-billing-details': { input: getBillingDetailsInput, output: getBillingDetailsOutput },
  'ai-survey-chat': { input: aiSurveyChatInput, output: aiSurveyChatOutput },
  'voice-to-text': { input: voiceToTextInput, output: voiceToTextOutput },
  'realtime-voice-session': { input: realtimeVoiceSessionInput, output: realtimeVoiceSessionOutput },
  'get-user-location': { input: getUserLocationInput, output: getUserLocationOutput },
  'page-presence': { input: pagePresenceInput, output: pagePresenceOutput },
  'record-consent-choice': { input: recordConsentChoiceInput, output: recordConsentChoiceOutput },
  'process-one-click-upsell': { input: processOneClickUpsellInput, output: processOneClickUpsellOutput },
  'get-offer-order': { input: getOfferOrderInput, output: getOfferOrderOutput },
  'create-conversation': { input: createConversationInput, output: createConversationOutput },
  'send-message': { input: sendMessageInput, output: sendMessageOutput },
  'invite-client': { input: inviteClientInput, output: inviteClientOutput },
  'check-trial-status': { input: checkTrialStatusInput, output: checkTrialStatusOutput },
  'get-invitation': { input: getInvitationInput, output: getInvitationOutput },
  'accept-invitation': { input: acceptInvitationInput, output: acceptInvitationOutput },
  'get-chat-brand': { input: getChatBrandInput, output: getChatBrandOutput },
  'mark-read': { input: markReadInput, output: markReadOutput },
  'request-chat-link': { input: requestChatLinkInput, output: requestChatLinkOutput },
  'open-chat-link': { input: openChatLinkInput, output: openChatLinkOutput },
  'experiment-results': { input: experimentResultsInput, output: experimentResultsOutput },
  'holdout-lift': { input: holdoutLiftInput, output: holdoutLiftOutput },
  'experiment-units': { input: experimentUnitsInput, output: experimentUnitsOutput },
  'metric-baseline': { input: metricBaselineInput, output: metricBaselineOutput },
  'funnel-report': { input: funnelReportInput, output: funnelReportOutput },
  'subscribe-vendor-product': { input: subscribeVendorProductInput, output: subscribeVendorProductOutput },
  'request-member-link': { input: requestMemberLinkInput, output: requestMemberLinkOutput },
  'get-member-library': { input: getMemberLibraryInput, output: getMemberLibraryOutput },
  'send-checklist': { input: sendChecklistInput, output: sendChecklistOutput },
  'control-experiment': { input: controlExperimentInput, output: controlExperimentOutput },
  'propose-copy-variants': { input: proposeCopyVariantsInput, output: proposeCopyVariantsOutput },
  'review-copy-variant': { input: reviewCopyVariantInput, output: reviewCopyVariantOutput },
  'start-copy-test': { input: startCopyTestInput, output: startCopyTestOutput },
  'stop-copy-test': { input: stopCopyTestInput, output: stopCopyTestOutput },
  'roll-back-copy-test': { input: rollBackCopyTestInput, output: rollBackCopyTestOutput },
  'copy-lab': { input: copyLabInput, output: copyLabOutput },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>

export type FunctionName = keyof typeof FUNCTIONS
/** The body a caller sends. */
export type FunctionBody<Name extends FunctionName> = z.input<(typeof FUNCTIONS)[Name]['input']>
/** The body after validation, as the function's handler receives it. */
export type FunctionInput<Name extends FunctionName> = z.output<(typeof FUNCTIONS)[Name]['input']>
/** The answer, as a handler returns it and a caller receives it. */
export type FunctionAnswer<Name extends FunctionName> = z.output<(typeof FUNCTIONS)[Name]['output']>

export const isFunctionName = (name: string): name is FunctionName => Object.hasOwn(FUNCTIONS, name)
