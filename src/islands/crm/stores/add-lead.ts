import { atom } from 'nanostores';

/** Whether the 'Add New Lead' dialog is open (the header's 'Add Lead' opens it). */
export const $addLeadOpen = atom(false);
