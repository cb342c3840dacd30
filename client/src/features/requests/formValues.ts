/** The values each public form edits, all as typed text (the release year included). */
export type DmcaValues = {
  title: string;
  url: string;
  company: string;
  name: string;
  description: string;
  email: string;
};

export type GameRequestValues = {
  gameTitle: string;
  platform: string;
  releaseYear: string;
  additionalInfo: string;
  requesterEmail: string;
};

export type RequestPageValues = {
  gameName: string;
  releaseYear: string;
  developer: string;
  platform: string;
  email: string;
  additionalInfo: string;
};

export type IssueReportValues = {
  gameName: string;
  issueType: string;
  description: string;
  systemSpecs: string;
  email: string;
};

export type ContactValues = {
  name: string;
  email: string;
  subject: string;
  message: string;
};

export const emptyDmca: DmcaValues = {
  title: '',
  url: '',
  company: '',
  name: '',
  description: '',
  email: '',
};

export const emptyGameRequest: GameRequestValues = {
  gameTitle: '',
  platform: '',
  releaseYear: '',
  additionalInfo: '',
  requesterEmail: '',
};

export const emptyRequestPage: RequestPageValues = {
  gameName: '',
  releaseYear: '',
  developer: '',
  platform: '',
  email: '',
  additionalInfo: '',
};

export const emptyIssueReport: IssueReportValues = {
  gameName: '',
  issueType: '',
  description: '',
  systemSpecs: '',
  email: '',
};

export const emptyContact: ContactValues = { name: '', email: '', subject: '', message: '' };

/** The field names of a form, for mapping the server's field errors back onto it. */
export const fieldNames = <Values extends object>(values: Values) =>
  Object.keys(values) as (keyof Values & string)[];

/** The same values with every text trimmed, as they are sent. */
export function trimmed<Values extends Record<string, string>>(values: Values): Values {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as Values;
}
