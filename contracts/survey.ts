import { z } from 'zod'

/**
 * The AI qualification survey's functions (spec section 7): ai-survey-chat, voice-to-text,
 * realtime-voice-session and get-user-location. The chat's limits are here so the page
 * stops where the server would refuse (docs/decisions/023).
 */
export const SURVEY_CHAT_LIMITS = {
  /** Messages of history one call may carry (greeting, four answers and replies fit well within). */
  maxMessages: 24,
  /** Characters of one visitor message. */
  maxUserMessageLength: 1000,
  /** Characters of one assistant message sent back as history. */
  maxAssistantMessageLength: 4000,
  /** Discovery questions asked so far: the CMS holds a handful. */
  maxQuestionCount: 20,
} as const

/** Spec section 3, "Chat message (survey)". */
export const surveyChatMessage = z.discriminatedUnion('role', [
  z.object({ role: z.literal('user'), content: z.string().trim().min(1).max(SURVEY_CHAT_LIMITS.maxUserMessageLength) }),
  z.object({ role: z.literal('assistant'), content: z.string().trim().min(1).max(SURVEY_CHAT_LIMITS.maxAssistantMessageLength) }),
])
export type SurveyChatMessage = z.infer<typeof surveyChatMessage>

export const aiSurveyChatInput = z.object({
  messages: z.array(surveyChatMessage).max(SURVEY_CHAT_LIMITS.maxMessages),
  /** How many discovery questions the interviewer has asked so far. */
  questionCount: z.number().int().min(0).max(SURVEY_CHAT_LIMITS.maxQuestionCount),
  /** The funnel session (session storage), for the per-session limit. */
  sessionId: z.string().trim().min(8).max(100),
})

/**
 * The interviewer's structured answer, as the model must produce it (strict JSON schema:
 * every field present, null where there is nothing).
 */
export const surveyModelReply = z.object({
  /** The reply, split into the short messages the visitor sees one after another. */
  chunks: z.array(z.string().min(1).max(1000)).min(1).max(4),
  /** The visitor's last message with its typos corrected, or null when it had none. */
  typoCorrection: z.string().max(SURVEY_CHAT_LIMITS.maxUserMessageLength).nullable(),
  /** True when the visitor is trolling, hostile or answering with filler. */
  spamDetected: z.boolean(),
})
export type SurveyModelReply = z.infer<typeof surveyModelReply>

/** ai-survey-chat's answer: message or chunks, typoCorrection, spamDetected (spec section 7). */
export const aiSurveyChatOutput = z.object({
  message: z.string(),
  chunks: z.array(z.string()).min(1),
  typoCorrection: z.string().nullable(),
  spamDetected: z.boolean(),
  /** Whether voice (transcription and live voice) is configured; the page says so on its buttons. */
  voiceAvailable: z.boolean(),
})
export type AiSurveyChatAnswer = z.infer<typeof aiSurveyChatOutput>

/** Spec section 7: voice-to-text posts the recording as base64 webm (about 3 s of 24 kHz mono). */
export const voiceToTextInput = z.object({
  audio: z
    .string()
    .min(16)
    .max(200_000)
    .regex(/^[A-Za-z0-9+/]+=*$/),
  sessionId: z.string().trim().min(8).max(100),
})
export const voiceToTextOutput = z.object({ text: z.string() })

export const realtimeVoiceSessionInput = z.object({ sessionId: z.string().trim().min(8).max(100) })
/** The ephemeral secret the browser uses for its own realtime voice connection, and the model it is for. */
export const realtimeVoiceSessionOutput = z.object({
  client_secret: z.object({ value: z.string(), expires_at: z.number() }),
  model: z.string(),
  /** Where the browser posts its WebRTC offer with the secret (the provider's realtime calls endpoint). */
  url: z.string(),
})

export const getUserLocationInput = z.object({}).strict()
/** City and region of the visitor when the server can tell; null otherwise (the page falls back to the time zone). */
export const getUserLocationOutput = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  /** The CDN's country code (ISO 3166-1 alpha-2), null when none says; the checkout's privacy default reads it. */
  country: z.string().nullable().optional(),
})
export type UserLocation = z.infer<typeof getUserLocationOutput>
