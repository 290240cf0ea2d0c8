import type { Conversation } from '../../cms/payload-types'

type Ref = string | number | { id: string | number } | null | undefined

/** The id of a relationship, populated or not. */
export const refId = (ref: Ref): string | null => (ref == null ? null : String(typeof ref === 'object' ? ref.id : ref))

/** The stored id of a relationship, as the generated types spell it (a number on SQL adapters). */
export const relationId = <Id extends string | number>(ref: Id | { id: Id }): Id => (typeof ref === 'object' ? ref.id : ref)

export type MemberRole = 'agency' | 'vendor' | 'client'

type Members = Pick<Conversation, 'agency_user' | 'vendor' | 'client_user'>

type UserId = Conversation['agency_user'] extends infer Ref ? (Ref extends { id: infer Id } ? Id : Ref) : never

/**
 * The members of a conversation by role (the client once one has joined): `id` as a string
 * to compare, `ref` as stored, to write into a relationship.
 */
export function conversationMembers(conversation: Members): { id: string; ref: UserId; role: MemberRole }[] {
  const members: { id: string; ref: UserId; role: MemberRole }[] = []
  for (const [ref, role] of [
    [conversation.agency_user, 'agency'],
    [conversation.vendor, 'vendor'],
    [conversation.client_user, 'client'],
  ] as const) {
    if (ref != null) members.push({ id: refId(ref)!, ref: relationId(ref as UserId | { id: UserId }), role })
  }
  return members
}

export function memberRole(conversation: Members, userId: string | number): MemberRole | null {
  return conversationMembers(conversation).find((member) => member.id === String(userId))?.role ?? null
}

export const conversationRoom = (conversationId: string | number) => `conversation:${conversationId}`
