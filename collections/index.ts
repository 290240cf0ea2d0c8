import type { CollectionConfig, GlobalConfig } from 'payload'
import { FunnelEvents } from './FunnelEvents'
import { Home } from './Home'
import { Leads } from './Leads'
import { Media } from './Media'
import { SiteSettings } from './SiteSettings'
import { Users } from './Users'

/** The whole data model. Later issues add their collections here. */
export const collections: CollectionConfig[] = [Users, Media, Leads, FunnelEvents]
export const globals: GlobalConfig[] = [SiteSettings, Home]
