import type { z } from 'zod';
import { administratorEndpoints } from './groups/administrators';
import { homeEndpoints } from './groups/home';
import { memberEndpoints } from './groups/members';
import { personnelEndpoints } from './groups/personnel';
import { rechargeEndpoints } from './groups/recharges';
import { agentEndpoints } from './groups/agents';
import { equipmentEndpoints } from './groups/equipment';
import { replenishmentPlanEndpoints } from './groups/replenishment-plans';
import { tripEndpoints } from './groups/trips';
import { franchiseEndpoints } from './groups/franchise';
import { feedbackEndpoints } from './groups/feedback';
import { financeEndpoints } from './groups/finance';
import { reportEndpoints } from './groups/reports';
import { placeEndpoints } from './groups/places';
import { sessionEndpoints } from './groups/session';
import { uploadEndpoints } from './groups/uploads';
import { settingsEndpoints, systemOptionEndpoints } from './groups/settings';
import { orderEndpoints } from './groups/orders';
import { goodsEndpoints } from './groups/goods';
import { carouselEndpoints } from './groups/carousel';
import { activityEndpoints } from './groups/activities';
import { softwareEndpoints } from './groups/software';
import { advertisementEndpoints } from './groups/advertisements';

/**
 * Every call of the API, composed from each menu group's own table: a new page adds its
 * group file and one line here.
 */
export const endpoints = {
  ...sessionEndpoints,
  ...memberEndpoints,
  ...homeEndpoints,
  ...administratorEndpoints,
  ...uploadEndpoints,
  ...personnelEndpoints,
  ...rechargeEndpoints,
  ...agentEndpoints,
  ...equipmentEndpoints,
  ...replenishmentPlanEndpoints,
  ...tripEndpoints,
  ...franchiseEndpoints,
  ...feedbackEndpoints,
  ...placeEndpoints,
  ...settingsEndpoints,
  ...systemOptionEndpoints,
  ...orderEndpoints,
  ...financeEndpoints,
  ...reportEndpoints,
  ...goodsEndpoints,
  ...carouselEndpoints,
  ...activityEndpoints,
  ...softwareEndpoints,
  ...advertisementEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What the console passes for a call (numbers or digits, optional defaults). */
export type RequestInput<Name extends EndpointName> = z.input<Endpoints[Name]['request']>;
/** What the server works with after validation. */
export type RequestParams<Name extends EndpointName> = z.output<Endpoints[Name]['request']>;
/** `data` of a successful answer; file answers arrive as a Blob. */
export type AnswerData<Name extends EndpointName> = Endpoints[Name]['data'] extends z.ZodType
  ? z.output<Endpoints[Name]['data']>
  : Blob;
