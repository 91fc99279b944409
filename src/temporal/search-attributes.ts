import { defineSearchAttributeKey, SearchAttributeType } from '@temporalio/common';

/** Custom search attributes, so operators find a task in the Temporal UI by organisation and status. */
export const ORG_ID = defineSearchAttributeKey('OrgId', SearchAttributeType.KEYWORD);
export const TASK_STATUS = defineSearchAttributeKey('TaskStatus', SearchAttributeType.KEYWORD);
export const TASK_KIND = defineSearchAttributeKey('TaskKind', SearchAttributeType.KEYWORD);
export const SEARCH_ATTRIBUTES = [ORG_ID, TASK_STATUS, TASK_KIND];
